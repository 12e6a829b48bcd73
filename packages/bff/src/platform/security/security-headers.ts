import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiRequest } from '../api-path.js';

/**
 * Helmet's headers, worked out once. @fastify/helmet runs `helmet(options)` on every request,
 * which rebuilds every middleware and re-parses the CSP directives each time (the largest single
 * cost of a cached reply in the profile); the options never change while the process runs, so
 * neither do the headers.
 */
export const securityHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

/** An API reply may load nothing and be framed by nothing: it is JSON or a download, never a page. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers of an API reply (`/bff/`), after the OWASP REST Security Cheat Sheet ("Security
 * headers"): the strictest policy above, no sniffing, no framing, no cross-origin reads, and the
 * page's transport security. The page's other headers (opener policy, agent clusters, DNS prefetch,
 * the XSS auditor) act on documents only; leaving them out of JSON replies also leaves out about
 * 700 bytes and seven header writes a request (issue 30's guard rails).
 */
export const apiSecurityHeaders = (page: Readonly<Record<string, string>>): Record<string, string> => {
  const headers: Record<string, string> = {
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
  for (const name of ['cross-origin-resource-policy', 'strict-transport-security']) {
    const value = page[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
};

/**
 * Sets the security headers Helmet would (worked out by `securityHeaders`) on every reply, and the
 * API's own set (`apiSecurityHeaders`) on every reply under `/bff/`. A route may still replace one
 * (a download's own policy).
 */
export const registerSecurityHeaders = (app: FastifyInstance, page: Readonly<Record<string, string>>): void => {
  const api = apiSecurityHeaders(page);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiRequest(request) ? api : page);
    done();
  });
};
