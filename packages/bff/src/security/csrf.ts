import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/envelope.js';

/** Every state-changing gateway call carries this header (a page on another site cannot add it). */
export const CSRF_HEADER = 'x-csrf';
export const CSRF_VALUE = '1';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const refuse = (code: string, message: string): GatewayError => new GatewayError({ status: 403, code, message });

const originHost = (request: FastifyRequest): string | null => {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source || source === 'null') return null;
  try {
    return new URL(source).host;
  } catch {
    return null;
  }
};

/** Why a request is refused, or undefined when it may go on. */
const refusalOf = (request: FastifyRequest): GatewayError | undefined => {
  if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/bff/')) return undefined;
  if (request.headers[CSRF_HEADER] !== CSRF_VALUE)
    return refuse('csrf_header_missing', `The ${CSRF_HEADER} header is required`);
  const host = originHost(request);
  if (!host) return refuse('csrf_origin_missing', 'The request must say where it comes from (Origin)');
  if (host !== request.host) return refuse('csrf_origin_mismatch', 'The request comes from another site');
  return undefined;
};

/**
 * CSRF defence without tokens in pages (DESIGN.md): a state-changing call under /bff/ needs the
 * custom header and an Origin (or Referer) of this very host; otherwise 403, never a redirect.
 */
export const registerCsrf = (app: FastifyInstance): void => {
  // A callback hook: every request passes it, and a promise per request is work for nothing.
  app.addHook('onRequest', (request, _reply, done) => done(refusalOf(request)));
};
