import { legacyCode } from '@gf/sandbox/catalogue/legacy-codes';
import { catalog } from '@gf/sandbox/state/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';

const US = { host: 'us.localhost:3000' };

describe('the product page and what is done on it', () => {
  let h: Harness;
  let code: string;
  beforeAll(async () => {
    h = await startHarness();
    // A product with reviews, so the review list has something to page.
    const products = catalog(h.sandbox.state()).products.filter((p) => p.type === 0 && !p.setKind);
    const withReviews = [];
    for (const p of products.slice(0, 30)) {
      const reviews = (await h.get(`/bff/v1/shop/products/${p.code}/reviews`)).json();
      if (reviews.total_count > 5) withReviews.push(p);
    }
    code = withReviews[0]?.code ?? products[0]!.code;
  });
  afterAll(() => h.close());

  it('reads product, reviews, recommended in parallel, one call each, into one reply', async () => {
    const ops = ['productGet', 'reviewList', 'productsRecommended', 'productsPeriodicRecommended'];
    const before = ops.map((op) => h.sandbox.callLog.count(op));
    const reply = (await h.get(`/bff/v1/shop/products/${code}`)).json();
    expect(reply.status).toBe('found');
    expect(reply.product.code).toBe(code);
    expect(reply.product.description).toBeTruthy();
    expect(reply.recommended.length).toBeGreaterThan(0);
    expect(reply.reviews.reviews.length).toBeGreaterThan(0);
    expect(reply.reviews.has_more).toBe(true);
    expect(reply.periodic).toEqual([]);
    // A visitor has no purchases: the periodic read is not made.
    expect(ops.map((op, i) => h.sandbox.callLog.count(op) - before[i]!)).toEqual([1, 1, 1, 0]);
  });

  it('pages the reviews with has_more', async () => {
    const first = (await h.get(`/bff/v1/shop/products/${code}/reviews`)).json();
    const second = (await h.get(`/bff/v1/shop/products/${code}/reviews?page=2`)).json();
    expect(second.reviews[0].id).not.toBe(first.reviews[0].id);
    expect(first.my_review).toBeNull();
  });

  it('follows the redirect payload of a renamed product (spec 1 §8)', async () => {
    const renamed = catalog(h.sandbox.state()).products.find((p) => legacyCode(p) !== null)!;
    const reply = await h.get(`/bff/v1/shop/products/${legacyCode(renamed)}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      status: 'moved',
      redirect: expect.stringMatching(new RegExp(`/shop/brands/.+/${renamed.code}$`)),
      reason: 'product_moved',
    });
  });

  it('sends a product not sold in the country to its subsection, and an unknown code to the shop', async () => {
    const notSold = catalog(h.sandbox.state()).products.find((p) => p.unavailableIn.includes('US'))!;
    const moved = (await h.get(`/bff/v1/shop/products/${notSold.code}`, undefined, US)).json();
    expect(moved).toMatchObject({
      status: 'moved',
      redirect: `/shop/${notSold.sectionPath}/${notSold.subsectionPath}`,
    });
    const unknown = (await h.get('/bff/v1/shop/products/999999999')).json();
    expect(unknown).toMatchObject({ status: 'moved', redirect: '/shop' });
  });

  it('shows a signed-in user their own review (status 0, new) and deletes it', async () => {
    const cookie = await h.signIn('client');
    const template = (await h.get('/bff/v1/shop/reviews/template')).json();
    expect(template.max_text_length).toBeGreaterThan(0);
    const added = await h.post(`/bff/v1/shop/products/${code}/reviews`, { rating: 5, text: 'Very good' }, cookie);
    expect(added.statusCode).toBe(200);
    expect(added.json().status).toBe(0);
    const page = (await h.get(`/bff/v1/shop/products/${code}`, cookie)).json();
    expect(page.reviews.my_review).toMatchObject({ id: added.json().id, status: 0 });
    const removed = await h.app.inject({
      method: 'DELETE',
      url: `/bff/v1/shop/products/${code}/reviews/${added.json().id}`,
      headers: { host: 'ru.localhost:3000', cookie, 'x-csrf': '1', origin: 'http://ru.localhost:3000' },
    });
    expect(removed.json()).toEqual({ ok: true });
  });

  it('asks a visitor to sign in before writing a review', async () => {
    const reply = await h.post(`/bff/v1/shop/products/${code}/reviews`, { rating: 5, text: 'Nice' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().error.code).toBe('sign_in_required');
  });

  it('takes an instalment request, refusing a bad phone with a field error', async () => {
    const ok = await h.post(`/bff/v1/shop/products/${code}/installment`, { name: 'Anna', phone: '+7 900 123 45 67' });
    expect(ok.json()).toEqual({ ok: true });
    const bad = await h.post(`/bff/v1/shop/products/${code}/installment`, { name: 'Anna', phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('phone');
  });

  it("gives a partner the product's referral link and QR, and streams the QR PDF", async () => {
    const cookie = await h.signIn('partner');
    const ref = await h.post(`/bff/v1/shop/products/${code}/referral`, undefined, cookie);
    expect(ref.statusCode).toBe(200);
    expect(ref.json().link).toContain(`/${code}?ref=`);
    expect(Buffer.from(ref.json().qr_svg_base64, 'base64').toString()).toContain('<svg');
    const pdf = await h.get(`/bff/v1/shop/products/${code}/qr.pdf`, cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await h.get(`/bff/v1/shop/products/${code}/qr.pdf`)).statusCode).toBe(401);
    const client = await h.signIn('client');
    const refused = await h.get(`/bff/v1/shop/products/${code}/qr.pdf`, client);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('no_referral_code');
  });

  it('streams the product QR image to anyone, an SVG that may run nothing (spec 2 §7 GET /qr/{code}/)', async () => {
    const before = h.sandbox.callLog.count('qrImage');
    const image = await h.get(`/bff/v1/shop/products/${code}/qr.svg`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect(image.body).toContain('<svg');
    expect(h.sandbox.callLog.count('qrImage') - before).toBe(1);
    expect((await h.get('/bff/v1/shop/products/no-such-product/qr.svg')).statusCode).toBe(404);
  });
});
