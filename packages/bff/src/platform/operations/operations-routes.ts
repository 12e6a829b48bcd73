import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { CACHE_STATUS_HEADER } from '../cache/public-reads.js';
import { envelope } from '../errors/envelope.js';
import { mayScrape, scraperList } from '../security/operator-callers.js';
import { exemptFromShedding } from './load-shedding.js';
import type { GatewayMetrics } from './metrics.js';

/** pino's loggers have isLevelEnabled; Fastify's logger type leaves it out. */
const enabled = (log: FastifyBaseLogger, level: string): boolean =>
  (log as FastifyBaseLogger & { isLevelEnabled: (level: string) => boolean }).isLevelEnabled(level);

/** A URL's path without its query, which may carry a sign-in key: what the log lines show. */
const pathOf = (url: string): string => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};

/**
 * Counts every request of the whole app by route, status and duration (a root-level hook), and
 * logs it in one line when it completes (Fastify's own request logging, two lines a request, is off).
 */
export const registerRequestMetrics = (app: FastifyInstance, metrics: GatewayMetrics): void => {
  // At debug and below, the start of each request too (a request that never ends shows up).
  app.addHook('onRequest', (request, _reply, done) => {
    if (enabled(request.log, 'debug'))
      request.log.debug({ method: request.method, path: pathOf(request.url), host: request.host }, 'incoming request');
    done();
  });
  // The request line holds only the fields below, none of them secret, so its logger skips the
  // redaction walk (its wildcard paths cost about 9 µs a line, the largest share of the line).
  const access = app.log.child({}, { redact: { paths: [] } });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    // The public caches tell how they answered in this header (cache/public-reads.ts, web/page-renderer.ts).
    const cached = reply.getHeader(CACHE_STATUS_HEADER);
    if (typeof cached === 'string')
      metrics.countCacheLookup(
        String(reply.getHeader('content-type')).startsWith('text/html') ? 'pages' : 'reads',
        cached,
      );
    access.info(
      {
        reqId: request.id,
        method: request.method,
        path: pathOf(request.url),
        route,
        status: reply.statusCode,
        ms: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
};

/** Liveness, readiness (session store and upstream reachable) and Prometheus metrics. */
export const operationsRoutes = async (
  app: FastifyInstance,
  { metrics, metricsAllow }: { metrics: GatewayMetrics; metricsAllow: readonly string[] },
): Promise<void> => {
  const scrapers = scraperList(metricsAllow);
  const { store } = app.core.sessions;
  metrics.watchStore({
    count: () => store.count(),
    ping: () => store.ping(),
    runningJobs: () => app.core.jobs.runningCount(),
  });

  app.get(
    '/healthz',
    { schema: { hide: true }, config: { access: 'public', ...exemptFromShedding, anyHost: true } },
    async () => ({
      ok: true,
    }),
  );

  app.get(
    '/readyz',
    { schema: { hide: true }, config: { access: 'public', anyHost: true } },
    async (request, reply) => {
      const [store, upstream] = await Promise.allSettled([app.core.sessions.store.ping(), app.core.upstream.ping()]);
      const problems = [
        store.status === 'rejected' ? `session store: ${(store.reason as Error).message}` : null,
        upstream.status === 'rejected' ? `upstream: ${(upstream.reason as Error).message}` : null,
      ].filter((problem): problem is string => problem !== null);
      if (problems.length === 0) return { ok: true };
      request.log.warn({ problems }, 'not ready');
      return reply
        .code(503)
        .send(envelope({ status: 503, code: 'not_ready', message: problems.join('; '), serverProblems: true }));
    },
  );

  app.get(
    '/metrics',
    { schema: { hide: true }, config: { access: 'public', ...exemptFromShedding, anyHost: true } },
    async (request, reply) => {
      if (!mayScrape(request, scrapers))
        return reply.code(404).send(envelope({ status: 404, code: 'not_found', message: 'Not found' }));
      return reply.type(metrics.contentType).send(await metrics.scrape());
    },
  );
};
