import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { DOMParser } from 'linkedom';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { setServerFetch } from './api/client';
import { siteQueryOptions } from './api/get-site';
import { createAppRoutes } from './app/app-routes';
import { Boot, SHELL_NAMESPACES } from './app/boot';
import type { PageRoute } from './app/page-route';
import { AppProvider, createQueryClient } from './app/provider';
import { pageRoutes } from './app/route-table';
import { BRAND_NAME } from './config/brand';
import { DEFAULT_NAMESPACE, type Namespace } from './i18n/namespaces';
import { withModuleNotes } from './ssr/page-modules';
import { recordingI18n } from './ssr/server-i18n';
import { SERVER_RENDERED_ROUTES } from './ssr/server-rendered';
import { sitemapPaths } from './ssr/sitemap-paths';
import { serializePayload } from './ssr/ssr-payload';
import { structuredDataOf } from './ssr/structured-data';

/** What the gateway asks for: one page of one site in one language. */
export interface RenderRequest {
  /** The page's absolute URL (origin, path and query). */
  url: string;
  language: string;
  /** The body of GET /bff/v1/site for this host and language. */
  site: unknown;
  /** Answers a gateway call in-process (the gateway's own routes, by `inject`). */
  fetch: (request: Request) => Promise<Response>;
}

export interface RenderResult {
  /** 404 for the not-found page or when the page's own data is missing; 200 otherwise. */
  status: number;
  /** A redirect the router asked for instead of a page. */
  redirect?: string;
  /** The route's name (config/paths). */
  route?: string;
  /** `<head>` elements the page itself rendered (title, description), moved out of the body. */
  head: string;
  /** The content of `#root`. */
  html: string;
  /** The JSON block the browser hydrates from (ssr/ssr-payload.ts). */
  payload: string;
  /** Source modules of the page (keys of the client manifest), to preload with the HTML. */
  modules: string[];
  /** JSON-LD objects drawn from the page's data. */
  structuredData: object[];
  /** For a page that names no description of its own: the site's, in the page's language. */
  description: string;
  siteName: string;
}

/** Renders before the last one that only discover which queries the page runs. */
const MAX_DATA_PASSES = 3;

const calls = new AsyncLocalStorage<RenderRequest['fetch']>();
setServerFetch((request) => {
  const fetcher = calls.getStore();
  if (!fetcher) return Promise.reject(new Error('A gateway call outside a server render'));
  return fetcher(request);
});
// A legal text's headings are read (its table of contents) by the same code as in the browser: it
// needs a DOMParser, which Node lacks. Only text is read from it: the HTML came sanitised from the
// gateway and is inserted as it came. This bundle runs in the gateway's process for pages only.
(globalThis as { DOMParser?: unknown }).DOMParser ??= DOMParser;

const ignoreModal = () =>
  ({
    location: { pathname: '', search: '', hash: '', state: null, key: 'default' },
    navigation: { state: 'idle' },
  }) as never;

/**
 * Runs the page's queries the way the browser would, by rendering: each pass builds the queries
 * the components ask for, then those still without data are fetched; a page whose later queries
 * depend on earlier answers needs a second pass. A query that fails is left out, so the browser
 * renders it loading, as the server did, and asks again.
 */
const fillCache = async (queryClient: QueryClient, tree: () => ReactNode): Promise<number[]> => {
  const statuses: number[] = [];
  const tried = new Set<string>();
  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    renderToString(tree());
    const open = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data === undefined && !tried.has(query.queryHash));
    if (open.length === 0) break;
    await Promise.all(
      open.map(async (query) => {
        tried.add(query.queryHash);
        try {
          await query.fetch();
        } catch (error) {
          statuses.push(statusOf(error));
        }
      }),
    );
  }
  // Failed queries render as loading on both sides.
  for (const query of queryClient.getQueryCache().getAll())
    if (query.state.status === 'error') queryClient.getQueryCache().remove(query);
  return statuses;
};

const statusOf = (error: unknown): number => {
  const inner = (error as { error?: { status?: unknown } } | null)?.error?.status;
  return typeof inner === 'number' ? inner : 500;
};

const renderStream = (node: ReactNode): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error),
    });
  });

// React puts a page's <title> and <meta> first when it renders a part of a document; they belong in the head.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/** The source module of a locale file, the key of Vite's client manifest (i18n/i18n.ts globs them). */
const localeModuleOf = (language: string, namespace: string): string =>
  `src/i18n/locales/${language}/${namespace}.json`;

const EMPTY = { head: '', html: '', payload: '', modules: [], structuredData: [], description: '', siteName: '' };

export const render = async (request: RenderRequest): Promise<RenderResult> =>
  calls.run(request.fetch, async () => {
    const url = new URL(request.url);
    const { i18n, used } = recordingI18n(request.language);
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
    queryClient.setQueryData(siteQueryOptions().queryKey, request.site as never);

    const loaded: { entry: PageRoute; modules: string[] }[] = [];
    const load = async (entry: PageRoute): Promise<ComponentType> => {
      const { value, modules } = withModuleNotes(() => entry.page());
      loaded.push({ entry, modules });
      return value;
    };
    const handler = createStaticHandler(createAppRoutes(ignoreModal, load));
    const context = await handler.query(new Request(url));
    if (context instanceof Response) {
      const redirect = context.headers.get('location') ?? '/';
      return { ...EMPTY, status: context.status, redirect };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const tree = () => (
      <AppProvider queryClient={queryClient} i18n={i18n}>
        <Boot booted>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Boot>
      </AppProvider>
    );
    const statuses = await fillCache(queryClient, tree);
    const markup = await renderStream(tree());
    const hoisted = markup.match(HOISTED)?.[0] ?? '';
    const page = loaded.at(-1)?.entry;
    const namespaces: Namespace[] = [
      ...new Set<Namespace>([
        DEFAULT_NAMESPACE,
        ...SHELL_NAMESPACES,
        ...(page?.namespaces ?? []),
        ...(used as Set<Namespace>),
      ]),
    ];
    const notFound = page?.name === 'NotFound' || statuses.includes(404);
    return {
      status: notFound ? 404 : context.statusCode,
      ...(page ? { route: page.name } : {}),
      head: hoisted,
      html: markup.slice(hoisted.length),
      payload: serializePayload({
        language: request.language,
        namespaces,
        dehydrated: dehydrate(queryClient),
      }),
      modules: [
        ...loaded.flatMap(({ modules }) => modules),
        ...namespaces.map((namespace) => localeModuleOf(request.language, namespace)),
      ],
      structuredData: page ? structuredDataOf(page.name, queryClient, url, i18n.t('nav.shop', { ns: 'product' })) : [],
      description: i18n.t('footer.about'),
      siteName: BRAND_NAME,
    };
  });

/**
 * Loads the code of every server-rendered page before the gateway listens: the first render of a
 * page would otherwise compile its modules while visitors wait (and hold the event loop up).
 */
export const warm = async (): Promise<void> => {
  await Promise.all(pageRoutes.filter((route) => SERVER_RENDERED_ROUTES.has(route.name)).map((route) => route.page()));
};

/** The site's public addresses for its sitemap, read through the gateway's endpoints in-process. */
export const sitemap = (fetch: RenderRequest['fetch']): Promise<string[]> => calls.run(fetch, sitemapPaths);

/** Whether the gateway renders this address: public pages only (see `ssr/server-rendered.ts`). */
export { isServerRendered } from './ssr/server-rendered';
