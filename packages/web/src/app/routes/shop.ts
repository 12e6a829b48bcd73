import { brandPageRead } from '../../features/shop/api/get-brand-page';
import { brandsRead } from '../../features/shop/api/get-brands';
import { ecoGreenRead } from '../../features/shop/api/get-eco-green';
import { productListCorrection, productListParams, productListRead } from '../../features/shop/api/get-product-list';
import { productPageRead } from '../../features/shop/api/get-product-page';
import { sectionPageRead, subsectionPageRead } from '../../features/shop/api/get-section-page';
import { shopMainRead } from '../../features/shop/api/get-shop-main';
import { shopSearchRead } from '../../features/shop/api/get-shop-search';
import { listingCorrection, listingParams } from '../../features/shop/api/listing-query';
import type { ProductListKind, ProductPage, SectionPage } from '../../features/shop/api/types';
import { searchParams } from '../../lib/search-query';
import { fixedPage, page, serverPage } from '../page-route';

type ListingAnswer = Parameters<typeof listingCorrection>[0];

const queryOf = <Q>(query: Q | null): { query: Q } | null => (query ? { query } : null);

/** A brand's, section's or subsection's listing: a page past the end or an unknown filter is corrected. */
const brand = serverPage({
  query: listingParams,
  reads: ({ params, query }) => [brandPageRead(params.path ?? '', query)],
  correct: ([answer], { query }) => queryOf(listingCorrection(answer as ListingAnswer, query)),
});
const section = serverPage({
  query: listingParams,
  reads: ({ params, query }) => [sectionPageRead(params.section ?? '', query)],
  correct: ([answer], { query }) => queryOf(listingCorrection(answer as ListingAnswer, query)),
});
const subsection = serverPage({
  query: listingParams,
  reads: ({ params, query }) => [subsectionPageRead(params.section ?? '', params.subsection ?? '', query)],
  correct: ([answer], { query }) => queryOf(listingCorrection(answer as ListingAnswer, query)),
});
const ecoGreen = serverPage({
  query: listingParams,
  reads: ({ query }) => [ecoGreenRead(query)],
  correct: ([answer], { query }) => queryOf(listingCorrection((answer as { section: SectionPage }).section, query)),
});
/** A product is followed where it moved, and shown only at its own address (the brand in the path). */
const product = serverPage({
  query: {},
  reads: ({ params }) => [productPageRead(params.code ?? '')],
  correct: ([answer], { path }) => {
    const reply = answer as ProductPage;
    if (reply.status !== 'found') return { href: reply.redirect };
    return reply.product.path === path ? null : { href: reply.product.path };
  },
});
const productList = (kind: ProductListKind) =>
  serverPage({
    query: productListParams,
    reads: ({ query }) => [productListRead(kind, query.page)],
    correct: ([answer], { query }) =>
      queryOf(productListCorrection(answer as Parameters<typeof productListCorrection>[0], query.page)),
  });
const search = serverPage({
  query: searchParams,
  reads: ({ query }) => (query.q ? [shopSearchRead(query.q)] : []),
});

/** The shop's public pages (spec 1 §2 "Shop"). */
export const shopPages = [
  page(
    'ShopMain',
    'shop',
    () => import('../../features/shop/shop-main-page').then((m) => m.ShopMainPage),
    ['shop'],
    fixedPage(shopMainRead),
  ),
  page(
    'ShopEcoGreen',
    'shop',
    () => import('../../features/shop/eco-green-page').then((m) => m.EcoGreenPage),
    ['shop'],
    ecoGreen,
  ),
  page(
    'ShopBrands',
    'shop',
    () => import('../../features/shop/brands-page').then((m) => m.BrandsPage),
    ['shop'],
    fixedPage(brandsRead),
  ),
  page('ShopBrand', 'shop', () => import('../../features/shop/brand-page').then((m) => m.BrandPage), ['shop'], brand),
  page(
    'ShopProduct',
    'shop',
    () => import('../../features/shop/product-page').then((m) => m.ProductPage),
    ['product', 'shop', 'catalogue'],
    product,
  ),
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
    productList('new'),
  ),
  page(
    'ShopPromoProducts',
    'shop',
    () => import('../../features/shop/product-list-page').then((m) => m.PromoProductsPage),
    ['shop'],
    productList('promo'),
  ),
  page(
    'Promo',
    'shop',
    () => import('../../features/shop/product-list-page').then((m) => m.PromoProductsPage),
    ['shop'],
    productList('promo'),
  ),
  page(
    'NewAndPromo',
    'shop',
    () => import('../../features/shop/product-list-page').then((m) => m.NewAndPromoPage),
    ['shop'],
    productList('new-and-promo'),
  ),
  page(
    'ShopNewAndPromo',
    'shop',
    () => import('../../features/shop/product-list-page').then((m) => m.NewAndPromoPage),
    ['shop'],
    productList('new-and-promo'),
  ),
  page(
    'ShopSearch',
    'shop',
    () => import('../../features/shop/search-page').then((m) => m.ShopSearchPage),
    ['shop'],
    search,
  ),
  page('ShopSurvey', 'shop', () => import('../../features/shop/survey-page').then((m) => m.SurveyPage), ['shop']),
  page(
    'ShopSection',
    'shop',
    () => import('../../features/shop/section-page').then((m) => m.SectionPage),
    ['shop'],
    section,
  ),
  page(
    'ShopSubsection',
    'shop',
    () => import('../../features/shop/section-page').then((m) => m.SectionPage),
    ['shop'],
    subsection,
  ),
  page(
    'ProductShortcut',
    'shop',
    () => import('../../features/shop/product-shortcut-page').then((m) => m.ProductShortcutPage),
    ['product', 'shop'],
  ),
];
