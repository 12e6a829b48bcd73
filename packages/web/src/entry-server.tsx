/**
 * The render a gateway worker runs (issue 30): one page, from the answers of the reads its route
 * declares, rendered once. The worker is given those answers as bytes: it makes no call, and holds
 * no session or token of anyone: the gateway's main thread reads, a signed-in visitor's pages too (issue 36).
 */
import { dehydrate, hashKey } from '@tanstack/react-query';
import { DOMParser } from 'linkedom';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { setServerFetch } from './api/client';
import { readData, readKey } from './api/page-read';
import { createAppRoutes } from './app/app-routes';
import { Boot, SHELL_NAMESPACES } from './app/boot';
import type { PageRoute } from './app/page-route';
import { AppProvider, createQueryClient } from './app/provider';
import { pageRoutes } from './app/route-table';
import { BRAND_NAME } from './config/brand';
import type { RouteName } from './config/paths';
import { DEFAULT_NAMESPACE, type Namespace } from './i18n/namespaces';
import { correctedHref, matchPage, SERVER_RENDERED_ROUTES } from './ssr/page-match';
import { withModuleNotes } from './ssr/page-modules';
import { recordingI18n } from './ssr/server-i18n';
import { serializePayload } from './ssr/ssr-payload';
import { structuredDataOf } from './ssr/structured-data';
import { type ViewportHint, ViewportHintContext } from './ui/viewport-hint';

/** What the gateway asks for: one page of one site in one language, with what it reads. */
export interface RenderRequest {
  /** The page's address (path and query) as `pageOf` gave it. */
  href: string;
  /** The site's origin, for the page's absolute addresses (images, JSON-LD). */
  origin: string;
  language: string;
  /**
   * The answers to the page's reads (`pageOf(...).reads`), in order, as the bytes of their JSON;
   * null for a read that did not answer (the page renders that part loading, as the browser would).
   */
  answers: readonly (Uint8Array | null)[];
  /** A signed-in visitor's phone (ui/viewport-hint.ts); never given for a page that is stored. */
  viewport?: ViewportHint;
}

export interface RenderResult {
  /** 404 when a read the page needs did not answer or it is the not-found page; 200 otherwise. */
  status: number;
  /** Where the page's data says the visitor belongs instead (the route's `correct`). */
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
  /**
   * Queries the page ran that its route does not declare (their hashes): a defect of the
   * declaration; the browser will fetch them after it takes over.
   */
  undeclared: string[];
}

// Nothing a worker renders may call out: every answer comes with the request.
setServerFetch((request) => Promise.reject(new Error(`A server render asked for ${request.url}: not declared`)));
// A legal text's headings are read (its table of contents) by the same code as in the browser: it
// needs a DOMParser, which Node lacks. Only text is read from it: the HTML came sanitised from the
// gateway and is inserted as it came.
(globalThis as { DOMParser?: unknown }).DOMParser ??= DOMParser;

const ignoreModal = () =>
  ({
    location: { pathname: '', search: '', hash: '', state: null, key: 'default' },
    navigation: { state: 'idle' },
  }) as never;

// React puts a page's <title> and <meta> first when it renders a part of a document; they belong in the head.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/** The source module of a locale file, the key of Vite's client manifest (i18n/i18n.ts globs them). */
const localeModuleOf = (language: string, namespace: string): string =>
  `src/i18n/locales/${language}/${namespace}.json`;

const EMPTY = {
  head: '',
  html: '',
  payload: '',
  modules: [],
  structuredData: [],
  description: '',
  siteName: '',
  undeclared: [],
};

const decoder = new TextDecoder();

/** The source modules each page's code was loaded from (noted once, when it is first loaded). */
const pageModules = new Map<RouteName, string[]>();
const load = async (entry: PageRoute): Promise<ComponentType> => {
  const { value, modules } = withModuleNotes(() => entry.page());
  pageModules.set(entry.name, modules);
  return value;
};
/**
 * A static handler per page, over that page's route alone (the matching has been done): building
 * one ranks its routes, and a page's code once loaded stays with its route.
 */
