import type { FastifyRequest } from 'fastify';

/**
 * Where the gateway's API lives: JSON replies and downloads for the web client, never a page. Its
 * replies get the API's own security headers and stay out of shared caches unless a route says
 * otherwise; page addresses (and their `?lang=`) are everything else.
 */
export const API_PATH = '/bff/';

/**
 * Whether a request is the API's: by its address, or by the route it matched, whatever spelling of
 * the path matched it (`/%62ff/v1/auth` is `/bff/v1/auth`). The address is asked first: Fastify
 * builds a new `routeOptions` object at every read, and nearly every API request is spelled plainly.
 */
export const isApiRequest = (request: FastifyRequest): boolean =>
  request.url.startsWith(API_PATH) || (request.routeOptions.url?.startsWith(API_PATH) ?? false);
