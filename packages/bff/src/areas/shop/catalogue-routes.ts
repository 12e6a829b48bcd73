import {
  BrandListReply,
  BrandPageReply,
  EcoGreenReply,
  ListingQuery,
  ProductListKind,
  ProductListReply,
  SearchReply,
  SectionPageReply,
  ShopMainReply,
  ShopMenuReply,
} from '@gf/contracts/gateway/shop';
import type { OperationId } from '@gf/contracts/upstream/upstream-operations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../platform/errors/envelope.js';
import type { UpstreamReply } from '../../platform/upstream/upstream-client.js';
import { short, shortPath, shortProduct, shortSection } from './shop-paths.js';

/** Spec 2 §2: a failed shop call sends the user to ShopError. */
export const shopConfig = { area: 'shop' as const };

/**
 * /shop/eco-green lists the household section ("clean home without chemicals", the eco-green
 * banner's promise) under the menu's eco_green block; the spec names the page, not its contents.
 */
export const ECO_GREEN_SECTION = 'household';

const SEARCH_QUERY_MAX = 200;
const SEARCH_LIMIT_MAX = 50;

type Menu = UpstreamReply<'shopMenu'>;
type Block = Menu['static_objects'][string];

/** A read whose failure the page handles itself (an empty section) instead of failing as a whole. */
const attempt = <T>(read: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> =>
  read.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

const blockOf = (objects: Record<string, Block>, key: string): Block | null => objects[key] ?? null;

type Filter = Menu['brandFilters'][number];
type Linked = { id: number; path: string };

const pathsById = (items: Linked[]): Map<number, string> => new Map(items.map((item) => [item.id, item.path]));

/**
 * Each filter value with the query value that picks it: a listing asks by brand or section path
 * (short), by gender id; a value whose brand or section is unknown is left out. The field is added
 * with Object.assign: on Node 20 a spread followed by a new key took about 0.7 µs an object, and
 * these were most of the 30 µs the shop main spent shaping its reads (issue 30 item 6).
 */
export const withValues = (filters: Filter[], brands: Linked[], sections: Linked[]) => {
  const brandPaths = pathsById(brands);
  const sectionPaths = pathsById(sections);
  return filters.map((filter) => {
    const linked = filter.code === 'brand' ? brandPaths : filter.code === 'section' ? sectionPaths : null;
    const values: (Filter['values'][number] & { value: string })[] = [];
    for (const value of filter.values) {
      const path = linked ? linked.get(value.id) : String(value.id);
      if (path !== undefined) values.push(Object.assign({}, value, { value: shortPath(path) }));
    }
    return { ...filter, values };
  });
};

export const toMenu = (menu: Menu): ShopMenuReply => ({
  brands: menu.brands.map(short),
  sections: menu.sections.map(shortSection),
  brandFilters: withValues(menu.brandFilters, menu.brands, menu.sections),
  sectionFilters: withValues(menu.sectionFilters, menu.brands, menu.sections),
  genders: menu.genders,
  countries: menu.countries,
  blocks: menu.static_objects,
  officeMenu: menu.officeMenu,
});

/** Only the parameters a listing takes, with nothing undefined (the upstream's query stays clean). */
const defined = <T extends Record<string, unknown>>(query: T): T =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as T;

const sectionPage = (page: UpstreamReply<'sectionGet'>, menu: Menu) => ({
  section: shortSection(page.section),
  subsection: page.subsection ? short(page.subsection) : null,
  sections: menu.sections.map(shortSection),
  brands: page.brands.map(short),
  filters: withValues(page.filters, page.brands, menu.sections),
  products: page.products.map(shortProduct),
  has_more: page.has_more,
  banner: blockOf(page.static_objects, 'banner'),
});

/**
 * A section the menu knows but the upstream has no listing for (nothing of it is sold on this
 * site now) is an empty section, shown as such; a section nobody knows stays a 404.
 */
const emptySection = (error: unknown, menu: Menu, sectionPath: string, subsectionPath?: string) => {
  if (!(error instanceof GatewayError) || error.envelope.status !== 404) throw error;
  const section = menu.sections.map(shortSection).find((s) => s.path === sectionPath);
  const subsection = subsectionPath
    ? section?.subsections.find((s) => s.path === `${sectionPath}/${subsectionPath}`)
    : undefined;
  if (!section || (subsectionPath && !subsection)) throw error;
  return {
    section,
    subsection: subsection ?? null,
    sections: menu.sections.map(shortSection),
    brands: [],
    filters: [],
    products: [],
    has_more: false,
    banner: null,
  };
};

/**
 * The catalogue screens of spec 1 §2, one gateway call each with the upstream reads in parallel.
 * All are public reads: anonymous visitors get them from the public-read cache.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;
  const { publicReads } = app;
  const menuFor = (request: FastifyRequest, query: { brand?: string; section?: string } = {}) =>
    calls.call(request, 'shopMenu', { query: defined(query) });

  app.get(
    '/shop/main',
    {
      config: { access: 'public', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'ShopMain (/shop): banners, brands, sales, new products, kits and the shop menu',
        response: { 200: ShopMainReply },
      },
    },
    (request, reply) =>
      publicReads.serve(request, reply, async () => {
        const [main, menu] = await Promise.all([calls.call(request, 'shopMain', {}), menuFor(request)]);
        const products = (list: typeof main.sales) => list.map(shortProduct);
        return {
          banners: main.banners,
          brands: main.brands.map(short),
          sales: products(main.sales),
          new_products: products(main.new_products),
          start_sets: products(main.start_sets),
          start_newbie_sets: products(main.start_newbie_sets),
          turbo_sets: products(main.turbo_sets),
          menu: toMenu(menu),
        };
      }),
  );

  app.get(
    '/shop/menu',
    {
      config: { access: 'public', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'The shop menu; a brand or section narrows the other filter (the catalogue-filters modal)',
        querystring: z.object({ brand: z.string().max(100).optional(), section: z.string().max(100).optional() }),
        response: { 200: ShopMenuReply },
      },
    },
    (request, reply) => publicReads.serve(request, reply, async () => toMenu(await menuFor(request, request.query))),
  );

  app.get(
    '/shop/brands',
    {
      config: { access: 'public', ...shopConfig },
      schema: { tags: ['shop'], summary: 'All brands (/shop/brands)', response: { 200: BrandListReply } },
    },
    (request, reply) =>
      publicReads.serve(request, reply, async () => {
        const list = await calls.call(request, 'brandList', {});
        return { brands: list.brands.map(short) };
      }),
  );

  app.get(
    '/shop/brands/:path',
    {
      config: { access: 'public', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'A brand page (/shop/brands/{path}) with its sections, filters and a page of products',
        params: z.object({ path: z.string().min(1).max(100) }),
        querystring: ListingQuery.extend({ section: z.string().max(100).optional() }),
        response: { 200: BrandPageReply },
      },
    },
    (request, reply) =>
      publicReads.serve(request, reply, async () => {
        const page = await calls.call(request, 'brandGet', {
          params: { path: request.params.path },
          query: defined(request.query),
        });
        return {
          brand: short(page.brand),
          sections: page.sections.map(shortSection),
          filters: withValues(page.filters, [page.brand], page.sections),
          products: page.products.map(shortProduct),
          has_more: page.has_more,
          banner: blockOf(page.static_objects, 'banner'),
        };
      }),
  );

  const SectionQuery = ListingQuery.extend({ brand: z.string().max(100).optional() });

  app.get(
    '/shop/sections/:section',
    {
      config: { access: 'public', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'A section page (/shop/{section}) with filters and a page of products',
        params: z.object({ section: z.string().min(1).max(100) }),
        querystring: SectionQuery,
        response: { 200: SectionPageReply },
      },
    },
    (request, reply) =>
      publicReads.serve(request, reply, async () => {
        const { section } = request.params;
        const [page, menu] = await Promise.all([
          attempt(calls.call(request, 'sectionRootGet', { params: { section }, query: defined(request.query) })),
          menuFor(request, { section }),
        ]);
        return page.ok ? sectionPage(page.value, menu) : emptySection(page.error, menu, section);
      }),
  );

  app.get(
    '/shop/sections/:section/:subsection',
    {
      config: { access: 'public', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'A subsection page (/shop/{section}/{subsection}) with filters and a page of products',
        params: z.object({ section: z.string().min(1).max(100), subsection: z.string().min(1).max(100) }),
        querystring: SectionQuery,
        response: { 200: SectionPageReply },
      },
    },
    (request, reply) =>
      publicReads.serve(request, reply, async () => {
        const { section, subsection } = request.params;
        const [page, menu] = await Promise.all([
          attempt(
            calls.call(request, 'sectionGet', { params: { section, subsection }, query: defined(request.query) }),
          ),
          menuFor(request, { section }),
        ]);
        return page.ok ? sectionPage(page.value, menu) : emptySection(page.error, menu, section, subsection);
      }),
  );

  app.get(
    '/shop/eco-green',
    {
      config: { access: 'public', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'The eco-green page (/shop/eco-green): its CMS block and the eco household listing',
        querystring: SectionQuery,
        response: { 200: EcoGreenReply },
      },
    },
    (request, reply) =>
      publicReads.serve(request, reply, async () => {
        const [page, menu] = await Promise.all([
          attempt(
            calls.call(request, 'sectionRootGet', {
              params: { section: ECO_GREEN_SECTION },
              query: defined(request.query),
            }),
          ),
          menuFor(request, { section: ECO_GREEN_SECTION }),
        ]);
        return {
          intro: blockOf(menu.static_objects, 'eco_green'),
          section: page.ok ? sectionPage(page.value, menu) : emptySection(page.error, menu, ECO_GREEN_SECTION),
        };
      }),
  );

  const LIST_OPERATIONS = {
    new: 'productsNew',
    promo: 'productsPromo',
    'new-and-promo': 'productsNewAndPromo',
  } as const satisfies Record<string, OperationId>;

  app.get(
    '/shop/products/lists/:kind',
    {
      config: { access: 'public', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'New, promotional, or new and promotional products, a page at a time',
        params: z.object({ kind: ProductListKind }),
        querystring: z.object({ page: z.coerce.number().int().min(1).max(1000).optional() }),
        response: { 200: ProductListReply },
      },
    },
    (request, reply) =>
      publicReads.serve(request, reply, async () => {
        const list = await calls.call(
          request,
          LIST_OPERATIONS[request.params.kind],
          { query: defined(request.query) },
          'optional',
        );
        return { ...list, products: list.products.map(shortProduct) };
      }),
  );

  app.get(
    '/shop/search',
    {
      config: { access: 'public', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'Shop search (the search modal and /shop/search): products, brands, pages, news, events, total',
        querystring: z.object({
          q: z.string().trim().min(1, 'Enter what to search for').max(SEARCH_QUERY_MAX),
          limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).optional(),
        }),
        response: { 200: SearchReply },
      },
    },
    (request, reply) =>
      publicReads.serve(request, reply, async () => {
        const found = await calls.call(request, 'shopSearch', { query: defined(request.query) });
        return {
          ...found,
          products: found.products.map(shortProduct),
          brands: found.brands.map(short),
        };
      }),
  );
};