const handlers = new Map<RouteName, ReturnType<typeof createStaticHandler>>();
const handlerOf = (route: PageRoute): ReturnType<typeof createStaticHandler> => {
  let handler = handlers.get(route.name);
  if (!handler) {
    handler = createStaticHandler(createAppRoutes(ignoreModal, load, [route]));
    handlers.set(route.name, handler);
  }
  return handler;
};

export const render = async (request: RenderRequest): Promise<RenderResult> => {
  const url = new URL(request.href, request.origin);
  const match = matchPage(url.pathname, url.searchParams);
  if (!match) throw new Error(`${request.href} is not a page the gateway renders`);
  if (request.answers.length !== match.reads.length)
    throw new Error(`${request.href} reads ${match.reads.length} answers, given ${request.answers.length}`);
  const answers = request.answers.map((bytes) => (bytes ? (JSON.parse(decoder.decode(bytes)) as unknown) : undefined));
  const missing = answers.some((answer) => answer === undefined);
  if (!missing) {
    const corrected = match.server.correct?.(answers.slice(match.shellReads), match.address);
    if (corrected)
      return {
        ...EMPTY,
        status: 302,
        redirect: 'href' in corrected ? corrected.href : correctedHref(match, corrected.query),
      };
  }

  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  match.reads.forEach((read, index) => {
    const answer = answers[index];
    if (answer !== undefined) queryClient.setQueryData(readKey(read), readData(read, answer));
  });
  const { i18n, used } = await recordingI18n(request.language);

  const handler = handlerOf(match.entry);
  const context = await handler.query(new Request(url));
  if (context instanceof Response)
    return { ...EMPTY, status: context.status, redirect: context.headers.get('location') ?? '/' };
  const router = createStaticRouter(handler.dataRoutes, context);
  // Every answer is in the cache: nothing suspends, and one synchronous pass renders the page.
  const markup = renderToString(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <ViewportHintContext.Provider value={request.viewport}>
        <Boot booted>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Boot>
      </ViewportHintContext.Provider>
    </AppProvider>,
  );
  const declared = new Set(match.reads.map((read) => hashKey(readKey(read))));
  const undeclared = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data === undefined && (query.options as { enabled?: unknown }).enabled !== false)
    .map((query) => query.queryHash)
    .filter((hash) => !declared.has(hash));
  const hoisted = markup.match(HOISTED)?.[0] ?? '';
  const page = context.matches.at(-1)?.route.id === match.route ? match.entry : undefined;
  const namespaces: Namespace[] = [
    ...new Set<Namespace>([
      DEFAULT_NAMESPACE,
      ...SHELL_NAMESPACES,
      ...(page?.namespaces ?? []),
      ...(used as Set<Namespace>),
    ]),
  ];
  return {
    status: missing || page?.name === 'NotFound' ? 404 : context.statusCode,
    ...(page ? { route: page.name } : {}),
    head: hoisted,
    html: markup.slice(hoisted.length),
    payload: serializePayload({
      language: request.language,
      namespaces,
      dehydrated: dehydrate(queryClient),
      ...(request.viewport ? { viewport: request.viewport } : {}),
    }),
    modules: [
      ...(page ? (pageModules.get(page.name) ?? []) : []),
      ...namespaces.map((namespace) => localeModuleOf(request.language, namespace)),
    ],
    structuredData: page ? structuredDataOf(page.name, queryClient, url, i18n.t('nav.shop', { ns: 'product' })) : [],
    description: i18n.t('footer.about'),
    siteName: BRAND_NAME,
    undeclared,
  };
};

/**
 * Loads the code of every server-rendered page and the texts of `languages` before the worker
 * takes its first render: the first render of a page would otherwise compile its modules.
 */
export const warm = async (languages: readonly string[]): Promise<void> => {
  await Promise.all([
    ...pageRoutes.filter((route) => SERVER_RENDERED_ROUTES.has(route.name)).map((route) => route.page()),
    ...languages.map((language) => recordingI18n(language)),
  ]);
};
