import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RTL_LANGUAGES } from '../constants.js';
import { contract } from '../contract-registry.js';
import { Site } from './site.js';

export const SiteReply = contract(
  'SiteReply',
  z.object({
    site: Site,
    language: z.string(),
    dir: z.enum(['ltr', 'rtl']),
    recaptchaSiteKey: z.string().nullable(),
  }),
);

export interface SiteRoutesOptions {
  recaptchaSiteKey: string | undefined;
}

/** The client boots from this: which site it is on and in which language. */
export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (app, options) => {
  app.get(
    '/site',
    {
      schema: {
        tags: ['sites'],
        summary: 'The site of this host and the request language',
        response: { 200: SiteReply },
      },
    },
    async (request) => ({
      site: request.site,
      language: request.language,
      dir: RTL_LANGUAGES.includes(request.language) ? ('rtl' as const) : ('ltr' as const),
      recaptchaSiteKey: options.recaptchaSiteKey ?? null,
    }),
  );
};
