import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from './app.js';
import {
  BANNER_TITLES_RU,
  BRAND_TEXTS_RU,
  DETAILS_RU,
  PRODUCT_NAMES_RU,
  SECTION_NAMES_RU,
} from './catalogue/catalogue-ru.js';
import { BANNERS } from './catalogue/catalogue-texts.js';
import { CMS_PAGES_RU } from './content/cms-ru.js';
import { BLOCKS_RU, SITE_NAMES_RU } from './content/corporate-ru.js';
import { HEADLINES_RU, NEWS_TAGS_RU } from './content/news-ru.js';
import { HEADLINES, NEWS_TAGS } from './content/news-store.js';
import { API_SITES } from './content/site-table.js';
import { EVENTS } from './event/event-catalog.js';
import { EVENT_DESCRIPTIONS_RU, EVENT_PACKAGES_RU, EVENTS_RU } from './event/event-ru.js';
import { localized, seedLanguage } from './localized.js';
import { catalog } from './state/catalog.js';
import { callSandbox } from './test-client.js';

// biome-ignore lint/suspicious/noExplicitAny: replies are checked against the contract (validateReplies); tests read them loosely
type Body = Record<string, any>;

/** Issue 23: the seeded demo content in the visitor's language, ru and en, English for the rest. */
const RUSSIAN = 'ru-RU';
const ENGLISH = 'en-US';
/** Languages without a layer of their own: they read English. */
const OTHERS = ['ar-EG', 'de-EU', 'kk-KZ'];
const CYRILLIC = /[а-яё]/i;
const LATIN_WORD = /\b[a-z]{3,}\b/;
/** The corporate pages served by the CMS read (the legal ones have no Russian layer yet). */
const CORPORATE_CMS_PATHS = ['/how-to-buy', '/production', '/geography', '/geography/markets'];

