import { matchRoutes } from 'react-router-dom';
import { AUTH_READ, type PageRead, SITE_READ } from '../api/page-read';
import type { LayoutName, PageAddress, PageRoute, ServerPage } from '../app/page-route';
import { pageRoutes } from '../app/route-table';
import { fillPath, paths, type RouteName } from '../config/paths';
import { shopMenuRead } from '../features/shop/api/get-shop-menu';
import { type QueryDeclaration, type QueryOf, readQuery, writeQuery } from '../lib/page-query';

/**
 * The pages the gateway renders: those whose route declares a server page. Issue 23: the public
 * pages a search engine and a first visit need (corporate, legal, news, search, shop, section,
 * brand and product pages, and the 404 page). Issue 36: the office pages a partner opens most, for
 * the signed-in visitor alone (`personal`).
 */
export const SERVER_RENDERED_ROUTES: ReadonlySet<RouteName> = new Set(
  pageRoutes.filter((route) => route.server).map((route) => route.name),
);

/** What every page's shell reads before its own reads: the site and the visitor. */
export const SHELL_READS: readonly PageRead[] = [SITE_READ, AUTH_READ];

/** What a layout reads for a signed-in visitor besides the shell: the office's account menu lists the shop's menu. */
const LAYOUT_READS: Partial<Record<LayoutName, () => PageRead[]>> = { office: () => [shopMenuRead()] };

const table = pageRoutes.map((route) => ({ id: route.name, path: paths[route.name].path }));
const routeByName = new Map<RouteName, PageRoute>(pageRoutes.map((route) => [route.name, route]));

/** Addresses remembered with their route: matching ranks the whole table each time (about a millisecond). */
const REMEMBERED_ADDRESSES = 5_000;
type Matched = { route: PageRoute; params: Record<string, string> } | null;
const remembered = new Map<string, Matched>();

/** The route an address shows, as the browser's router picks it, with its path parameters. */
const routeOf = (pathname: string): Matched => {
  const known = remembered.get(pathname);
  if (known !== undefined) return known;
  const match = matchRoutes(table, pathname)?.at(-1);
  const route = match ? routeByName.get(match.route.id as RouteName) : undefined;
  const found: Matched = route ? { route, params: { ...match?.params } as Record<string, string> } : null;
  // The oldest address goes first: a crawl of unknown addresses cannot grow the map without bound.
  if (remembered.size >= REMEMBERED_ADDRESSES) remembered.delete(remembered.keys().next().value as string);
  remembered.set(pathname, found);
  return found;
};

/** The not-found page is every address no route takes: one page, whatever the address. */
const NOT_FOUND: RouteName = 'NotFound';

export interface PageMatch {
  route: RouteName;
  entry: PageRoute;
  server: ServerPage;
  address: PageAddress<QueryOf<QueryDeclaration>>;
  /**
   * What the page is, for the gateway's store (after site and language): its route and canonical
   * address. Two addresses with one key show the same page; nothing else of the address is in it.
   */
  key: string;
  /** The canonical address: the route's path with its parameters and the declared query. */
  href: string;
  /** What the page reads from the gateway before it renders: the shell's and its layout's reads, then its own. */
  reads: PageRead[];
  /** How many of `reads` are the shell's and the layout's: those must answer whatever the page. */
  shellReads: number;
  /**
   * An office page: rendered from the signed-in visitor's own reads, for them alone, never stored
   * or shared (issue 36); the gateway sends the client shell to anyone without a session.
   */
  personal: boolean;
}

/** The page an address shows when the gateway renders it; null for a page the browser renders. */
export const matchPage = (pathname: string, search: URLSearchParams): PageMatch | null => {
  const found = routeOf(pathname);
  const server = found?.route.server;
  if (!found || !server) return null;
  const name = found.route.name;
  const notFound = name === NOT_FOUND;
  const path = notFound ? pathname : fillPath(paths[name].path, found.params);
  const query = readQuery(server.query, search);
  const written = writeQuery(server.query, query);
  const href = written ? `${path}?${written}` : path;
  const address = { params: found.params, path, query };
  const shell = [...SHELL_READS, ...(LAYOUT_READS[found.route.layout]?.() ?? [])];
  return {
    route: name,
    entry: found.route,
    server,
    address,
    key: notFound ? name : `${name} ${href}`,
    href,
    reads: [...shell, ...server.reads(address)],
    shellReads: shell.length,
    personal: found.route.layout === 'office',
  };
};

/** The canonical address of a page's corrected query (`correct` in the route's declaration). */
export const correctedHref = (match: PageMatch, query: Partial<QueryOf<QueryDeclaration>>): string => {
  const written = writeQuery(match.server.query, query);
  return written ? `${match.address.path}?${written}` : match.address.path;
};
