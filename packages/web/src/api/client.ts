import type { paths } from '@gf/contracts/generated/bff';
import createFetchClient, { type Middleware } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { REQUEST_TIMEOUT_MS } from '../config/constants';

/** The gateway's CSRF defence: every state-changing call carries this header (same-origin fetch adds Origin). */
export const CSRF_HEADER = 'x-csrf';
/** The route being loaded (path and query), so a 404 can follow the gw/dc rule of spec 2 §2. */
export const NEXT_ROUTE_HEADER = 'x-next-route';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Adds the two headers of the gateway's rules; pure, so a test can run it on a plain Request. */
export const gatewayHeaders: Middleware = {
  onRequest: ({ request }) => {
    if (!SAFE_METHODS.has(request.method)) request.headers.set(CSRF_HEADER, '1');
    else if (typeof window !== 'undefined')
      // Page data loads after the router has moved, so the address bar is the route being loaded.
      request.headers.set(NEXT_ROUTE_HEADER, `${window.location.pathname}${window.location.search}`);
    return request;
  },
};

/**
 * The gateway's server rendering answers calls in-process (ssr/entry-server.tsx); the origin only
 * makes the relative address a URL, nothing connects to it.
 */
export const SERVER_RENDER_ORIGIN = 'http://server-render.invalid';
type Fetch = (request: Request) => Promise<Response>;
let serverFetch: Fetch | null = null;
/** Server rendering only: where the calls of this process go. */
export const setServerFetch = (fetcher: Fetch): void => {
  serverFetch = fetcher;
};

/**
 * Every gateway call goes through this client, typed by the gateway's own contract. Same origin:
 * the session cookie rides along by itself, and no token ever reaches the page.
 */
export const api = createFetchClient<paths>({
  baseUrl: typeof window === 'undefined' ? SERVER_RENDER_ORIGIN : '',
  credentials: 'same-origin',
  // Spec 1 §7: a call gives up after 60 s. React Query's own abort signal (a page left early)
  // still applies: the two are combined.
  fetch: (request: Request) =>
    serverFetch
      ? serverFetch(request)
      : fetch(
          new Request(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]) }),
        ),
});
api.use(gatewayHeaders);

/** Query and mutation options derived from the same contract, for TanStack Query. */
export const $api = createQueryClient(api);
