import { z } from 'zod';
import { contract } from './contract-registry.js';

/**
 * The corporate site's replies: only what the pages show, so a change upstream that a page does
 * not read never reaches the client. Upstream replies are trimmed by these schemas on the way out.
 */

/** A video file a block links to; the page plays it in the video modal. */
export const PageVideo = contract('PageVideo', z.object({ src: z.string() }));
export type PageVideo = z.infer<typeof PageVideo>;

/** One CMS block of a page (its static_objects entry), in the order the page shows them. */
export const PageBlock = contract(
  'PageBlock',
  z.object({
    key: z.string(),
    title: z.string().nullable(),
    text: z.string().nullable().meta({ description: 'HTML from the company CMS' }),
    image: z.string().nullable(),
    link: z.string().nullable().meta({ description: 'A site path or an absolute URL; null when the block has none' }),
    video: PageVideo.nullable().meta({ description: 'Set when the block links to a video' }),
  }),
);
export type PageBlock = z.infer<typeof PageBlock>;

export const PageSeo = contract(
  'PageSeo',
  z.object({ title: z.string(), description: z.string(), keywords: z.string().nullable() }),
);

export const NewsTagItem = contract('NewsTagItem', z.object({ id: z.number().int(), name: z.string() }));

export const NewsItem = contract(
  'NewsItem',
  z.object({
    id: z.number().int(),
    title: z.string(),
    preview: z.string(),
    text: z.string().meta({ description: 'HTML; empty in lists, filled by /pages/news/{id}' }),
    image: z.string().nullable(),
    date: z.string().meta({ description: 'YYYY-MM-DD' }),
    tags: z.array(NewsTagItem),
  }),
);

/** A product card of the home page's products scene. */
export const HomeProduct = contract(
  'HomeProduct',
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    brand: z.object({ id: z.number().int(), name: z.string(), path: z.string() }),
    path: z.string(),
    currency_code: z.string(),
    price: z.number(),
    old_price: z.number().nullable(),
    thumbnail: z.string(),
    is_new: z.boolean(),
    is_promo: z.boolean(),
  }),
);

export const HomeBanner = contract(
  'HomeBanner',
  z.object({
    id: z.number().int(),
    title: z.string(),
    image: z.string(),
    mobile_image: z.string().nullable(),
    link: z.string().nullable(),
  }),
);

/** Spec 1 §2: scene names of the home page in their numbered order (intro 1 … contacts 9). */
export const HOME_SCENES = [
  'intro',
  'products',
  'company',
  'opportunities',
  'travel',
  'carbonus',
  'eco',
  'news',
  'contacts',
] as const;

export const HomeSceneName = contract('HomeSceneName', z.enum(HOME_SCENES));

export const HomeScene = contract(
  'HomeScene',
  PageBlock.omit({ key: true }).extend({
    name: HomeSceneName,
    number: z.number().int().min(1).meta({ description: 'Spec 1 §2: the scene number, from 1' }),
  }),
);

export const HomePageReply = contract(
  'HomePageReply',
  z.object({
    title: z.string(),
    seo: PageSeo,
    scenes: z.array(HomeScene).meta({ description: 'The scenes the CMS filled, in their numbered order' }),
    banners: z.array(HomeBanner),
    products: z.array(HomeProduct),
    news: z.array(NewsItem).meta({ description: 'The latest news (scene 8)' }),
    contacts: z.object({
      phone: PageBlock.nullable(),
      legal: PageBlock.nullable(),
      app: PageBlock.nullable(),
      copyright: z.string().nullable(),
    }),
  }),
);

/** Company, opportunities and eco: a title and the page's blocks. */
export const CorporatePageReply = contract(
  'CorporatePageReply',
  z.object({ title: z.string(), seo: PageSeo, blocks: z.array(PageBlock) }),
);

export const NewsPageReply = contract(
  'NewsPageReply',
  z.object({ news: z.array(NewsItem), tags: z.array(NewsTagItem), has_more: z.boolean() }),
);

export const NewsYearsReply = contract(
  'NewsYearsReply',
  z.object({ years: z.array(z.number().int()).meta({ description: 'Years that have news, newest first' }) }),
);

/** A CMS page (legal pages, production, geography). */
export const StaticPageReply = contract(
  'StaticPageReply',
  z.object({
    path: z.string(),
    title: z.string(),
    seo: PageSeo,
    content: z.string().meta({ description: 'HTML from the company CMS' }),
    blocks: z.array(PageBlock),
  }),
);

export const GeographyCountry = contract(
  'GeographyCountry',
  z.object({ code: z.string(), name: z.string(), site: z.string() }),
);

export const GeographyPageReply = contract(
  'GeographyPageReply',
  StaticPageReply.extend({ countries: z.array(GeographyCountry) }),
);

export const SiteSearchLink = contract(
  'SiteSearchLink',
  z.object({ id: z.number().int(), title: z.string(), path: z.string() }),
);

/** Spec 1 §3 Search result: products, brands, static pages, news, events, total. */
export const SiteSearchReply = contract(
  'SiteSearchReply',
  z.object({
    products: z.array(HomeProduct),
    brands: z.array(z.object({ id: z.number().int(), name: z.string(), path: z.string() })),
    static_pages: z.array(SiteSearchLink),
    news: z.array(NewsItem),
    events: z.array(SiteSearchLink),
    total: z.number().int(),
  }),
);
