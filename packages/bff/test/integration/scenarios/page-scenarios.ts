import { expect } from 'vitest';
import type { Scenario } from '../scenario.js';

/** A page endpoint read by a visitor: 200 with these fields, and the upstream calls it makes. */
const visitorPage = (name: string, url: string, fields: string[], calls: Record<string, number>): Scenario => ({
  name,
  title: `${url} answers a visitor in one gateway call`,
  run: async ({ get, upstream }) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(expect.arrayContaining(fields));
    for (const [operation, count] of Object.entries(calls)) expect(upstream.calls(operation)).toBe(count);
  },
});

/**
 * The page-shaped endpoints of the site boot, the corporate pages, MailHome and the shop front.
 * Later issues add their areas' scenarios in their own file listed in scenario-list.ts.
 */
export const pageScenarios: Scenario[] = [
  {
    name: 'site',
    title: '/bff/v1/site answers the site and language of the host without an upstream call',
    noUpstreamCall: true,
    run: async ({ get, upstream }) => {
      const response = await get('/bff/v1/site');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ site: { code: 'ru' }, language: 'ru', dir: 'ltr' });
      const hebrew = await get('/bff/v1/site', { host: 'il.localhost:3000', headers: { 'accept-language': 'he' } });
      expect(hebrew.statusCode).toBe(200);
      expect(upstream.calls()).toBe(0);
    },
  },
  visitorPage('page-home', '/bff/v1/pages/home', ['scenes', 'banners', 'products', 'news', 'contacts'], {
    homePage: 1,
    newsLatest: 1,
    siteMain: 1,
  }),
  visitorPage('page-company', '/bff/v1/pages/company', ['title', 'blocks'], { companyPage: 1 }),
  visitorPage('page-opportunities', '/bff/v1/pages/opportunities', ['title', 'blocks'], { opportunitiesPage: 1 }),
  visitorPage('page-eco', '/bff/v1/pages/eco', ['title', 'blocks'], { ecoPage: 1 }),
  visitorPage('page-production', '/bff/v1/pages/production', ['blocks'], { staticPage: 1 }),
  visitorPage('page-geography', '/bff/v1/pages/geography', ['blocks', 'countries'], { staticPage: 1, siteMain: 1 }),
  visitorPage('page-geography-markets', '/bff/v1/pages/geography/markets', ['blocks', 'countries'], {
    staticPage: 1,
    siteMain: 1,
  }),
  visitorPage('page-legal', '/bff/v1/pages/legal?path=/legal/terms-of-use', ['blocks'], { staticPage: 1 }),
  visitorPage('page-news', '/bff/v1/pages/news?year=2025', ['news'], { newsList: 1 }),
  visitorPage('page-news-years', '/bff/v1/pages/news/years', ['years'], {}),
  {
    name: 'page-news-item',
    title: '/bff/v1/pages/news/:id answers one news item; an unknown id is a 404 envelope',
    run: async ({ get }) => {
      const item = await get('/bff/v1/pages/news/1');
      expect(item.statusCode).toBe(200);
      expect(item.json()).toMatchObject({ text: expect.any(String) });
      const missing = await get('/bff/v1/pages/news/99999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toMatchObject({ status: 404, redirect: { route: 'Error', status: 404 } });
    },
  },
  visitorPage('page-search', '/bff/v1/pages/search?q=gel&limit=5', ['products', 'news', 'total'], { shopSearch: 1 }),
  visitorPage('page-shop-main', '/bff/v1/shop/main', ['banners', 'brands', 'menu'], { shopMain: 1, shopMenu: 1 }),
  {
    name: 'page-mail-home',
    title: '/bff/v1/office/mail lists the conversations in one upstream call',
    run: async ({ get, signIn, upstream }) => {
      const cookie = await signIn('partner');
      const response = await get('/bff/v1/office/mail', { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ conversations: expect.any(Array), page: 1 });
      expect(upstream.calls('mailList')).toBe(1);
    },
  },
];
