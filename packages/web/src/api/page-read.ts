import type { paths } from '@gf/contracts/generated/bff';
import { createFinalURL, createQuerySerializer, defaultPathSerializer, type MaybeOptionalInit } from 'openapi-fetch';
import type { PathsWithMethod } from 'openapi-typescript-helpers';

export type GetPath = PathsWithMethod<paths, 'get'>;
type InitOf<P extends GetPath> = NonNullable<MaybeOptionalInit<paths[P], 'get'>>;

/**
 * One gateway read a page makes, as data (issue 30): the page's hook asks for it under the query
 * key below, and the server render is given its answer before it renders (read once, rendered
 * once), because the route declares its reads with the same builders its hooks use.
 */
export interface PageRead<P extends GetPath = GetPath> {
  path: P;
  init: InitOf<P>;
  /** An infinite query: its first page is asked with this parameter (`useInfiniteQuery`). */
  pages?: { param: string; first: number };
}

export const pageRead = <P extends GetPath>(path: P, init: InitOf<P>, pages?: PageRead['pages']): PageRead<P> => ({
  path,
  init,
  ...(pages ? { pages } : {}),
});

/** The TanStack Query key openapi-react-query gives the read (`[method, path, init]`). */
export const readKey = (read: PageRead): readonly unknown[] => ['get', read.path, read.init];

const querySerializer = createQuerySerializer();

/** The read's address as the client asks it (path and query, serialised as openapi-fetch does). */
export const readUrl = (read: PageRead): string => {
  const params = read.init as { params?: { path?: Record<string, unknown>; query?: Record<string, unknown> } };
  const query = read.pages
    ? { ...params.params?.query, [read.pages.param]: read.pages.first }
    : (params.params?.query ?? {});
  return createFinalURL(read.path, {
    baseUrl: '',
    params: { query, path: params.params?.path ?? {} },
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
};

/** The answer a read's query holds: an infinite query keeps its pages (one, the first, here). */
export const readData = (read: PageRead, body: unknown): unknown =>
  read.pages ? { pages: [body], pageParams: [read.pages.first] } : body;

/** What every page's shell reads: the site and the visitor (app/boot.tsx, lib/auth.ts). */
export const SITE_READ = pageRead('/bff/v1/site', {});
export const AUTH_READ = pageRead('/bff/v1/auth', {});
