import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope } from '../errors/envelope.js';
import { mayScrape, scraperList } from '../security/operator-callers.js';
import { SITES } from '../sites/sites-table.js';

const PurgeBody = z.object({
  /** A site's code; absent: every site. */
  site: z.enum(SITES.map((site) => site.code) as [string, ...string[]]).optional(),
  /** `pages`: the rendered pages alone (a new client build), the JSON reads kept. */
  only: z.literal('pages').optional(),
});

/**
 * `POST /cache/purge` (issue 30): the company's catalogue (or the sandbox admin, after a price
 * change) tells the gateway that what it stored for a site is out of date. Stored JSON reads and
 * pages of the site are dropped on every instance. Like /metrics it answers only a direct
 * connection from loopback or METRICS_ALLOW, never one through the load balancer.
 */
export const purgeRoutes = async (
  app: FastifyInstance,
  { metricsAllow }: { metricsAllow: readonly string[] },
): Promise<void> => {
  const callers = scraperList(metricsAllow);
  app.post(
    '/cache/purge',
    { schema: { hide: true, body: PurgeBody }, config: { access: 'public', anyHost: true } },
    async (request, reply) => {
      if (!mayScrape(request, callers))
        return reply.code(404).send(envelope({ status: 404, code: 'not_found', message: 'Not found' }));
      const { site = null, only } = request.body as z.infer<typeof PurgeBody>;
      // Shared pages first: an instance told to drop its own must not find them again in Redis.
      await app.pages?.dropShared(site);
      await app.cachePurge.purge({ site, pagesOnly: only === 'pages' });
      request.log.info({ site: site ?? 'every site', only }, 'stored public replies and pages purged');
      return { purged: site ?? 'every site', only: only ?? 'everything' };
    },
  );
};
