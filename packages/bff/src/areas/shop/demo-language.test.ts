import { PROMOTIONS_RU } from '@gf/sandbox/cart/cart-ru';
import { PROMOTIONS } from '@gf/sandbox/cart/promotions';
import { CMS_PAGES } from '@gf/sandbox/content/legal-pages';
import { LEGAL_PAGES_RU } from '@gf/sandbox/content/legal-ru';
import { HEADLINES_RU } from '@gf/sandbox/content/news-ru';
import { QUESTIONS } from '@gf/sandbox/content/survey';
import { QUESTIONS_RU } from '@gf/sandbox/content/survey-ru';
import { CHALLENGE_TITLES_RU } from '@gf/sandbox/office/dashboard-ru';
import { PAYOUT_TEXTS } from '@gf/sandbox/payouts/payout-ru';
import { catalog } from '@gf/sandbox/state/catalog';
import { PRODUCT_NAMES_RU } from '@gf/sandbox/state/catalog-ru';
import { convert } from '@gf/sandbox/state/currencies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, line, testCatalog } from '../../../test/harness/checkout-test-data.js';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { CACHE_STATUS_HEADER } from '../../platform/cache/public-reads.js';
import { LANGUAGE_COOKIE } from '../../platform/sites/sites-plugin.js';

/** Issue 23: the demo content in the visitor's language through the gateway, prices in the site's currency. */
const MAIN = '/bff/v1/shop/main';
const NEWS = '/bff/v1/pages/news';
/** The gateway's API reads the language from the cookie the pages set. */
const ENGLISH = `${LANGUAGE_COOKIE}=en`;
const US_HOST = { host: 'us.localhost:3000' };
const EG_HOST = { host: 'eg.localhost:3000', origin: 'http://eg.localhost:3000' };
/** Another language of a site without a Russian or English layer of its own: it reads English. */
const GERMAN = `${LANGUAGE_COOKIE}=de`;
const EU_HOST = { host: 'eu.localhost:3000' };
const CYRILLIC = /[а-яё]/i;
/** A legal page of the sandbox's seed (legal-pages.ts). */
const LEGAL_PATH = '/privacy-policy';
const OFFICE = '/bff/v1/office';
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

  it('legal pages, the supplement test and cart promotions: Russian on ru, English on en, English for another language', async () => {
    const legal = `/bff/v1/pages/legal?path=${encodeURIComponent(LEGAL_PATH)}`;
    const english = CMS_PAGES.find((p) => p.path === LEGAL_PATH)!;
    const ru = (await h.get(legal)).json();
    expect(ru.title).toBe(LEGAL_PAGES_RU[LEGAL_PATH]?.title);
    expect(ru.content).toMatch(CYRILLIC);
    const en = (await h.get(legal, ENGLISH)).json();
    expect(en.title).toBe(english.title);
    expect(en.content).not.toMatch(CYRILLIC);
    const de = (await h.get(legal, GERMAN, EU_HOST)).json();
    expect(de.title).toBe(english.title);
    expect(de.content).not.toMatch(CYRILLIC);

    const questions = (cookie?: string, headers?: Record<string, string>) =>
      h
        .get('/bff/v1/shop/survey', cookie, headers)
        .then((reply) => reply.json().questions.map((q: { text: string }) => q.text));
    expect(await questions()).toEqual(QUESTIONS.map((q) => QUESTIONS_RU[q.id]));
    expect(await questions(ENGLISH)).toEqual(QUESTIONS.map((q) => q.text));
    expect(await questions(GERMAN, EU_HOST)).toEqual(QUESTIONS.map((q) => q.text));

    // Goods for more than the first promotion's threshold: the cart names the promotion.
    const [product] = testCatalog(h.sandbox).plain.filter((p) => p.priceRub >= FIRST_PROMOTION_RUB / 2);
    const actions = async (cookie?: string, headers?: Record<string, string>) => {
      const reply = await h.post('/bff/v1/cart/calculate', { cart: cartOf(line(product!, 2)) }, cookie, headers);
      expect(reply.statusCode).toBe(200);
      return JSON.stringify(reply.json());
    };
    const [firstName, firstDescription] = PROMOTIONS_RU[PROMOTIONS[0]!.id]!;
    const ruCart = await actions();
    expect(ruCart).toContain(firstDescription);
    expect(ruCart).toContain(firstName.split(' {')[0]);
    expect(await actions(ENGLISH)).toContain(PROMOTIONS[0]!.description);
    const deCart = await actions(GERMAN, { ...EU_HOST, origin: 'http://eu.localhost:3000' });
    expect(deCart).toContain(PROMOTIONS[0]!.description);
    expect(deCart).not.toMatch(CYRILLIC);
  });

  it('office promotions, payouts and transactions: Russian on ru, English on en and for another language', async () => {
    const partner = await h.signIn('partner');
    const withLanguage = (language: string) => `${partner}; ${language}`;
    // The office home's promotions: their titles and conditions.
    const challenges = async (cookie: string, headers?: Record<string, string>) =>
      JSON.stringify((await h.get(`${OFFICE}/home`, cookie, headers)).json().challenges);
    expect(await challenges(partner)).toContain(CHALLENGE_TITLES_RU.cruise);
    expect(await challenges(withLanguage(ENGLISH))).not.toMatch(CYRILLIC);
    expect(await challenges(withLanguage(GERMAN), EU_HOST)).not.toMatch(CYRILLIC);

    // Payouts requested for every open period: the payouts page's message says so in the visitor's language.
    const payouts = async (cookie: string, headers?: Record<string, string>) =>
      (await h.get(`${OFFICE}/payouts`, cookie, headers)).json();
    const { available_periods } = await payouts(partner);
    for (const [i, period_id] of (available_periods as number[]).entries()) {
      const idempotency_key = `demo-language-payout-${String(i).padStart(8, '0')}`;
      const added = await h.post(`${OFFICE}/payouts`, { amount: '1000', period_id, idempotency_key }, partner);
      expect(added.statusCode).toBe(200);
    }
    expect((await payouts(partner)).message).toBe(PAYOUT_TEXTS.allRequested[1]);
    expect((await payouts(withLanguage(ENGLISH))).message).toBe(PAYOUT_TEXTS.allRequested[0]);
    expect((await payouts(withLanguage(GERMAN), EU_HOST)).message).toBe(PAYOUT_TEXTS.allRequested[0]);

    const descriptions = async (cookie: string, headers?: Record<string, string>) =>
      (
        (await h.get(`${OFFICE}/finance/transactions?account=internal`, cookie, headers)).json().transactions as {
          description: string;
        }[]
      ).map((t) => t.description);
    const ru = await descriptions(partner);
    expect(ru.length).toBeGreaterThan(0);
    expect(ru.every((d) => CYRILLIC.test(d))).toBe(true);
    expect((await descriptions(withLanguage(ENGLISH))).some((d) => CYRILLIC.test(d))).toBe(false);
    expect((await descriptions(withLanguage(GERMAN), EU_HOST)).some((d) => CYRILLIC.test(d))).toBe(false);
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
