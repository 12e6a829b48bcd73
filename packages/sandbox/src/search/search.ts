import type { SearchResult } from '@gf/contracts/upstream/entities/catalogue';
import type { z } from 'zod';
import { brandLink } from '../catalogue/catalogue-texts.js';
import { cards, shopProducts } from '../catalogue/listing.js';
import { CMS_PAGES_HE, PAGE_TITLES_HE } from '../content/cms-he.js';
import { CMS_PAGES_RU, PAGE_TITLES_RU } from '../content/cms-ru.js';
import { CMS_PAGES } from '../content/legal-pages.js';
import { newsIn, newsStore } from '../content/news-store.js';
import { badRequest } from '../errors.js';
import { localized } from '../localized.js';
import { catalog } from '../state/catalog.js';
import { EVENTS } from '../state/event-catalog.js';
import { eventIn } from '../state/event-ru.js';
import type { SandboxState } from '../state/sandbox-state.js';

/** Hits per group when the client gives no limit (spec 1 §9: sizes not shown). */
const DEFAULT_LIMIT = 10;

/** Pages a visitor can search besides the CMS ones: the corporate pages of spec 1 §2. */
const CORPORATE_PAGES = [
  { title: 'Company', path: '/company' },
  { title: 'Eco', path: '/eco' },
  { title: 'Opportunities', path: '/opportunities' },
  { title: 'News', path: '/news' },
  { title: 'Dietary supplement test', path: '/shop/dietary-supplements-test' },
];

/**
 * Spec 1 §3 search result: every word of `q` must occur (case-insensitive) in a hit. `limit` caps
 * each group; `total` counts every hit of every group.
 */
export const searchSite = (
  state: SandboxState,
  site: string,
  language: string,
  q: string,
  limit = DEFAULT_LIMIT,
  userId: number | null = null,
): z.input<typeof SearchResult> => {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) throw badRequest({ q: ['Enter what to search for'] });
  const matches = (...texts: string[]) => {
    const haystack = texts.join(' ').toLowerCase();
    return words.every((w) => haystack.includes(w));
  };
  const { brands } = catalog(state);
  // Names are searched in the request's language and in English, which stays the seed's own.
  const products = shopProducts(state, site).filter((p) =>
    matches(catalog(state).name(p, language), p.name, p.code, catalog(state).brand(p.brandId).name),
  );
  const brandHits = brands.filter((b) => matches(b.name));
  const pages = [...CMS_PAGES.map((p) => ({ title: p.title, path: p.path })), ...CORPORATE_PAGES]
    .map((p, i) => ({
      id: i + 1,
      path: p.path,
      title: localized(language, p.title, {
        ru: CMS_PAGES_RU[p.path]?.title ?? PAGE_TITLES_RU[p.path],
        he: CMS_PAGES_HE[p.path]?.title ?? PAGE_TITLES_HE[p.path],
      }),
      english: p.title,
    }))
    .filter((p) => matches(p.title, p.english))
    .map(({ english: _, ...p }) => p);
  // News and events, like product names, are searched in the request's language and in English.
  const news = newsStore(state)
    .all.map((n) => [n, newsIn(n, language)] as const)
    .filter(([en, local]) =>
      matches(local.title, local.preview, ...local.tags.map((t) => t.name), en.title, en.preview),
    )
    .map(([, local]) => local);
  const events = EVENTS.map((e) => [e, eventIn(e, language)] as const)
    .filter(([en, local]) => matches(local.name, local.city, en.name, en.city))
    .map(([, local]) => ({ id: local.id, title: local.name, path: `/office/events/${local.id}` }));
  return {
    products: cards(state, products.slice(0, limit), site, language, userId),
    brands: brandHits.slice(0, limit).map(brandLink),
    static_pages: pages.slice(0, limit),
    news: news.slice(0, limit).map((n) => ({ ...n, text: '' })),
    events: events.slice(0, limit),
    total: products.length + brandHits.length + pages.length + news.length + events.length,
  };
};
