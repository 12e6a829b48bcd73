import { page } from '../page-route';

/** The shop's public pages (spec 1 §2 "Shop"). */
export const shopPages = [
  page('ShopMain', 'shop', () => import('../../features/shop/shop-main-page').then((m) => m.ShopMainPage), ['shop']),
  page('ShopEcoGreen', 'shop', () => import('../../features/shop/eco-green-page').then((m) => m.EcoGreenPage), [
    'shop',
  ]),
  page('ShopBrands', 'shop', () => import('../../features/shop/brands-page').then((m) => m.BrandsPage), ['shop']),
  page('ShopBrand', 'shop', () => import('../../features/shop/brand-page').then((m) => m.BrandPage), ['shop']),
  page('ShopProduct', 'shop', () => import('../../features/shop/product-page').then((m) => m.ProductPage), [
    'product',
    'shop',
    'catalogue',
  ]),
  page('ShopProductReview', 'shop', () => import('../../features/shop/review-page').then((m) => m.ReviewPage), [
    'product',
    'shop',
    'named-modals',
  ]),
  page('ShopFavorites', 'shop', () => import('../../features/shop/favourites-page').then((m) => m.FavouritesPage), [
    'shop',
  ]),
  page('ShopFavoriteSet', 'shop', () => import('../../features/shop/favourites-page').then((m) => m.FavouriteSetPage), [
    'shop',
  ]),
  page(
    'ShopNewProducts',
    'shop',
    () => import('../../features/shop/product-list-page').then((m) => m.NewProductsPage),
    ['shop'],
  ),
  page(
    'ShopPromoProducts',
    'shop',
    () => import('../../features/shop/product-list-page').then((m) => m.PromoProductsPage),
    ['shop'],
  ),
  page('Promo', 'shop', () => import('../../features/shop/product-list-page').then((m) => m.PromoProductsPage), [
    'shop',
  ]),
  page('NewAndPromo', 'shop', () => import('../../features/shop/product-list-page').then((m) => m.NewAndPromoPage), [
    'shop',
  ]),
  page(
    'ShopNewAndPromo',
    'shop',
    () => import('../../features/shop/product-list-page').then((m) => m.NewAndPromoPage),
    ['shop'],
  ),
  page('ShopSearch', 'shop', () => import('../../features/shop/search-page').then((m) => m.ShopSearchPage), ['shop']),
  page('ShopSurvey', 'shop', () => import('../../features/shop/survey-page').then((m) => m.SurveyPage), ['shop']),
  page('ShopSection', 'shop', () => import('../../features/shop/section-page').then((m) => m.SectionPage), ['shop']),
  page('ShopSubsection', 'shop', () => import('../../features/shop/section-page').then((m) => m.SectionPage), ['shop']),
  page(
    'ProductShortcut',
    'shop',
    () => import('../../features/shop/product-shortcut-page').then((m) => m.ProductShortcutPage),
    ['product', 'shop'],
  ),
];
