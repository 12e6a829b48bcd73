import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { CLICK_TYPES } from '../../platform/constants.js';
import { ECO_GREEN_SECTION } from './catalogue-routes.js';

describe('shop catalogue endpoints (spec 1 §2 shop screens)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('/shop merges shop main and the menu, with menu paths shortened (spec 1 §3)', async () => {
    const reply = (await h.get('/bff/v1/shop/main')).json();
    for (const list of ['banners', 'brands', 'sales', 'new_products', 'start_sets', 'start_newbie_sets', 'turbo_sets'])
      expect(reply[list].length, list).toBeGreaterThan(0);
    expect(reply.menu.brands[0].path).not.toMatch(/^\/|shop/);
    const section = reply.menu.sections[0];
    expect(section.path).toBe('household');
    expect(section.subsections[0].path).toBe('household/laundry');
    expect(reply.menu.genders.length).toBeGreaterThan(0);
    expect(reply.menu.countries.length).toBeGreaterThan(0);
    expect(reply.menu.brandFilters[0].code).toBe('brand');
    expect(reply.sales[0].brand.path).not.toContain('/');
  });

  it('gives a signed-in user the office part of the menu, by role, and a visitor none (spec 1 §3 officeMenu)', async () => {
    expect((await h.get('/bff/v1/shop/menu')).json().officeMenu).toEqual([]);
    const partner = (await h.get('/bff/v1/shop/menu', await h.signIn('partner'))).json().officeMenu;
    expect(partner.map((item: { path: string }) => item.path)).toContain('/office/business');
    expect(partner.find((item: { path: string }) => item.path === '/office/orders').name).toBe('Заказы');
    const client = (await h.get('/bff/v1/shop/menu', await h.signIn('client'))).json().officeMenu;
    expect(client.map((item: { path: string }) => item.path)).not.toContain('/office/business');
  });

  it('lists brands and opens one with its sections and products', async () => {
    const { brands } = (await h.get('/bff/v1/shop/brands')).json();
    expect(brands.length).toBeGreaterThan(0);
    const page = (await h.get(`/bff/v1/shop/brands/${brands[0].path}`)).json();
    expect(page.brand.path).toBe(brands[0].path);
    expect(page.products.length).toBeGreaterThan(0);
    expect(page.sections[0].path).not.toContain('shop');
  });

  it('filters and sorts a section, and pages it with has_more', async () => {
    const all = (await h.get('/bff/v1/shop/sections/household/laundry')).json();
    expect(all.subsection.path).toBe('household/laundry');
    expect(all.sections.length).toBeGreaterThan(1);
    const brandFilter = all.filters.find((f: { code: string }) => f.code === 'brand');
    const brand = all.brands.find((b: { name: string }) => b.name === brandFilter.values[0].name);
    // Each filter value carries the query value that picks it: here the brand's short path.
    expect(brandFilter.values[0].value).toBe(brand.path);
    const filtered = (await h.get(`/bff/v1/shop/sections/household/laundry?brand=${brand.path}&sort=price_asc`)).json();
    expect(filtered.products.every((p: { brand: { path: string } }) => p.brand.path === brand.path)).toBe(true);
    const prices = filtered.products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const root = (await h.get('/bff/v1/shop/sections/household')).json();
    expect(root.subsection).toBeNull();
    expect(root.has_more).toBe(true);
    const second = (await h.get('/bff/v1/shop/sections/household?page=2')).json();
    expect(second.products[0].id).not.toBe(root.products[0].id);
  });

  it('refuses a bad filter before the upstream', async () => {
    const before = h.sandbox.callLog.count('sectionRootGet');
    expect((await h.get('/bff/v1/shop/sections/household?sort=cheapest')).statusCode).toBe(400);
    expect(h.sandbox.callLog.count('sectionRootGet')).toBe(before);
  });

  it('sends an unknown section to ShopError', async () => {
    const reply = await h.get('/bff/v1/shop/sections/no-such-section');
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error.redirect).toEqual({ route: 'ShopError' });
  });

  it('shows a known section with nothing sold on the site as empty, not as an error', async () => {
    h.sandbox.faults.set({ fault: { status: 404 }, operations: ['sectionGet'], times: 1 });
    const reply = await h.get('/bff/v1/shop/sections/health/teas');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ products: [], subsection: { path: 'health/teas' }, has_more: false });
  });

  it('serves the eco-green page, the new/promo lists and search', async () => {
    const eco = (await h.get('/bff/v1/shop/eco-green')).json();
    expect(eco.intro.title).toBeTruthy();
    expect(eco.section.section.path).toBe(ECO_GREEN_SECTION);
    for (const kind of ['new', 'promo', 'new-and-promo']) {
      const list = (await h.get(`/bff/v1/shop/products/lists/${kind}`)).json();
      expect(list.products.length, kind).toBeGreaterThan(0);
      expect(list.total).toBeGreaterThanOrEqual(list.products.length);
    }
    expect((await h.get('/bff/v1/shop/products/lists/old')).statusCode).toBe(400);
    const found = (await h.get('/bff/v1/shop/search?q=gel')).json();
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.total).toBeGreaterThanOrEqual(found.products.length);
    for (const key of ['brands', 'static_pages', 'news', 'events']) expect(found).toHaveProperty(key);
    expect((await h.get('/bff/v1/shop/search?q=%20')).statusCode).toBe(400);
  });

  it('shows prices in the site currency', async () => {
    const ru = (await h.get('/bff/v1/shop/main')).json();
    const it = (await h.get('/bff/v1/shop/main', undefined, { host: 'it.localhost:3000' })).json();
    expect(ru.sales[0].currency_code).toBe('RUB');
    expect(it.sales[0].currency_code).toBe('EUR');
  });

  it('serves the survey and scores the answers', async () => {
    const survey = (await h.get('/bff/v1/shop/survey')).json();
    expect(survey.questions.length).toBeGreaterThan(0);
    const answers = survey.questions.map((q: { id: number; answers: { id: number }[] }) => ({
      question_id: q.id,
      answer_ids: [q.answers[0]?.id],
    }));
    const result = await h.post('/bff/v1/shop/survey', { survey_id: survey.id, answers });
    expect(result.statusCode).toBe(200);
    expect(result.json().results.length).toBeGreaterThan(0);
    const incomplete = await h.post('/bff/v1/shop/survey', { survey_id: survey.id, answers: answers.slice(1) });
    expect(incomplete.statusCode).toBe(400);
    expect(Object.keys(incomplete.json().error.fields)).toContain(`answers.${survey.questions[0].id}`);
  });

  it('logs a click with 204, and still answers 204 when the upstream fails (spec 1 §8)', async () => {
    const before = h.sandbox.callLog.count('clickLog');
    // All four types of spec 1 §3: catalogue, mobile app, mobile catalogue, print catalogue.
    for (const type of Object.values(CLICK_TYPES)) {
      const ok = await h.post('/bff/v1/shop/click', { name: '/product/10037', place: 'print', type });
      expect(ok.statusCode).toBe(204);
    }
    expect(h.sandbox.callLog.count('clickLog')).toBe(before + 4);
    h.sandbox.faults.set({ fault: { status: 500 }, operations: ['clickLog'], times: 1 });
    const failed = await h.post('/bff/v1/shop/click', { name: 'banner-1', place: 'shop-main', type: 3 });
    expect(failed.statusCode).toBe(204);
    // Logged at debug: the spec asks for the failure to be swallowed, not reported.
    expect(h.logs.some((line) => line.includes('click log failed') && line.includes('"level":20'))).toBe(true);
    expect((await h.post('/bff/v1/shop/click', { name: 'x', place: 'y', type: 4 })).statusCode).toBe(400);
  });
});
