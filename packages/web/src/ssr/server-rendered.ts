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

/** Addresses remembered with their route: matching ranks the whole table each time (about a millisecond). */
const REMEMBERED_ADDRESSES = 5_000;
const remembered = new Map<string, RouteName | undefined>();

/** The route an address shows, as the browser's router would pick it. */
const routeNameOf = (pathname: string): RouteName | undefined => {
  if (remembered.has(pathname)) return remembered.get(pathname);
  const name = matchRoutes(table, pathname)?.at(-1)?.route.id as RouteName | undefined;
  // The oldest address goes first: a crawl of unknown addresses cannot grow the map without bound.
  if (remembered.size >= REMEMBERED_ADDRESSES) remembered.delete(remembered.keys().next().value as string);
  remembered.set(pathname, name);
  return name;
};

export const isServerRendered = (pathname: string): boolean => {
  const name = routeNameOf(pathname);
  return name !== undefined && SERVER_RENDERED_ROUTES.has(name);
};
