import type { QueryClient } from '@tanstack/react-query';
import { BRAND_NAME } from '../config/brand';
import { PRICE_FRACTION_DIGITS } from '../config/constants';
import { hrefTo, type RouteName } from '../config/paths';
import { productPageOptions } from '../features/shop/api/get-product-page';
import type { ProductDetail, ProductPage } from '../features/shop/api/types';

/** schema.org availability of a product in stock or not. */
const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
const CONTEXT = 'https://schema.org';

/** Product page routes: their data is the product reply. */
const PRODUCT_ROUTES: readonly RouteName[] = ['ShopProduct', 'ProductShortcut'];

const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const organization = (origin: string) => ({
  '@context': CONTEXT,
  '@type': 'Organization',
  name: BRAND_NAME,
  url: `${origin}/`,
  logo: `${origin}/icons/icon-512.png`,
});

const breadcrumbs = (origin: string, items: { name: string; path: string }[]) => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: item.name,
    item: `${origin}${item.path}`,
  })),
});

/**
 * The price as the reply carries it, printed with the site's two decimals: a schema.org price is
 * text, and the amount is only printed, never computed with.
 */
const priceText = (price: number): string => price.toFixed(PRICE_FRACTION_DIGITS);

const product = (origin: string, item: ProductDetail, shopName: string) => [
  {
    '@context': CONTEXT,
    '@type': 'Product',
    name: item.name,
    sku: item.code,
    description: textOf(item.description).slice(0, 5000),
    image: (item.images.length ? item.images : [item.thumbnail]).map((src) => new URL(src, origin).href),
    brand: { '@type': 'Brand', name: item.brand.name },
    offers: {
      '@type': 'Offer',
      url: `${origin}${item.path}`,
      price: priceText(item.price),
      priceCurrency: item.currency_code,
      availability: item.in_stock ? IN_STOCK : OUT_OF_STOCK,
    },
  },
  breadcrumbs(origin, [
    { name: shopName, path: hrefTo('ShopMain') },
    { name: item.brand.name, path: hrefTo('ShopBrand', { path: item.brand.path }) },
    { name: item.name, path: item.path },
  ]),
];

/** JSON-LD for search engines, from the data the page was rendered with. */
export const structuredDataOf = (route: RouteName, queryClient: QueryClient, url: URL, shopName: string): object[] => {
  const origin = url.origin;
  const data: object[] = [organization(origin)];
  if (PRODUCT_ROUTES.includes(route)) {
    const code = decodeURIComponent(url.pathname.split('/').filter(Boolean).at(-1) ?? '');
    const reply = queryClient.getQueryData<ProductPage>(productPageOptions(code).queryKey);
    if (reply?.status === 'found') data.push(...product(origin, reply.product, shopName));
  }
  return data;
};
