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
  /**
   * A read its hook keeps under a key of its own, holding a part of the answer (the structure's
   * first lines, say), instead of openapi-react-query's `[method, path, init]` and the whole answer.
   */
  keyed?: { key: readonly unknown[]; select: (body: never) => unknown };
}

export const pageRead = <P extends GetPath>(path: P, init: InitOf<P>, pages?: PageRead['pages']): PageRead<P> => ({
  path,
  init,
  ...(pages ? { pages } : {}),
});

/** A read kept under its hook's own key, as `select` makes it from the answer. */
export const keyedRead = <P extends GetPath, B>(
  path: P,
  init: InitOf<P>,
  key: readonly unknown[],
  select: (body: B) => unknown,
): PageRead<P> => ({ path, init, keyed: { key, select: select as (body: never) => unknown } });

/** The TanStack Query key the read's hook uses: openapi-react-query's `[method, path, init]` unless keyed. */
export const readKey = (read: PageRead): readonly unknown[] => read.keyed?.key ?? ['get', read.path, read.init];

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
export const readData = (read: PageRead, body: unknown): unknown => {
  if (read.keyed) return read.keyed.select(body as never);
  return read.pages ? { pages: [body], pageParams: [read.pages.first] } : body;
};

/** What every page's shell reads: the site and the visitor (app/boot.tsx, lib/auth.ts). */
export const SITE_READ = pageRead('/bff/v1/site', {});
export const AUTH_READ = pageRead('/bff/v1/auth', {});
