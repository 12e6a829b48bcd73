import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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

/** Sets the same security headers Helmet would (worked out by `securityHeaders`) on every reply. */
export const registerSecurityHeaders = (app: FastifyInstance, headers: Readonly<Record<string, string>>): void => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};