describe('demo content in the request language (issue 23)', () => {
  let sandbox: Sandbox;
  const get = (path: string, language: string, site = 'ru') =>
    callSandbox<Body>(sandbox.app, 'GET', path, {
      headers: { 'content-language': language, 'content-location': site },
    });
  beforeAll(async () => {
    sandbox = await buildSandbox({ validateReplies: true });
  });
  afterAll(() => sandbox.app.close());

  it('the helper picks Russian for ru in any spelling and English for every other language', () => {
    expect(['ru', 'ru-RU', 'RU-by'].map(seedLanguage)).toEqual(['ru', 'ru', 'ru']);
    const english = ['en', 'en-US', ...OTHERS, 'rue', ''];
    expect(english.map(seedLanguage)).toEqual(english.map(() => 'en'));
    expect(localized('ru', 'Shop', 'Магазин')).toBe('Магазин');
    expect(localized('de', 'Shop', 'Магазин')).toBe('Shop');
    expect(localized('ru', 'Shop', undefined)).toBe('Shop');
  });

  it('a ru shop reads products, sections, banners and brands in Russian; en and other languages in English', async () => {
    const ru = (await get('/shop/main/', RUSSIAN)).body;
    const en = (await get('/shop/main/', ENGLISH)).body;
    const first = catalog(sandbox.state()).byId(ru.sales[0].id)!;
    const brand = catalog(sandbox.state()).brand(first.brandId).name;
    expect(ru.sales[0].name).toBe(`${PRODUCT_NAMES_RU[first.noun]} ${brand}`);
    expect(en.sales[0].name).toBe(first.name);
    expect(ru.banners.map((b: Body) => b.title)).toEqual(BANNERS.map((b) => BANNER_TITLES_RU[b.id]));
    expect(en.banners.map((b: Body) => b.title)).toEqual(BANNERS.map((b) => b.title));
    expect(ru.brands[0].description).toMatch(CYRILLIC);
    expect(en.brands[0].description).not.toMatch(CYRILLIC);
    for (const other of OTHERS) {
      const reply = (await get('/shop/main/', other, other.split('-')[1]!.toLowerCase())).body;
      expect(
        reply.sales.every((p: Body) => !CYRILLIC.test(p.name)),
        other,
      ).toBe(true);
      expect(
        reply.banners.every((b: Body) => !CYRILLIC.test(b.title)),
        other,
      ).toBe(true);
    }
    const menu = (await get('/shop/', RUSSIAN)).body;
    expect(menu.sections.map((s: Body) => s.name)).toContain(SECTION_NAMES_RU.household);
    expect(menu.sections[0].subsections[0].name).toBe(SECTION_NAMES_RU.laundry);
    expect(menu.genders.every((g: Body) => CYRILLIC.test(g.name))).toBe(true);
  });

  it('a ru product page carries its name, description, composition and certificates in Russian', async () => {
    const product = catalog(sandbox.state()).products.find((p) => p.subsectionPath === 'kitchen' && p.type === 0)!;
    const ru = (await get(`/shop/product/${product.code}/`, RUSSIAN)).body;
    const en = (await get(`/shop/product/${product.code}/`, ENGLISH)).body;
    expect(ru.name).toContain(PRODUCT_NAMES_RU[product.noun]);
    expect(ru).toMatchObject({ usage: DETAILS_RU.kitchen?.usage, volume: DETAILS_RU.kitchen?.volume });
    expect(ru.description).toMatch(CYRILLIC);
    expect(ru.certificates[0].name).toMatch(CYRILLIC);
    expect(en.name).toBe(product.name);
    expect(`${en.description}${en.usage}${en.certificates[0].name}`).not.toMatch(CYRILLIC);
  });

  it('the ru cart and search read product names in Russian, and Russian words find products', async () => {
    const product = catalog(sandbox.state()).products.find((p) => p.noun === 'Laundry gel')!;
    const cart = { products: [{ id: product.id, quantity: 1 }], gifts: [], free: [], choices: [] };
    const calc = await callSandbox<Body>(sandbox.app, 'POST', '/greenway/shop/cart/calculate/', { body: { cart } });
    expect(calc.status).toBe(200);
    expect(calc.body.products[0].name).toContain(PRODUCT_NAMES_RU['Laundry gel']);
    const found = (await get(`/shop/search/?q=${encodeURIComponent('гель для стирки')}`, RUSSIAN)).body;
    expect(found.products.map((p: Body) => p.id)).toContain(product.id);
    // English words still find them: the seed's own names are searched too.
    expect((await get('/shop/search/?q=laundry gel', RUSSIAN)).body.products.length).toBeGreaterThan(0);
  });

  it('ru news, home, corporate pages and events read in Russian; en in English', async () => {
    const ruNews = (await get('/news/?page=1', RUSSIAN)).body;
    const enNews = (await get('/news/?page=1', ENGLISH)).body;
    expect(ruNews.news[0].title).toBe(HEADLINES_RU[enNews.news[0].title]?.[0]);
    expect(ruNews.tags.map((t: Body) => t.name)).toEqual(NEWS_TAGS.map((t) => NEWS_TAGS_RU[t.id]));
    const id = enNews.news[0].id;
    const ruItem = (await get(`/news/${id}/`, RUSSIAN)).body;
    expect(ruItem.text).toMatch(CYRILLIC);
    expect((await get(`/news/${id}/`, 'de-EU', 'eu')).body.text).not.toMatch(CYRILLIC);
    const home = (await get('/home/', RUSSIAN)).body;
    expect(home.static_objects.intro.title).toBe(`1. ${BLOCKS_RU.home?.intro?.[0]}`);
    expect(home.news.every((n: Body) => CYRILLIC.test(n.title))).toBe(true);
    expect((await get('/company/', RUSSIAN)).body.title).toMatch(CYRILLIC);
    expect((await get('/company/', ENGLISH, 'us')).body.title).toBe('Company');
    const geography = (await get(`/page${CORPORATE_CMS_PATHS[2]}/`, RUSSIAN)).body;
    expect(geography.title).toBe(CMS_PAGES_RU['/geography']?.title);
    expect(geography.content).toContain(`${SITE_NAMES_RU.ru}`);
    expect(geography.content).not.toContain('{country}');
    expect((await get(`/page${CORPORATE_CMS_PATHS[2]}/`, ENGLISH, 'us')).body.content).toContain('In United States');
    const event = await get(`/event/${EVENTS[0]!.id}/`, RUSSIAN);
    expect(event.body).toMatchObject({ name: EVENTS_RU[EVENTS[0]!.id]?.name, city: EVENTS_RU[EVENTS[0]!.id]?.city });
    expect(event.body.description).toBe(EVENT_DESCRIPTIONS_RU[EVENTS[0]!.kind]);
  });

  it('every seeded item has its Russian text, so a new seed cannot forget it', () => {
    const state = sandbox.state();
    const missing: string[] = [];
    const need = (key: string, text: string | undefined) => {
      if (!text || !CYRILLIC.test(text)) missing.push(key);
    };
    for (const p of catalog(state).products) need(`product ${p.noun}`, PRODUCT_NAMES_RU[p.noun]);
    for (const s of catalog(state).sections) {
      need(`section ${s.path}`, SECTION_NAMES_RU[s.path]);
      for (const sub of s.subsections) need(`subsection ${sub.path}`, SECTION_NAMES_RU[sub.path]);
    }
    for (const b of catalog(state).brands) need(`brand ${b.path}`, BRAND_TEXTS_RU[b.path]);
    for (const b of BANNERS) need(`banner ${b.id}`, BANNER_TITLES_RU[b.id]);
    for (const [sub, detail] of Object.entries(DETAILS_RU)) need(`details ${sub}`, detail.usage);
    for (const t of NEWS_TAGS) need(`news tag ${t.id}`, NEWS_TAGS_RU[t.id]);
    for (const [title] of Object.values(HEADLINES).flat()) need(`news ${title}`, HEADLINES_RU[title]?.[0]);
    for (const e of EVENTS) {
      need(`event ${e.id}`, EVENTS_RU[e.id]?.name);
      need(`event ${e.kind}`, EVENT_DESCRIPTIONS_RU[e.kind]);
      for (const p of e.packages ?? []) need(`package ${p.name}`, EVENT_PACKAGES_RU[p.name]?.[0]);
    }
    for (const site of API_SITES) need(`site ${site.code}`, SITE_NAMES_RU[site.code]);
    for (const path of CORPORATE_CMS_PATHS) need(`page ${path}`, CMS_PAGES_RU[path]?.sections[0]?.[1]);
    expect(missing).toEqual([]);
  });

  it('Russian texts are Russian: no untranslated English words in product names, news or event names', () => {
    const texts = [
      ...Object.values(PRODUCT_NAMES_RU),
      ...Object.values(HEADLINES_RU).flat(),
      ...Object.values(SECTION_NAMES_RU),
    ];
    // Brand-like names the shops keep in Latin letters.
    const allowed = /Greenway|Eco green/g;
    expect(texts.filter((t) => LATIN_WORD.test(t.replaceAll(allowed, '').toLowerCase()))).toEqual([]);
  });
});
