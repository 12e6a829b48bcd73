import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/envelope.js';

/** Every state-changing gateway call carries this header (a page on another site cannot add it). */
export const CSRF_HEADER = 'x-csrf';
export const CSRF_VALUE = '1';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const refuse = (code: string, message: string): GatewayError => new GatewayError({ status: 403, code, message });

/** The origin (scheme, host, port) a request names in Origin, else Referer; null when none is usable. */
const sourceOrigin = (request: FastifyRequest): string | null => {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source || source === 'null') return null;
  try {
    const origin = new URL(source).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/** This request's own origin: the scheme it came over (through a trusted proxy) and its Host. */
const ownOrigin = (request: FastifyRequest): string | null => {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
};

/**
 * Why a request is refused, or undefined when it may go on. The rule reads the method and what
 * never the raw URL: `/%62ff/...`, `//bff/...`, `/x/../bff/...` and absolute request targets reach
 * the same handler as `/bff/...`, so every state-changing method meets the check on every route,
 * whatever the spelling (and on none: a request no route matched gets its 404 only after it).
 */
const refusalOf = (request: FastifyRequest): GatewayError | undefined => {
  if (SAFE_METHODS.has(request.method)) return undefined;
  if (request.headers[CSRF_HEADER] !== CSRF_VALUE)
    return refuse('csrf_header_missing', `The ${CSRF_HEADER} header is required`);
  const origin = sourceOrigin(request);
  if (!origin) return refuse('csrf_origin_missing', 'The request must say where it comes from (Origin)');
  if (origin !== ownOrigin(request)) return refuse('csrf_origin_mismatch', 'The request comes from another site');
  return undefined;
};

/**
 * CSRF defence without tokens in pages (DESIGN.md): a state-changing call needs the custom header
 * (a form or a cross-site fetch without CORS consent cannot send it) and an Origin (or Referer) of
 * this very origin; otherwise 403, never a redirect.
 */
export const registerCsrf = (app: FastifyInstance): void => {
  // onRequest runs after routing: request.routeOptions is the matched route. A callback hook:
  // every request passes it, and a promise per request is work for nothing.
  app.addHook('onRequest', (request, _reply, done) => done(refusalOf(request)));
};
