import {
  CorporatePageReply,
  GeographyPageReply,
  HOME_SCENES,
  HomePageReply,
  NewsItem,
  NewsPageReply,
  NewsYearsReply,
  SiteSearchReply,
  StaticPageReply,
} from '@gf/contracts/gateway/corporate';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CORPORATE_CMS_PATHS } from './corporate-cms-paths.js';
import { NEWS_FIRST_YEAR, tagList, yearRange } from './news-query.js';
import { toBlock, toBlocks, withBlocks, withoutNumber } from './page-blocks.js';

/** Failures of these pages go to the Error page (spec 1 §2 redirect table: not shop, not office). */
const config = { area: 'other' as const };

/** The year filter accepts any year from the first news year up to two years from now. */
const Year = z.coerce.number().int().min(NEWS_FIRST_YEAR).max(2100);

const SEARCH_QUERY_MAX = 200;
const SEARCH_LIMIT_MAX = 50;

/**
 * Page-shaped endpoints of the corporate site (spec 1 §2 corporate routes; the legal pages are `areas/legal`): one call per
 * screen, the upstream reads in parallel. Every upstream read here takes an optional token (spec 1
 * §7); signed out, each reply is a pure function of (site, language, query), so the public-read
 * cache can wrap them.
 */
export const corporateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, sessions } = app.core;
  // Signed out, each reply is a function of (site, language, query) alone: the public-read cache
  // keeps it; a signed-in visitor always gets a fresh, private one.
  const { publicReads } = app;

  const staticPage = async (request: FastifyRequest, path: string) => {
    return withBlocks(await calls.call(request, 'staticPage', { params: { path } }));
  };

  app.get(
    '/pages/home',
    {
      config: { access: 'public', ...config },
      schema: {
        tags: ['corporate'],
        summary: 'The home page: its numbered scenes, banners, products, latest news and contacts',
        response: { 200: HomePageReply },
      },
    },
    (request, reply) =>
      publicReads.serve(request, reply, async () => {
        const [home, latest, main] = await Promise.all([
          calls.call(request, 'homePage', {}),
          calls.call(request, 'newsLatest', {}),
          calls.call(request, 'siteMain', {}),
        ]);
        const scenes = HOME_SCENES.flatMap((name, index) => {
          const object = home.static_objects[name];
          if (!object) return [];
          const { key: _key, ...block } = toBlock(name, { ...object, title: withoutNumber(object.title) });
          return [{ ...block, name, number: index + 1 }];
        });
        const site = main.static_objects;
        const optionalBlock = (key: string) => (site[key] ? toBlock(key, site[key]) : null);
        return {
          title: home.title,
          seo: home.seo,
          scenes,
          banners: home.banners,
          products: home.products,
          news: latest.news,
          contacts: {
            phone: optionalBlock('header_phone'),
            legal: optionalBlock('footer_legal'),
            app: optionalBlock('app_banner'),
            copyright: site.footer_copyright?.text ?? null,
          },
        };
      }),
  );

  const pageData = (url: string, operationId: 'companyPage' | 'opportunitiesPage' | 'ecoPage', summary: string) =>
    app.get(
      url,
      {
        config: { access: 'public', ...config },
        schema: { tags: ['corporate'], summary, response: { 200: CorporatePageReply } },
      },
      (request, reply) =>
        publicReads.serve(request, reply, async () => {
          const page = await calls.call(request, operationId, {}, 'optional');
          return { title: page.title, seo: page.seo, blocks: toBlocks(page.static_objects) };
        }),
    );
  pageData('/pages/company', 'companyPage', 'The company page');
  pageData('/pages/opportunities', 'opportunitiesPage', 'The opportunities page');
  pageData('/pages/eco', 'ecoPage', 'The eco page');

  app.get(
    '/pages/production',
    {
      config: { access: 'public', ...config },
      schema: { tags: ['corporate'], summary: 'The production page', response: { 200: StaticPageReply } },
    },
    (request, reply) => publicReads.serve(request, reply, () => staticPage(request, CORPORATE_CMS_PATHS.production)),
  );

  for (const [url, path, summary] of [
    ['/pages/geography', CORPORATE_CMS_PATHS.geography, 'The geography page and the countries the company serves'],
    ['/pages/geography/markets', CORPORATE_CMS_PATHS.markets, 'The GW Markets page and the countries'],
  ] as const) {
    app.get(
      url,
      {
        config: { access: 'public', ...config },
        schema: { tags: ['corporate'], summary, response: { 200: GeographyPageReply } },
      },
      (request, reply) =>
        publicReads.serve(request, reply, async () => {
          const [page, main] = await Promise.all([staticPage(request, path), calls.call(request, 'siteMain', {})]);
          return { ...page, countries: main.countries };
        }),
    );
  }

  app.get(
    '/pages/news',
    {
      config: { access: 'public', ...config },
      schema: {
        tags: ['corporate'],
        summary: 'A page of news, filtered by tags and a year',
        querystring: z.object({
          tags: z
            .string()
            .regex(/^\d+(,\d+)*$/, 'Tag ids separated by commas')
            .optional(),
          year: Year.optional(),
          page: z.coerce.number().int().min(1).max(1000).optional(),
        }),
        response: { 200: NewsPageReply },
      },
    },
    (request, reply) =>
      publicReads.serve(request, reply, async () => {
        const { tags, year, page } = request.query;
        const list = await calls.call(request, 'newsList', {
          query: {
            'tags[]': tagList(tags),
            ...(year === undefined ? {} : yearRange(year)),
            ...(page === undefined ? {} : { page }),
          },
        });
        return list;
      }),
  );

  app.get(
    '/pages/news/years',
    {
      config: { access: 'public', ...config },
      schema: {
        tags: ['corporate'],
        summary: 'The years that have news, newest first (the news year filter)',
        response: { 200: NewsYearsReply },
      },
    },
    (request, reply) =>
      publicReads.serve(request, reply, async () => {
        // The upstream names no year range: ask each year since the first in parallel (one round trip).
        const current = new Date(sessions.now()).getUTCFullYear();
        const years = Array.from({ length: current - NEWS_FIRST_YEAR + 1 }, (_, i) => current - i);
        const found = await Promise.all(
          years.map((year) =>
            calls
              .call(request, 'newsList', { query: yearRange(year) }, 'optional')
              .then((list) => list.news.length > 0),
          ),
        );
        return { years: years.filter((_, i) => found[i]) };
      }),
  );

  app.get(
    '/pages/news/:id',
    {
      config: { access: 'public', ...config },
      schema: {
        tags: ['corporate'],
        summary: 'One news item with its text (the news modal)',
        params: z.object({ id: z.coerce.number().int().min(1) }),
        response: { 200: NewsItem },
      },
    },
    (request, reply) =>
      publicReads.serve(request, reply, () => calls.call(request, 'newsGet', { params: { id: request.params.id } })),
  );

  app.get(
    '/pages/search',
    {
      config: { access: 'public', ...config },
      schema: {
        tags: ['corporate'],
        summary: 'Site search (the search modal and /search-results): products, brands, pages, news, events',
        querystring: z.object({
          q: z.string().trim().min(1, 'Enter what to search for').max(SEARCH_QUERY_MAX),
          limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).optional(),
        }),
        response: { 200: SiteSearchReply },
      },
    },
    (request, reply) =>
      publicReads.serve(request, reply, () => {
        const { q, limit } = request.query;
        return calls.call(request, 'shopSearch', { query: { q, ...(limit === undefined ? {} : { limit }) } });
      }),
  );
};
