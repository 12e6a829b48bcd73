import type { FastifyInstance } from 'fastify';
import { envelope } from '../errors/envelope.js';
import type { GatewayMetrics } from './metrics.js';

/** Counts every request of the whole app by route and status (a root-level hook). */
export const registerRequestMetrics = (app: FastifyInstance, metrics: GatewayMetrics): void => {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode);
  });
};

/** Liveness, readiness (session store and upstream reachable) and Prometheus metrics. */
export const operationsRoutes = async (
  app: FastifyInstance,
  { metrics }: { metrics: GatewayMetrics },
): Promise<void> => {
  metrics.countSessionsWith(() => app.core.sessions.store.count());

  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
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
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
};
