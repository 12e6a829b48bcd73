import { matchRoutes } from 'react-router-dom';
import { pageRoutes } from '../app/route-table';
import { legalPages } from '../app/routes/legal';
import { paths, type RouteName } from '../config/paths';

/**
 * Issue 23: the public pages a search engine and a first visit need, rendered by the gateway:
 * corporate, legal, news, search, shop, section, brand and product pages, and the 404 page.
 * Everything personal (cart, checkout, favourites, the office, sign-in) stays client-rendered.
 */
export const SERVER_RENDERED_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'Home',
  'Company',
  'News',
  'Geography',
  'GeographyMarkets',
  'Opportunities',
  'Eco',
  'Production',
  'SearchResults',
  ...legalPages.map((page) => page.name),
  'ShopMain',
  'ShopEcoGreen',
  'ShopBrands',
  'ShopBrand',
  'ShopProduct',
  'ShopNewProducts',
  'ShopPromoProducts',
  'Promo',
  'NewAndPromo',
  'ShopNewAndPromo',
  'ShopSearch',
  'ShopSection',
  'ShopSubsection',
  'NotFound',
]);

const table = pageRoutes.map((route) => ({ id: route.name, path: paths[route.name].path }));

/** The route an address shows, as the browser's router would pick it. */
export const routeNameOf = (pathname: string): RouteName | undefined =>
  matchRoutes(table, pathname)?.at(-1)?.route.id as RouteName | undefined;

export const isServerRendered = (pathname: string): boolean => {
  const name = routeNameOf(pathname);
  return name !== undefined && SERVER_RENDERED_ROUTES.has(name);
};
