import { PRODUCT_NAMES_RU } from '@gf/sandbox/catalogue/catalogue-ru';
import { HEADLINES_RU } from '@gf/sandbox/content/news-ru';
import { catalog } from '@gf/sandbox/state/catalog';
import { convert } from '@gf/sandbox/state/currencies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_STATUS_HEADER } from '../cache/public-reads.js';
import { cartOf, line, testCatalog } from '../checkout/checkout-test-data.js';
import { LANGUAGE_COOKIE } from '../sites/sites-plugin.js';
import { type Harness, startHarness } from '../test-support/gateway-harness.js';

/** Issue 23: the demo content in the visitor's language through the gateway, prices in the site's currency. */
const MAIN = '/bff/v1/shop/main';
const NEWS = '/bff/v1/pages/news';
/** The gateway's API reads the language from the cookie the pages set. */
const ENGLISH = `${LANGUAGE_COOKIE}=en`;
const US_HOST = { host: 'us.localhost:3000' };
const EG_HOST = { host: 'eg.localhost:3000', origin: 'http://eg.localhost:3000' };
const CYRILLIC = /[а-яё]/i;
/** The first promotion's threshold in roubles (sandbox cart/promotions.ts). */
const FIRST_PROMOTION_RUB = 5000;

type Named = { id: number; name: string };

describe('demo content in the request language through the gateway (issue 23)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const nameOf = (id: number) => {
    const product = catalog(h.sandbox.state()).byId(id)!;
    return {
      en: product.name,
      ru: `${PRODUCT_NAMES_RU[product.noun]} ${catalog(h.sandbox.state()).brand(product.brandId).name}`,
    };
  };

  it('a ru shop reads Russian product names; the same site in English and the us site read English', async () => {
    const ru = (await h.get(MAIN)).json();
    expect(ru.sales.length).toBeGreaterThan(0);
    for (const p of ru.sales as Named[]) expect(p.name).toBe(nameOf(p.id).ru);
    expect(ru.menu.sections[0].name).toMatch(CYRILLIC);
    const en = (await h.get(MAIN, ENGLISH)).json();
    for (const p of en.sales as Named[]) expect(p.name).toBe(nameOf(p.id).en);
    const us = (await h.get(MAIN, undefined, US_HOST)).json();
    expect((us.sales as Named[]).every((p) => !CYRILLIC.test(p.name))).toBe(true);
  });

  it('the public-read cache keeps the ru and en bodies of one site apart', async () => {
    h.app.publicReads.cache.clear();
    const ru = await h.get(MAIN);
    const en = await h.get(MAIN, ENGLISH);
    const ruAgain = await h.get(MAIN);
    const enAgain = await h.get(MAIN, ENGLISH);
    expect(ruAgain.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(enAgain.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(ruAgain.body).toBe(ru.body);
    expect(enAgain.body).toBe(en.body);
    expect(ru.body).toMatch(CYRILLIC);
    expect(en.json().sales.every((p: Named) => !CYRILLIC.test(p.name))).toBe(true);
  });

  it('a ru product page and the ru news read Russian; English on request', async () => {
    const product = catalog(h.sandbox.state()).products.find((p) => p.type === 0 && p.unavailableIn.length === 0)!;
    const ru = (await h.get(`/bff/v1/shop/products/${product.code}`)).json();
    expect(ru.product.name).toBe(nameOf(product.id).ru);
    expect(ru.product.description).toMatch(CYRILLIC);
    const en = (await h.get(`/bff/v1/shop/products/${product.code}`, ENGLISH)).json();
    expect(en.product.name).toBe(product.name);
    expect(en.product.description).not.toMatch(CYRILLIC);
    const ruNews = (await h.get(NEWS)).json();
    const enNews = (await h.get(NEWS, ENGLISH)).json();
    const ruTitles = ruNews.news.map((n: { title: string }) => n.title);
    expect(ruTitles).toEqual(enNews.news.map((n: { title: string }) => HEADLINES_RU[n.title]?.[0]));
    expect(ruTitles.every((t: string) => CYRILLIC.test(t))).toBe(true);
  });

  it('the eg cart counts and names its promotion threshold in Egyptian pounds, never in roubles', async () => {
    const [product] = testCatalog(h.sandbox).plain.filter((p) => p.priceRub < FIRST_PROMOTION_RUB);
    const reply = await h.post('/bff/v1/cart/calculate', { cart: cartOf(line(product!, 1)) }, undefined, EG_HOST);
    expect(reply.statusCode).toBe(200);
    const text = reply.body;
    expect(text).not.toMatch(/RUB/);
    const body = reply.json();
    expect(JSON.stringify(body)).toContain('EGP');
    const threshold = Math.round(convert(FIRST_PROMOTION_RUB, 'eg')).toLocaleString('en');
    expect(text).toContain(`${threshold} EGP`);
  });
});
