import {
  SERVER_PROBLEM_STATUSES,
  UPSTREAM_UNAVAILABLE_REPLY_STATUS,
  UPSTREAM_UNAVAILABLE_STATUS,
} from '../constants.js';
import type { ErrorEnvelope } from '../errors/envelope.js';
import type { UpstreamUnavailable } from './upstream-client.js';

/** Which part of the product a gateway route serves; it decides where a failed call sends the user. */
export type CallArea = 'shop' | 'office' | 'other';

export interface FailureContext {
  area: CallArea;
  signedIn: boolean;
  /** The route serves a tickets page (spec 2 §2: a 404 there while signed out goes to sign-in). */
  ticketsPage?: boolean;
  /** The query of the route the client is navigating to (the `x-next-route` header). */
  nextRouteQuery?: URLSearchParams | undefined;
}

type Failure = ErrorEnvelope['error'];

interface UpstreamErrorBody {
  detail?: unknown;
  code?: unknown;
  errors?: unknown;
  is_suspended?: unknown;
}

const asBody = (body: unknown): UpstreamErrorBody =>
  body && typeof body === 'object' ? (body as UpstreamErrorBody) : {};

/** The per-field errors of an upstream error body (`errors: {field: message(s)}`), if it has any. */
export const upstreamFieldErrors = (body: unknown): Record<string, string[]> | undefined => {
  const { errors } = asBody(body);
  if (!errors || typeof errors !== 'object') return undefined;
  const fields: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(errors)) {
    fields[name] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
  }
  return fields;
};

/** Spec 1 §8, spec 2 §8: no response status raises the server-problems banner. */
export const unavailableFailure = (error: UpstreamUnavailable): Failure => ({
  status: error.reason === 'timeout' ? 504 : 502,
  code: `upstream_${error.reason}`,
  message:
    error.reason === 'malformed' ? 'The service answered with something unreadable' : 'The service did not answer',
  serverProblems: true,
});

/**
 * Upstream codes saying that a thing exists but belongs to someone else. They are answered as the
 * thing not being there (issue 29: another user's order was 403 on one route and 404 on another,
 * which tells whether an order number exists): one status, one code, one message.
 */
const NOT_YOURS = new Set(['not_your_order']);
export const NOT_FOUND_MESSAGE = 'Not found';

/**
 * The redirect table of spec 2 §2 and the error catalogues of §8 of both documents, for an
 * upstream answer with status >= 400. (401 on a non-office call is retried without the token
 * before it gets here; a 401 that still arrives is "another status of 401 or above".)
 */
export const upstreamFailure = (upstreamStatus: number, body: unknown, context: FailureContext): Failure => {
  const { detail: upstreamDetail, code: upstreamCode, is_suspended } = asBody(body);
  const notThere =
    (upstreamStatus === 403 && typeof upstreamCode === 'string' && NOT_YOURS.has(upstreamCode)) ||
    (upstreamStatus === 404 && upstreamCode === 'not_found');
  const status = notThere ? 404 : upstreamStatus;
  const code = notThere ? 'not_found' : upstreamCode;
  const detail = notThere ? NOT_FOUND_MESSAGE : upstreamDetail;
  const message = typeof detail === 'string' && detail ? detail : `The service answered ${status}`;
  const base = { status, code: typeof code === 'string' ? code : `upstream_${status}`, message };
  if (status === UPSTREAM_UNAVAILABLE_STATUS)
    return { ...base, status: UPSTREAM_UNAVAILABLE_REPLY_STATUS, code: 'server_problems', serverProblems: true };
  if (SERVER_PROBLEM_STATUSES.includes(status)) return { ...base, code: 'server_problems', serverProblems: true };
  if (status === 403 && is_suspended === true) return { ...base, code: 'suspended', redirect: { route: 'MailHome' } };
  if (status === 401 && context.area === 'office') return { ...base, redirect: { route: 'MyOfficeAuth' } };
  if (status === 404 && (context.nextRouteQuery?.has('gw') || context.nextRouteQuery?.has('dc'))) {
    return { ...base, redirect: { route: 'ShopMain' } };
  }
  if (status === 404 && context.ticketsPage && !context.signedIn)
    return { ...base, redirect: { route: 'MyOfficeAuth' } };
  if (status < 401) {
    const fields = upstreamFieldErrors(body);
    return { ...base, code: typeof code === 'string' ? code : 'invalid_input', ...(fields ? { fields } : {}) };
  }
  if (context.area === 'shop') return { ...base, redirect: { route: 'ShopError' } };
  return { ...base, redirect: { route: 'Error', status } };
};
