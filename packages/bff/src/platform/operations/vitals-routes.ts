import { contract } from '@gf/contracts/gateway/contract-registry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import { perAddress, VITALS_LIMIT } from '../security/rate-limits.js';
import { createVitalsMetrics, DEVICE_CLASSES, VITAL_MAX, type VITAL_NAMES, type VitalsDrop } from './vitals-metrics.js';

/**
 * A page view reports each metric once, and again after the visitor comes back to the page from
 * the back-forward cache: ten leave room for one return, and no more.
 */
export const MAX_VITALS_PER_REPORT = 10;
/** A full report is about 400 bytes; anything much larger is not one. */
export const VITALS_BODY_LIMIT = 2_048;
/** The longest route pattern of the client's table is under 60 characters. */
const ROUTE_PATTERN_MAX_LENGTH = 200;

const vital = (name: (typeof VITAL_NAMES)[number]) =>
  z.strictObject({ name: z.literal(name), value: z.number().min(0).max(VITAL_MAX[name]) });

export const VitalsReport = contract(
  'VitalsReport',
  z.strictObject({
    route: z.string().min(1).max(ROUTE_PATTERN_MAX_LENGTH).meta({
      description: 'The route pattern of the page viewed, as the route table writes it (`/shop/product/:id`)',
    }),
    device: z.enum(DEVICE_CLASSES).meta({ description: 'mobile below the 48rem viewport, desktop from it' }),
    metrics: z
      .array(z.discriminatedUnion('name', [vital('LCP'), vital('FCP'), vital('TTFB'), vital('INP'), vital('CLS')]))
      .min(1)
      .max(MAX_VITALS_PER_REPORT),
  }),
);

/** Which drop a refused report is, by its status. */
const DROP_OF_STATUS: Readonly<Record<number, VitalsDrop>> = {
  400: 'invalid',
  413: 'too_large',
  415: 'invalid',
  429: 'rate_limited',
};

export interface VitalsRoutesOptions {
  registry: Registry;
  /** The client's route table (`routes.json`): the only route patterns that become labels. */
  routePatterns: readonly string[];
}

/**
 * Real-user vitals (issue 35 item 3): one page view's LCP, FCP, TTFB, INP and CLS, as the browser's
 * `web-vitals` measured them, into histograms per site, route pattern and device class. The site
 * and language are the gateway's own for this request (host and language cookie), never the body's.
 *
 * CSRF: not exempt. The client sends with `fetch(..., { keepalive: true })`, which, unlike
 * `sendBeacon`, carries the `x-csrf` header and outlives the page as a beacon does, so the one
 * CSRF rule of every write holds here too.
 */
export const vitalsRoutes: FastifyPluginAsyncZod<VitalsRoutesOptions> = async (app, options) => {
  const metrics = createVitalsMetrics(options.registry);
  const known = new Set(options.routePatterns);
  const limit = perAddress(app, VITALS_LIMIT, 'vitals');

  app.post(
    '/vitals',
    {
      bodyLimit: VITALS_BODY_LIMIT,
      config: { access: 'public' },
      // Before the body is read: a sender over the limit costs no parsing.
      onRequest: async (request) => limit(request),
      // Refusals are counted by their status once answered: the error handler replies with the
      // envelope itself, so no error reaches an onError hook.
      onResponse: (_request, reply, done) => {
        const drop = DROP_OF_STATUS[reply.statusCode];
        if (drop) metrics.countDrop(drop);
        done();
      },
      schema: {
        tags: ['operations'],
        summary: 'Real-user vitals of one page view; 204 whether taken or dropped (unknown route pattern)',
        body: VitalsReport,
        response: {
          204: z.null().meta({ description: 'Taken, or dropped for a route pattern outside the route table' }),
        },
      },
    },
    async (request, reply) => {
      const { route, device, metrics: reported } = request.body;
      reply.code(204);
      // An unknown pattern would be a label without bound: counted, never observed.
      if (!known.has(route)) {
        metrics.countDrop('unknown_route');
        return null;
      }
      const labels = { site: request.site.code, route, device };
      for (const { name, value } of reported) metrics.observe(labels, name, value);
      metrics.countReport(request.site.code, request.language, device);
      return null;
    },
  );
};
