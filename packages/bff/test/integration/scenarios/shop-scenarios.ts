import { expect } from 'vitest';
import type { Scenario } from '../scenario.js';

/** Sandbox seed: a product sold everywhere, and the old code of a renamed product (10259 now). */
const CODE = '10074';
const PRODUCT_ID = 2;
const RENAMED_FROM = '10260';
const RENAMED_TO = '10259';

/** A shop read by a visitor: 200 with these fields, and the upstream calls it makes. */
const shopRead = (name: string, url: string, fields: string[], calls: Record<string, number>): Scenario => ({
  name,
  title: `${url} answers a visitor in one gateway call`,
  run: async ({ get, upstream }) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(expect.arrayContaining(fields));
    for (const [operation, count] of Object.entries(calls)) expect(upstream.calls(operation)).toBe(count);
  },
});

/** The shop area (spec 1 §2, §3, §7): catalogue, product, reviews, favourites, sets, survey, click. */
export const shopScenarios: Scenario[] = [
  shopRead('shop-menu', '/bff/v1/shop/menu?section=household', ['brands', 'sections', 'sectionFilters'], {
    shopMenu: 1,
  }),
  shopRead('shop-brands', '/bff/v1/shop/brands', ['brands'], { brandList: 1 }),
  {
    name: 'shop-brand',
    title: 'a brand page answers the brand, its sections, filters and a page of products',
    run: async ({ get, upstream }) => {
      const [brand] = (await get('/bff/v1/shop/brands')).json().brands;
      const response = await get(`/bff/v1/shop/brands/${brand.path}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ brand: { path: brand.path }, products: expect.any(Array) });
      expect(upstream.calls('brandGet')).toBe(1);
    },
  },
  {
    name: 'shop-sections',
    title: 'a section and a subsection page read the listing and the menu in parallel; a filter reaches the upstream',
    run: async ({ get, upstream }) => {
      const section = await get('/bff/v1/shop/sections/household');
      expect(section.statusCode).toBe(200);
      expect(section.json()).toMatchObject({ section: { path: 'household' }, subsection: null });
      const [brand] = section.json().brands;
      const filtered = await get(`/bff/v1/shop/sections/household/laundry?brand=${brand.path}&sort=price_asc`);
      expect(filtered.statusCode).toBe(200);
      expect(filtered.json().subsection).toMatchObject({ path: expect.stringContaining('laundry') });
      expect([upstream.calls('sectionRootGet'), upstream.calls('sectionGet'), upstream.calls('shopMenu')]).toEqual([
        1, 1, 2,
      ]);
    },
  },
  shopRead('shop-eco-green', '/bff/v1/shop/eco-green', ['intro', 'section'], { sectionRootGet: 1, shopMenu: 1 }),
  {
    name: 'shop-product-lists',
    title: 'new, promotional and new-and-promotional lists, one upstream call each',
    run: async ({ get, upstream }) => {
      for (const kind of ['new', 'promo', 'new-and-promo']) {
        const response = await get(`/bff/v1/shop/products/lists/${kind}?page=1`);
        expect(response.statusCode).toBe(200);
        expect(response.json().products).toEqual(expect.any(Array));
      }
      expect([
        upstream.calls('productsNew'),
        upstream.calls('productsPromo'),
        upstream.calls('productsNewAndPromo'),
      ]).toEqual([1, 1, 1]);
    },
  },
  shopRead('shop-search', '/bff/v1/shop/search?q=gel&limit=5', ['products', 'brands', 'total'], { shopSearch: 1 }),
  {
    name: 'shop-product',
    title: 'the product page reads product, reviews and recommended in parallel (no periodic read for a visitor)',
    run: async ({ get, upstream }) => {
      const response = await get(`/bff/v1/shop/products/${CODE}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'found', product: { code: CODE }, periodic: [] });
      expect(
        ['productGet', 'reviewList', 'productsRecommended', 'productsPeriodicRecommended'].map(upstream.calls),
      ).toEqual([1, 1, 1, 0]);
    },
  },
  {
    name: 'shop-product-moved',
    title: "a renamed product's old code answers the moved payload; an unknown code sends to the shop",
    run: async ({ get }) => {
      const moved = await get(`/bff/v1/shop/products/${RENAMED_FROM}`);
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({
        status: 'moved',
        redirect: expect.stringMatching(new RegExp(`/shop/brands/.+/${RENAMED_TO}$`)),
        reason: 'product_moved',
      });
      expect((await get('/bff/v1/shop/products/999999999')).json()).toMatchObject({
        status: 'moved',
        redirect: '/shop',
      });
    },
  },
  {
    name: 'shop-reviews',
    title: 'pages the reviews, reads the template, adds a review (shown as mine) and deletes it',
    run: async ({ get, post, send, signIn, upstream }) => {
      const list = await get(`/bff/v1/shop/products/${CODE}/reviews?page=1`);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ reviews: expect.any(Array), my_review: null });
      expect((await get('/bff/v1/shop/reviews/template')).json().max_text_length).toBeGreaterThan(0);
      const cookie = await signIn('client');
      const added = await post(`/bff/v1/shop/products/${CODE}/reviews`, { rating: 5, text: 'Very good' }, { cookie });
      expect(added.statusCode).toBe(200);
      expect(added.json().status).toBe(0);
      const mine = await get(`/bff/v1/shop/products/${CODE}/reviews`, { cookie });
      expect(mine.json().my_review).toMatchObject({ id: added.json().id });
      const removed = await send('DELETE', `/bff/v1/shop/products/${CODE}/reviews/${added.json().id}`, undefined, {
        cookie,
      });
      expect(removed.json()).toEqual({ ok: true });
      expect([upstream.calls('reviewAdd'), upstream.calls('reviewDelete')]).toEqual([1, 1]);
    },
  },
  {
    name: 'shop-favourites',
    title: 'adds, lists (with the sets) and removes a favourite',
    run: async ({ get, send, signIn, upstream }) => {
      const cookie = await signIn('client');
      expect((await send('PUT', `/bff/v1/shop/favourites/${PRODUCT_ID}`, undefined, { cookie })).json()).toEqual({
        ok: true,
      });
      const list = await get('/bff/v1/shop/favourites', { cookie });
      expect(list.statusCode).toBe(200);
      expect(list.json().products.map((p: { id: number }) => p.id)).toContain(PRODUCT_ID);
      expect(list.json().sets).toEqual(expect.any(Array));
      expect([upstream.calls('favouriteList'), upstream.calls('productSetList')]).toEqual([1, 1]);
      expect((await send('DELETE', `/bff/v1/shop/favourites/${PRODUCT_ID}`, undefined, { cookie })).json()).toEqual({
        ok: true,
      });
    },
  },
  {
    name: 'shop-sets',
    title: 'creates, renames, fills, shares and deletes a set; a visitor opens it by its hash',
    run: async ({ get, post, send, signIn }) => {
      const cookie = await signIn('client');
      const created = await post(
        '/bff/v1/shop/sets',
        { name: 'Kitchen', products: [{ product_id: 2, quantity: 1 }] },
        {
          cookie,
        },
      );
      expect(created.statusCode).toBe(200);
      const { id } = created.json();
      expect((await send('PUT', `/bff/v1/shop/sets/${id}`, { name: 'My kitchen' }, { cookie })).json().name).toBe(
        'My kitchen',
      );
      const added = await post(`/bff/v1/shop/sets/${id}/products`, { product_id: 3, quantity: 2 }, { cookie });
      expect(added.json().products).toHaveLength(2);
      const changed = await send('PUT', `/bff/v1/shop/sets/${id}/products/2`, { quantity: 3 }, { cookie });
      expect(changed.statusCode).toBe(200);
      const removed = await send('DELETE', `/bff/v1/shop/sets/${id}/products/3`, undefined, { cookie });
      expect(removed.json().products).toHaveLength(1);
      expect((await get(`/bff/v1/shop/sets/${id}`, { cookie })).statusCode).toBe(200);
      const shared = (await post(`/bff/v1/shop/sets/${id}/share`, undefined, { cookie })).json();
      expect(shared.link).toContain(shared.hash);
      const opened = await get(`/bff/v1/shop/sets/${shared.hash}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.json().products.map((p: { id: number }) => p.id)).toEqual([2]);
      expect((await send('DELETE', `/bff/v1/shop/sets/${id}`, undefined, { cookie })).json()).toEqual({ ok: true });
    },
  },
  {
    name: 'shop-survey',
    title: 'reads the survey and submits one answer per question for the results',
    run: async ({ get, post, upstream }) => {
      const page = await get('/bff/v1/shop/survey');
      expect(page.statusCode).toBe(200);
      const survey = page.json();
      const answers = survey.questions.map((q: { id: number; answers: { id: number }[] }) => ({
        question_id: q.id,
        answer_ids: [q.answers[0]?.id],
      }));
      const result = await post('/bff/v1/shop/survey', { survey_id: survey.id, answers });
      expect(result.statusCode).toBe(200);
      expect(result.json().results).toEqual(expect.any(Array));
      expect([upstream.calls('surveyStructure'), upstream.calls('surveySubmit')]).toEqual([1, 1]);
    },
  },
  {
    name: 'shop-click',
    title: 'logs a click with 204, and still answers 204 when the upstream fails',
    run: async ({ post, upstream }) => {
      const click = { name: 'Banner', place: 'shop-main', type: 0 };
      expect((await post('/bff/v1/shop/click', click)).statusCode).toBe(204);
      await upstream.fault('status=500', ['clickLog'], 1);
      expect((await post('/bff/v1/shop/click', click)).statusCode).toBe(204);
      expect(upstream.calls('clickLog')).toBe(2);
    },
  },
  {
    name: 'shop-installment',
    title: 'takes an instalment request; a bad phone is a field error',
    run: async ({ post, upstream }) => {
      const ok = await post(`/bff/v1/shop/products/${CODE}/installment`, { name: 'Anna', phone: '+7 900 123 45 67' });
      expect(ok.json()).toEqual({ ok: true });
      const bad = await post(`/bff/v1/shop/products/${CODE}/installment`, { name: 'Anna', phone: '12345' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('phone');
      expect(upstream.calls('installmentRequest')).toBeGreaterThanOrEqual(1);
    },
  },
  {
    name: 'shop-referral-qr',
    title: "gives a partner the product's referral link and QR, and streams the QR PDF",
    run: async ({ get, post, signIn, upstream }) => {
      const cookie = await signIn('partner');
      const referral = await post(`/bff/v1/shop/products/${CODE}/referral`, undefined, { cookie });
      expect(referral.statusCode).toBe(200);
      expect(referral.json().link).toContain(`/${CODE}?ref=`);
      const pdf = await get(`/bff/v1/shop/products/${CODE}/qr.pdf`, { cookie });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(upstream.calls('productQrPdf')).toBe(1);
    },
  },
];
