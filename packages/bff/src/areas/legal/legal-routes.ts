import { StaticPageReply } from '@gf/contracts/gateway/corporate';
import { isLegalPath } from '@gf/contracts/rules/legal-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../platform/errors/envelope.js';
import { withBlocks } from '../corporate/page-blocks.js';

/** Failures of these pages go to the Error page (spec 1 §2 redirect table: not shop, not office). */
const config = { area: 'other' as const };

/**
 * The 23 legal pages of spec 1 §2 share one view, fed by the CMS page `/page{path}/`; a path not
 * in the list answers 404 before any upstream call. Signed out, a reply is a function of (site,
 * language, path): the public-read cache keeps it.
 */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;
  const { publicReads } = app;

  app.get(
    '/pages/legal',
    {
      config: { access: 'public', ...config },
      schema: {
        tags: ['legal'],
        summary: 'A legal page of spec 1 §2 by its path (the one legal view)',
        querystring: z.object({ path: z.string().min(1).meta({ description: 'e.g. /legal/terms-of-use' }) }),
        response: { 200: StaticPageReply },
      },
    },
    async (request, reply) => {
      const { path } = request.query;
      if (!isLegalPath(path)) throw new GatewayError({ status: 404, code: 'not_found', message: 'No such legal page' });
      return publicReads.serve(request, reply, async () =>
        withBlocks(await calls.call(request, 'staticPage', { params: { path } })),
      );
    },
  );
};
