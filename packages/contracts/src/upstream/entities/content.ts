import { z } from 'zod';
import { richText } from '../../rules/rich-text.js';
import { Banner, Product } from './product.js';
import { StaticObjects } from './site.js';

export const NewsTag = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'NewsTag', 'x-assumed': true });

/** A news item (spec 1 §7 /news/...); spec 1 §3 names news but not its fields. */
export const News = z
  .object({
    id: z.number().int(),
    title: z.string(),
    preview: z.string().meta({ description: 'Short plain-text lead' }),
    text: richText('HTML; may be empty in lists'),
    image: z.string().nullable(),
    date: z.iso.date(),
    tags: z.array(NewsTag),
  })
  .meta({ id: 'News', 'x-assumed': true });

/** Spec 1 §3 News list: news, tags, has_more. */
export const NewsList = z
  .object({ news: z.array(News), tags: z.array(NewsTag), has_more: z.boolean() })
  .meta({ id: 'NewsList' });

export const Seo = z
  .object({ title: z.string(), description: z.string(), keywords: z.string().nullable() })
  .meta({ id: 'Seo', 'x-assumed': true });

/** Data of a corporate page (/opportunities/, /eco/, /company/): spec 1 §7 says only "page data". */
export const PageData = z
  .object({ title: z.string(), seo: Seo, static_objects: StaticObjects })
  .meta({ id: 'PageData', 'x-assumed': true });

/** The home page (spec 1 §2 scenes): products for scene 2, news for scene 8, intro banners. */
export const HomePage = PageData.extend({
  banners: z.array(Banner),
  products: z.array(Product),
  news: z.array(News),
}).meta({ id: 'HomePage', 'x-assumed': true });

/** A CMS page read by GET /page{path}/ (legal pages of spec 1 §2 and the like). */
export const StaticPage = PageData.extend({
  path: z.string(),
  content: richText(),
}).meta({ id: 'StaticPage', 'x-assumed': true });

/** Spec 1 §3 Click record: type 0 catalogue, 1 mobile app, 2 mobile catalogue, 3 print catalogue. */
export const ClickRecord = z
  .object({
    name: z.string().min(1),
    place: z.string().min(1),
    type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  })
  .meta({ id: 'ClickRecord' });
