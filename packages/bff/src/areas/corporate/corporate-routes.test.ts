import { HOME_SCENES } from '@gf/contracts/gateway/corporate';
import { BLOCKS_RU } from '@gf/sandbox/content/corporate-ru';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { NEWS_FIRST_YEAR } from './news-query.js';

describe('corporate page endpoints', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.sandbox.callLog.clear());

  const path = (operationId: string) =>
    h.sandbox.callLog
      .snapshot()
      .records.filter((r) => r.operationId === operationId)
      .map((r) => r.path);

  it('home: one call each of homePage, newsLatest and siteMain, merged into numbered scenes', async () => {
    const reply = await h.get('/bff/v1/pages/home');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(['homePage', 'newsLatest', 'siteMain'].map((id) => h.sandbox.callLog.count(id))).toEqual([1, 1, 1]);
    expect(body.scenes.map((s: { name: string }) => s.name)).toEqual([...HOME_SCENES]);
    expect(body.scenes.map((s: { number: number }) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // The CMS numbers its titles; the number travels separately, so the title does not repeat it.
    // The ru site reads the Russian layer of the sandbox's texts (issue 23).
    expect(body.scenes[2].title).toBe(BLOCKS_RU.home?.company?.[0]);
    expect(body.scenes[0].image).toMatch(/^\/media\//);
    expect(body.news).toHaveLength(4);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.contacts.phone.link).toMatch(/^tel:/);
  });

  it('company, opportunities and eco: one call each, blocks in the CMS order', async () => {
    for (const [url, op] of [
      ['/bff/v1/pages/company', 'companyPage'],
      ['/bff/v1/pages/opportunities', 'opportunitiesPage'],
      ['/bff/v1/pages/eco', 'ecoPage'],
    ] as const) {
      const reply = await h.get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.json().blocks.length).toBeGreaterThan(2);
      expect(h.sandbox.callLog.count(op)).toBe(1);
    }
    const company = (await h.get('/bff/v1/pages/company')).json();
    expect(company.blocks.map((b: { key: string }) => b.key)).toEqual(['history', 'production', 'geography', 'values']);
    // No block links to a video, so the page offers none.
    expect(company.blocks.every((b: { video: unknown }) => b.video === null)).toBe(true);
  });

  it('geography: the CMS page and the countries, read in parallel', async () => {
    const reply = await h.get('/bff/v1/pages/geography/markets');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().title).toBe('GW Markets');
    expect(reply.json().countries.length).toBeGreaterThan(10);
    expect(path('staticPage')).toEqual(['/api/v1/page/geography/markets/']);
    expect(h.sandbox.callLog.count('siteMain')).toBe(1);
  });

  it('news: the year becomes date_from YYYY-01 and date_to YYYY-12, tags become tags[]', async () => {
    const reply = await h.get('/bff/v1/pages/news?year=2023&tags=1,3&page=1');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(path('newsList')).toEqual([
      '/api/v1/news/?tags%5B%5D=1&tags%5B%5D=3&date_from=2023-01&date_to=2023-12&page=1',
    ]);
    expect(body.news.length).toBeGreaterThan(0);
    for (const news of body.news) {
      expect(news.date.slice(0, 4)).toBe('2023');
      expect(news.tags.some((t: { id: number }) => t.id === 1 || t.id === 3)).toBe(true);
    }
    expect(body.tags.length).toBeGreaterThan(0);
  });

  it('news: "more" pages through has_more', async () => {
    const first = (await h.get('/bff/v1/pages/news')).json();
    expect(first.has_more).toBe(true);
    const second = (await h.get('/bff/v1/pages/news?page=2')).json();
    expect(second.news[0].id).not.toBe(first.news[0].id);
  });

  it('news: bad query values are a 400 with fields and never reach the upstream', async () => {
    const reply = await h.get('/bff/v1/pages/news?year=12&tags=eco&page=0');
    expect(reply.statusCode).toBe(400);
    const { error } = reply.json();
    expect(error.code).toBe('invalid_input');
    expect(Object.keys(error.fields).sort()).toEqual(['page', 'tags', 'year']);
    expect(h.sandbox.callLog.count('newsList')).toBe(0);
  });

  it('news years: the years that have news, newest first, asked in parallel', async () => {
    const reply = await h.get('/bff/v1/pages/news/years');
    expect(reply.statusCode).toBe(200);
    // The sandbox has news from 2021 to 2026; the harness clock is in 2026.
    expect(reply.json().years).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(h.sandbox.callLog.count('newsList')).toBe(2026 - NEWS_FIRST_YEAR + 1);
  });

  it('news item: its text; an unknown id is a 404 envelope', async () => {
    const item = await h.get('/bff/v1/pages/news/1');
    expect(item.statusCode).toBe(200);
    expect(item.json().text).toContain('<p>');
    const missing = await h.get('/bff/v1/pages/news/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.status).toBe(404);
    expect((await h.get('/bff/v1/pages/news/abc')).statusCode).toBe(400);
  });

  it('search: one shopSearch call with q and limit; an empty q is a 400 with fields', async () => {
    const reply = await h.get('/bff/v1/pages/search?q=gel&limit=5');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(Object.keys(body).sort()).toEqual(['brands', 'events', 'news', 'products', 'static_pages', 'total']);
    expect(path('shopSearch')).toEqual(['/api/v1/shop/search/?q=gel&limit=5']);
    const empty = await h.get('/bff/v1/pages/search?q=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('q');
    expect(h.sandbox.callLog.count('shopSearch')).toBe(1);
  });

  it('pages read anonymously without a session cookie', async () => {
    const reply = await h.get('/bff/v1/pages/eco');
    expect(reply.headers['set-cookie']).toBeUndefined();
  });
});

describe('corporate pages and the public-read cache', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('serves a second anonymous home read from the cache, and a signed-in one fresh and private', async () => {
    const first = await h.get('/bff/v1/pages/home');
    const second = await h.get('/bff/v1/pages/home');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toMatch(/^public/);
    expect(h.sandbox.callLog.count('homePage')).toBe(1);
    const cookie = await h.signIn('partner');
    const mine = await h.get('/bff/v1/pages/home', cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(h.sandbox.callLog.count('homePage')).toBe(2);
  });
});
