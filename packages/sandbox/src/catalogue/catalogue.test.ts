import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { catalog } from '../state/catalog.js';
import { DETAILS_RU, PRODUCT_NAMES_RU } from '../state/catalog-ru.js';
import { convert } from '../state/currencies.js';
import { callSandbox, signIn } from '../test-client.js';

// biome-ignore lint/suspicious/noExplicitAny: replies are checked against the contract (validateReplies); tests read them loosely
type Body = Record<string, any>;

describe('sandbox catalogue (spec 1 §3, §7, §8)', () => {
  let sandbox: Sandbox;
  const get = (path: string, site = 'ru', token?: string) =>
    callSandbox<Body>(sandbox.app, 'GET', path, { headers: { 'content-location': site }, ...(token ? { token } : {}) });
  beforeAll(async () => {
    sandbox = await buildSandbox({ validateReplies: true });
  });
  afterAll(() => sandbox.app.close());

  it('gives the menu with full paths, and the office menu by role only when signed in', async () => {
    const anonymous = await get('/shop/');
    expect(anonymous.body.brands[0].path).toMatch(/^\/shop\/brands\/[a-z-]+$/);
    expect(anonymous.body.sections[0]).toMatchObject({ path: '/shop/household' });
    expect(anonymous.body.sections[0].subsections[0].path).toBe('/shop/household/laundry');
    expect(anonymous.body.officeMenu).toEqual([]);
    const partner = await get('/shop/', 'ru', (await signIn(sandbox.app, 'partner')).access_token);
    const client = await get('/shop/', 'ru', (await signIn(sandbox.app, 'client')).access_token);
    expect(partner.body.officeMenu.map((i: Body) => i.path)).toContain('/office/business');
    expect(client.body.officeMenu.map((i: Body) => i.path)).not.toContain('/office/business');
    // Event applications are a partner's tool (spec 2 §6): under Orders for partners only.
    const ordersOf = (reply: Body) =>
      reply.body.officeMenu.find((i: Body) => i.path === '/office/orders').children.map((c: Body) => c.path);
    expect(ordersOf(partner)).toContain('/office/orders/application-events');
    expect(ordersOf(client)).not.toContain('/office/orders/application-events');
  });

  it('narrows the brand filter to the open section', async () => {
    const all = await get('/shop/');
    const health = await get('/shop/?section=health');
    const total = (reply: Body) => reply.body.brandFilters[0].values.reduce((n: number, v: Body) => n + v.count, 0);
    expect(total(health)).toBeLessThan(total(all));
    const inHealth = catalog(sandbox.state()).products.filter((p) => p.sectionPath === 'health').length;
    expect(total(health)).toBe(inHealth);
  });

  it('builds the shop main page from the catalog: kits apart, sales with old prices', async () => {
    const main = await get('/shop/main/');
    // The test client asks in Russian (ru-RU), as the gateway does for the ru site.
    expect(main.body.start_sets.map((p: Body) => p.name)).toEqual([PRODUCT_NAMES_RU['Partner start kit']]);
    expect(main.body.start_sets[0].only_in_cart).toBe(true);
    expect(main.body.start_newbie_sets.map((p: Body) => p.name)).toEqual([PRODUCT_NAMES_RU['Newbie starter set']]);
    expect(main.body.turbo_sets.map((p: Body) => p.name)).toEqual([PRODUCT_NAMES_RU['Turbo set: home cleaning']]);
    expect(main.body.sales.length).toBeGreaterThan(0);
    expect(main.body.sales.every((p: Body) => p.is_promo && p.old_price > p.price)).toBe(true);
    expect(main.body.new_products.every((p: Body) => p.is_new)).toBe(true);
    expect(main.body.banners[0].image).toMatch(/^\/media\//);
  });

  it('prices in the currency of the site: RUB on ru, USD on us', async () => {
    const product = catalog(sandbox.state()).byCode('10037')!;
    const ru = await get('/shop/product/quick/?code=10037', 'ru');
    const us = await get('/shop/product/quick/?code=10037', 'us');
    expect(ru.body).toMatchObject({ currency_code: 'RUB', price: product.priceRub });
    expect(us.body).toMatchObject({ currency_code: 'USD', price: convert(product.priceRub, 'us') });
    expect(us.body.price).toBeLessThan(ru.body.price);
  });

  it('pages and sorts a section, filters it by brand, and 404s unknown or empty sections', async () => {
    const first = await get('/shop/section/household/?sort=price_asc');
    expect(first.body.subsection).toBeNull();
    expect(first.body.products).toHaveLength(12);
    expect(first.body.has_more).toBe(true);
    const prices = first.body.products.map((p: Body) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const second = await get('/shop/section/household/?sort=price_asc&page=2');
    expect(second.body.products[0].price).toBeGreaterThanOrEqual(prices.at(-1));
    const brand = first.body.brands[0].path.replace('/shop/brands/', '');
    const byBrand = await get(`/shop/section/household/?brand=${brand}`);
    expect(byBrand.body.products.every((p: Body) => p.brand.path === brand)).toBe(true);
    const laundry = await get('/shop/section/household/laundry/');
    expect(laundry.body.subsection.path).toBe('/shop/household/laundry');
    expect((await get('/shop/section/household/no-such/')).status).toBe(404);
    expect((await get('/shop/section/no-such/')).status).toBe(404);
    expect((await get('/shop/section/household/?gender=9')).body.products).toEqual([]);
  });

  it('filters by gender and 404s a brand page of an unknown brand', async () => {
    const women = await get('/shop/section/cosmetics/?gender=1');
    expect(women.body.products.length).toBeGreaterThan(0);
    const genderValues = women.body.filters.find((f: Body) => f.code === 'gender').values;
    expect(genderValues.find((v: Body) => v.id === 1).count).toBe(women.body.products.length);
    const brand = await get('/shop/brand/aquamagic/');
    expect(brand.body.brand).toMatchObject({ name: 'Aquamagic', logo: expect.stringMatching(/^\/media\//) });
    expect(brand.body.products.every((p: Body) => p.brand.name === 'Aquamagic')).toBe(true);
    expect((await get('/shop/brand/unknown/')).status).toBe(404);
  });

  it('answers a failing product code with 404 and a redirect payload', async () => {
    const unknown = await get('/shop/product/424242/');
    expect(unknown).toMatchObject({ status: 404, body: { redirect: '/shop' } });
    // Product 7 (code 10259) was sold as 10260 before: the old code points to the new page.
    const moved = await get('/shop/product/10260/');
    expect(moved).toMatchObject({ status: 404, body: { redirect: '/shop/brands/fitomax/10259' } });
    // It is not sold in the US: the us site sends the visitor to its subsection.
    expect((await get('/shop/product/10259/', 'us')).body).toMatchObject({ redirect: '/shop/household/kitchen' });
    const page = await get('/shop/product/10259/');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      code: '10259',
      volume: DETAILS_RU.kitchen?.volume,
      composition: expect.any(String),
    });
    expect(page.body.related.every((p: Body) => p.code !== '10259')).toBe(true);
  });

  it('hides products not sold in the country from listings', async () => {
    const ru = await get('/shop/section/household/kitchen/');
    const us = await get('/shop/section/household/kitchen/', 'us');
    expect(ru.body.products.map((p: Body) => p.code)).toContain('10259');
    expect(us.body.products.map((p: Body) => p.code)).not.toContain('10259');
  });

  it('searches products, brands, pages, news and events, counting every hit in total', async () => {
    const gel = await get('/shop/search/?q=gel&limit=2');
    expect(gel.body.products).toHaveLength(2);
    expect(gel.body.total).toBeGreaterThan(2);
    const policy = await get('/shop/search/?q=privacy policy');
    expect(policy.body.static_pages.map((p: Body) => p.path)).toEqual([
      '/privacy-policy',
      '/privacy-policy-gw-markets',
    ]);
    const forum = await get('/shop/search/?q=forum');
    expect(forum.body.events.length).toBeGreaterThan(0);
    expect(forum.body.news.length).toBeGreaterThan(0);
    expect(forum.body.total).toBe(
      forum.body.products.length +
        forum.body.brands.length +
        forum.body.static_pages.length +
        forum.body.news.length +
        forum.body.events.length,
    );
    const brand = await get('/shop/search/?q=aquamagic');
    expect(brand.body.brands).toEqual([{ id: 1, name: 'Aquamagic', path: '/shop/brands/aquamagic' }]);
    expect((await get('/shop/search/?q=')).status).toBe(400);
    expect((await get('/shop/search/?q=%20%20')).status).toBe(400);
  });
});
