import type { paths } from '@gf/contracts/generated/bff';
import createFetchClient from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { REQUEST_TIMEOUT_MS } from '../config/constants';

/**
 * Every gateway call goes through this client, typed by the gateway's own contract. Same origin:
 * the session cookie rides along by itself, and no token ever reaches the page.
 */
export const api = createFetchClient<paths>({
  baseUrl: '',
  credentials: 'same-origin',
  // Spec 1 §7: a call gives up after 60 s. React Query's own abort signal (a page left early)
  // still applies: the two are combined.
  fetch: (request: Request) =>
    fetch(new Request(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]) })),
});

/** Query and mutation options derived from the same contract, for TanStack Query. */
export const $api = createQueryClient(api);
