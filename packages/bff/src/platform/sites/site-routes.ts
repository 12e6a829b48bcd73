import { contract } from '@gf/contracts/gateway/contract-registry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RTL_LANGUAGES } from '../constants.js';
import { Language, Site } from './site.js';
import { SITES } from './sites-table.js';

export const SiteReply = contract(
  'SiteReply',
  z.object({
    site: Site,
    language: Language.meta({ description: 'The request language: one of the site languages' }),
    dir: z.enum(['ltr', 'rtl']),
    recaptchaSiteKey: z.string().nullable(),
    vitalsSampleRate: z
      .number()
      .min(0)
      .max(1)
      .meta({ description: 'The share of page views that report their vitals (VITALS_SAMPLE_RATE)' }),
    widgets: contract(
      'WidgetUrls',
      z.object({
        accessibility: z
          .string()
          .nullable()
          .meta({ description: 'Accessibility widget script (ACCESSIBILITY_WIDGET_URL)' }),
        chat: z.string().nullable().meta({ description: 'Live-chat widget script (CHAT_WIDGET_URL)' }),
        recaptcha: z.string().nullable().meta({ description: 'reCAPTCHA script, null without a site key' }),
      }),
    ),
  }),
);

export interface SiteRoutesOptions {
  recaptchaSiteKey: string | undefined;
  /** VITALS_SAMPLE_RATE: the page decides once per view whether it reports. */
  vitalsSampleRate: number;
  /** Widget script URLs from the configuration; whether one loads is the site's and language's call. */
  widgets?: { accessibility: string | null; chat: string | null; recaptcha: string | null };
}

/** A country site another one can send a signed-in user to (the site switcher). */
export const CountrySite = contract(
  'CountrySite',
  z.object({
    code: z.string(),
    country: z.string(),
    name: z.string(),
    languages: z.array(Language),
    defaultLanguage: Language,
  }),
);

/** The client boots from this: which site it is on and in which language. */
export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (app, options) => {
  app.get(
    '/sites',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sites'],
        summary: 'The country sites (type main): where a signed-in user may move, signed in (spec 1 §7 domain key)',
        response: { 200: z.object({ sites: z.array(CountrySite) }) },
      },
    },
    async () => ({
      sites: SITES.filter((site) => site.type === 'main').map(
        ({ code, country, name, languages, defaultLanguage }) => ({
          code,
          country,
          name,
          languages,
          defaultLanguage,
        }),
      ),
    }),
  );

  app.get(
    '/site',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sites'],
        summary: 'The site of this host and the request language',
        response: { 200: SiteReply },
      },
    },
    async (request) => {
      const { site } = request;
      // The sites plugin sets one of the site's languages; finding it here keeps the reply typed.
      const language = site.languages.find((offered) => offered === request.language) ?? site.defaultLanguage;
      return {
        site,
        language,
        dir: RTL_LANGUAGES.includes(language) ? ('rtl' as const) : ('ltr' as const),
        recaptchaSiteKey: options.recaptchaSiteKey ?? null,
        vitalsSampleRate: options.vitalsSampleRate,
        widgets: {
          accessibility: options.widgets?.accessibility ?? null,
          chat: options.widgets?.chat ?? null,
          recaptcha: options.recaptchaSiteKey ? (options.widgets?.recaptcha ?? null) : null,
        },
      };
    },
  );
};
