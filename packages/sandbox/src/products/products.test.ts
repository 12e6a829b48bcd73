import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, SANDBOX_PREFIX, type Sandbox } from '../app.js';
import { callSandbox, signIn } from '../test-client.js';
import { installmentRequests } from './installments.js';

// biome-ignore lint/suspicious/noExplicitAny: replies are checked against the contract (validateReplies); tests read them loosely
type Body = Record<string, any>;

const SHOP = '/greenway/shop';

describe('sandbox products (spec 2 §7 "Products")', () => {
  let sandbox: Sandbox;
  let partner: string;
  let client: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token?: string, body?: unknown, site = 'ru') =>
    callSandbox<Body>(sandbox.app, method, path, {
      headers: { 'content-location': site },
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { body }),
    });
  beforeEach(async () => {
    sandbox = await buildSandbox({ validateReplies: true });
    partner = (await signIn(sandbox.app, 'partner')).access_token;
    client = (await signIn(sandbox.app, 'client')).access_token;
  });
  afterEach(() => sandbox.app.close());

  it('keeps favourites per user and flags them on product cards', async () => {
    expect((await call('GET', `${SHOP}/favorite/list/`, client)).body.products).toEqual([]);
    expect((await call('PUT', `${SHOP}/favorite/add/3/`, client)).body).toEqual({ ok: true });
    await call('PUT', `${SHOP}/favorite/add/3/`, client);
    const list = await call('GET', `${SHOP}/favorite/list/`, client, undefined, 'us');
    expect(list.body.products).toHaveLength(1);
    expect(list.body.products[0]).toMatchObject({ id: 3, is_favorite: true, currency_code: 'USD' });
    expect((await call('GET', '/shop/product/10111/', client)).body.is_favorite).toBe(true);
    expect((await call('GET', '/shop/product/10111/', partner)).body.is_favorite).toBe(false);
    expect((await call('DELETE', `${SHOP}/favorite/remove/3/`, client)).body).toEqual({ ok: true });
    expect((await call('DELETE', `${SHOP}/favorite/remove/3/`, client)).body).toEqual({ ok: false });
    expect((await call('GET', `${SHOP}/favorite/list/`, client)).body.products).toEqual([]);
    expect((await call('PUT', `${SHOP}/favorite/add/9999/`, client)).status).toBe(404);
    expect((await call('GET', `${SHOP}/favorite/list/`)).status).toBe(401);
  });

  it('pages new and promo products with totals', async () => {
    const promo = await call('GET', `${SHOP}/products/promo/`);
    expect(promo.body.products.every((p: Body) => p.is_promo)).toBe(true);
    const both = await call('GET', `${SHOP}/products/new-and-promo/`);
    expect(both.body.total).toBeGreaterThan(promo.body.total);
    expect(both.body.has_more).toBe(both.body.total > 12);
    const last = await call('GET', `${SHOP}/products/new-and-promo/?page=2`);
    expect(last.body.products).toHaveLength(both.body.total - 12);
    expect(last.body.has_more).toBe(false);
  });

  it('recommends products of the same subsection for one or several codes', async () => {
    const one = await call('GET', `${SHOP}/products/recommended/?code[]=10037`);
    expect(one.body.products.length).toBeGreaterThan(0);
    expect(one.body.products.map((p: Body) => p.code)).not.toContain('10037');
    expect(one.body.products[0].path).toMatch(/\/shop\/brands\//);
    const several = await call('GET', `${SHOP}/products/recommended/?code[]=10037&code[]=10888`);
    expect(several.status).toBe(200);
    expect((await call('GET', `${SHOP}/products/recommended/`)).status).toBe(400);
  });

  it("recommends the signed-in user's regular purchases from the order history", async () => {
    const mine = await call('GET', `${SHOP}/products/periodic-recommended/`, partner);
    expect(mine.body.products.length).toBeGreaterThan(0);
    const { orders } = await import('../state/orders.js');
    const bought = new Set(
      orders(sandbox.state())
        .of(1)
        .filter((o) => o.status !== 'cancelled' && o.status !== 'awaiting_payment')
        .flatMap((o) => o.lines.map((l) => l.code)),
    );
    expect(mine.body.products.every((p: Body) => bought.has(p.code))).toBe(true);
    expect((await call('GET', `${SHOP}/products/periodic-recommended/`)).body.products).toEqual([]);
  });

  it('lists published reviews with a rating; a new review waits in status 0 as my_review', async () => {
    const before = await call('GET', `${SHOP}/product/10037/review/list/`, client);
    expect(before.body.my_review).toBeNull();
    const added = await call('POST', `${SHOP}/product/10037/review/add/`, client, { rating: 5, text: 'Great gel' });
    expect(added.body).toMatchObject({ status: 0, rating: 5, author_name: 'Ivan Klientov' });
    const after = await call('GET', `${SHOP}/product/10037/review/list/`, client);
    expect(after.body.my_review).toMatchObject({ id: added.body.id, status: 0 });
    expect(after.body.total_count).toBe(before.body.total_count);
    expect(after.body.reviews.map((r: Body) => r.id)).not.toContain(added.body.id);
    const again = await call('POST', `${SHOP}/product/10037/review/add/`, client, { rating: 4, text: 'Again' });
    expect(again.status).toBe(400);
    expect((await call('POST', `${SHOP}/product/10037/review/add/`, client, { rating: 6, text: 'x' })).status).toBe(
      400,
    );
  });

  it('lets only the author delete a review', async () => {
    const added = await call('POST', `${SHOP}/product/10074/review/add/`, client, { rating: 3, text: 'So-so' });
    const path = `${SHOP}/product/10074/review/${added.body.id}/`;
    expect((await call('DELETE', path, partner)).status).toBe(403);
    expect((await call('DELETE', `${SHOP}/product/10037/review/${added.body.id}/`, client)).status).toBe(404);
    expect((await call('DELETE', path, client)).body).toEqual({ ok: true });
    expect((await call('GET', `${SHOP}/product/10074/review/list/`, client)).body.my_review).toBeNull();
  });

  it('seeds published reviews so products have ratings, paged by has_more', async () => {
    const main = await call('GET', '/shop/section/household/laundry/');
    const rated = main.body.products.find((p: Body) => p.reviews_count > 5);
    expect(rated.rating).toBeGreaterThanOrEqual(1);
    const list = await call('GET', `${SHOP}/product/${rated.code}/review/list/`);
    expect(list.body).toMatchObject({ total_count: rated.reviews_count, rating: rated.rating, has_more: true });
    expect(list.body.reviews.every((r: Body) => r.status === 1)).toBe(true);
  });

  it('takes photos with a review as multipart, up to the template limit', async () => {
    const template = await call('GET', `${SHOP}/product/review/template/`);
    expect(template.body.max_photos).toBe(5);
    const boundary = 'b';
    const part = (name: string, value: string, file = false) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="p.jpg"' : ''}\r\n\r\n${value}\r\n`;
    const payload = `${part('rating', '4')}${part('text', 'With photos')}${part('photos[]', 'jpg', true)}${part('photos[]', 'jpg', true)}--${boundary}--\r\n`;
    const reply = await sandbox.app.inject({
      method: 'POST',
      url: `${SANDBOX_PREFIX}${SHOP}/product/10111/review/add/`,
      headers: { authorization: `Bearer ${client}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(reply.json().photos).toHaveLength(2);
  });

  it('gives partners a referral link with a QR image, and refuses clients', async () => {
    const reply = await call('POST', `${SHOP}/product/generate_refferal_code/`, partner, { code: '10037' }, 'it');
    expect(reply.body.product_referral_link).toBe(
      'http://it.localhost:3000/shop/brands/green-balance/10037?ref=100001',
    );
    expect(Buffer.from(reply.body.qr_body_base_64, 'base64').toString()).toMatch(/^<svg /);
    expect((await call('POST', `${SHOP}/product/generate_refferal_code/`, client, { code: '10037' })).status).toBe(403);
    expect((await call('POST', `${SHOP}/product/generate_refferal_code/`, partner, { code: 'nope' })).status).toBe(404);
  });

  it('prints a valid PDF with the product code, whose xref points at its objects', async () => {
    const reply = await sandbox.app.inject({
      url: `${SANDBOX_PREFIX}${SHOP}/product/10037/qr/`,
      headers: { authorization: `Bearer ${partner}`, 'content-location': 'ru' },
    });
    expect(reply.headers['content-type']).toBe('application/pdf');
    const pdf = reply.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('(Product code: 10037)');
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    expect(offsets.map((offset) => pdf.slice(offset, offset + 8))).toEqual([1, 2, 3, 4, 5].map((n) => `${n} 0 obj\n`));
    const stream = /\/Length (\d+) >>\nstream\n/.exec(pdf)!;
    const start = stream.index + stream[0].length;
    expect(pdf.slice(start + Number(stream[1]), start + Number(stream[1]) + 10)).toBe('\nendstream');
  });

  it('draws a QR SVG for a product code and 404s an unknown one', async () => {
    const reply = await sandbox.app.inject({ url: `${SANDBOX_PREFIX}/qr/10037/` });
    expect(reply.headers['content-type']).toContain('image/svg+xml');
    expect(reply.body).toMatch(/^<svg [^>]*viewBox="0 0 33 33"/);
    const other = await sandbox.app.inject({ url: `${SANDBOX_PREFIX}/qr/10074/` });
    expect(other.body).not.toBe(reply.body);
    expect((await sandbox.app.inject({ url: `${SANDBOX_PREFIX}/qr/nope/` })).statusCode).toBe(404);
  });

  it('creates, renames, fills and deletes product sets', async () => {
    const created = await call('POST', `${SHOP}/product-set/`, client, {
      name: 'Kitchen',
      products: [{ product_id: 5, quantity: 2 }],
    });
    expect(created.body).toMatchObject({ set: { name: 'Kitchen' }, hash: null, products: [{ id: 5 }] });
    const path = `${SHOP}/product-set/${created.body.id}/`;
    await call('PUT', path, client, { name: 'Kitchen and bath' });
    const added = await call('POST', `${path}product/`, client, { product_id: 10, quantity: 1 });
    expect(added.body.products.map((p: Body) => p.id)).toEqual([5, 10]);
    expect((await call('PUT', `${path}product/10/`, client, { quantity: 4 })).status).toBe(200);
    expect((await call('PUT', `${path}product/11/`, client, { quantity: 4 })).status).toBe(404);
    const removed = await call('DELETE', `${path}product/5/`, client);
    expect(removed.body.products.map((p: Body) => p.id)).toEqual([10]);
    const list = await call('GET', `${SHOP}/product-set/`, client);
    expect(list.body.sets).toMatchObject([{ id: created.body.id, set: { name: 'Kitchen and bath' } }]);
    expect((await call('GET', path, partner)).status).toBe(404);
    expect((await call('DELETE', path, partner)).status).toBe(404);
    expect(
      (
        await call('POST', `${SHOP}/product-set/`, client, {
          name: 'Bad',
          products: [{ product_id: 999, quantity: 1 }],
        })
      ).body,
    ).toMatchObject({
      errors: { 'products.0.product_id': ['Unknown product'] },
    });
    expect((await call('DELETE', path, client)).body).toEqual({ ok: true });
    expect((await call('GET', `${SHOP}/product-set/`, client)).body.sets).toEqual([]);
  });

  it("opens a shared set by its hash, showing what the visitor's country does not sell apart", async () => {
    const [seeded] = (await call('GET', `${SHOP}/product-set/`, partner)).body.sets;
    const created = await call('POST', `${SHOP}/product-set/`, partner, {
      name: 'Gift',
      products: [{ product_id: 7, quantity: 1 }],
    });
    const share = await call('POST', `${SHOP}/product-set/${created.body.id}/share/`, partner);
    expect(share.body.link).toBe(`http://ru.localhost:3000/shop/products/favorite/${share.body.hash}`);
    expect((await call('POST', `${SHOP}/product-set/${created.body.id}/share/`, partner)).body.hash).toBe(
      share.body.hash,
    );
    const inUs = await call('GET', `${SHOP}/product-set/${share.body.hash}/`, undefined, undefined, 'us');
    expect(inUs.body.products).toEqual([]);
    expect(inUs.body.unavailable_products).toMatchObject([{ id: 7, currency_code: 'USD' }]);
    const inRu = await call('GET', `${SHOP}/product-set/${share.body.hash}/`, client);
    expect(inRu.body.products).toMatchObject([{ id: 7 }]);
    expect(inRu.body.unavailable_products).toEqual([]);
    // A visitor may read it by hash but not change it.
    expect((await call('PUT', `${SHOP}/product-set/${share.body.hash}/`, client, { name: 'Mine' })).status).toBe(404);
    expect(seeded.hash).toMatch(/^ps_/);
  });

  it('records an instalment request, refusing a bad phone or an unknown product', async () => {
    const ok = await call('POST', `${SHOP}/product/10037/installment-request/`, undefined, {
      name: 'Olga',
      phone: '+7 (900) 111-22-33',
    });
    expect(ok.body).toEqual({ ok: true });
    const bad = await call('POST', `${SHOP}/product/10037/installment-request/`, undefined, {
      name: 'Olga',
      phone: '12',
    });
    expect(bad.body).toMatchObject({ errors: { phone: [expect.any(String)] } });
    expect(
      (await call('POST', `${SHOP}/product/nope/installment-request/`, undefined, { name: 'O', phone: '+79001112233' }))
        .status,
    ).toBe(404);
    expect(installmentRequests(sandbox.state()).all).toMatchObject([{ productId: 1, phone: '+7 (900) 111-22-33' }]);
  });
});
