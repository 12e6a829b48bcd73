import { catalog } from '@gf/sandbox/state/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { PRIVATE_CACHE_CONTROL } from '../../platform/cache/public-reads.js';

describe('favourites and product sets', () => {
  let h: Harness;
  let cookie: string;
  beforeAll(async () => {
    h = await startHarness();
    cookie = await h.signIn('client');
  });
  afterAll(() => h.close());

  const send = (method: 'PUT' | 'DELETE', url: string, body?: unknown, extra: Record<string, string> = {}) =>
    h.app.inject({
      method,
      url,
      headers: { host: 'ru.localhost:3000', cookie, 'x-csrf': '1', origin: 'http://ru.localhost:3000', ...extra },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  it('asks a visitor to sign in for favourites', async () => {
    const reply = await h.get('/bff/v1/shop/favourites');
    expect(reply.statusCode).toBe(401);
    expect(reply.json().error.code).toBe('sign_in_required');
  });

  it('adds, lists and removes a favourite, never cached', async () => {
    const product = catalog(h.sandbox.state()).products[0]!;
    expect((await send('PUT', `/bff/v1/shop/favourites/${product.id}`)).json()).toEqual({ ok: true });
    const list = await h.get('/bff/v1/shop/favourites', cookie);
    expect(list.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(list.json().products.map((p: { id: number }) => p.id)).toContain(product.id);
    expect(list.json().products[0].is_favorite).toBe(true);
    expect((await send('DELETE', `/bff/v1/shop/favourites/${product.id}`)).json()).toEqual({ ok: true });
    const after = (await h.get('/bff/v1/shop/favourites', cookie)).json();
    expect(after.products.map((p: { id: number }) => p.id)).not.toContain(product.id);
  });

  it('refuses a state change without the CSRF header', async () => {
    const reply = await send('PUT', '/bff/v1/shop/favourites/1', undefined, { 'x-csrf': '' });
    expect(reply.statusCode).toBe(403);
  });

  it('creates, renames, fills, changes and shares a set; anyone opens it by hash, unavailable apart', async () => {
    const products = catalog(h.sandbox.state()).products;
    const soldInUs = products.find((p) => p.unavailableIn.length === 0 && p.type === 0)!;
    const notInUs = products.find((p) => p.unavailableIn.includes('US'))!;
    const created = await h.post(
      '/bff/v1/shop/sets',
      { name: 'Kitchen', products: [{ product_id: soldInUs.id, quantity: 1 }] },
      cookie,
    );
    expect(created.statusCode).toBe(200);
    const set = created.json();
    expect(set).toMatchObject({ name: 'Kitchen', products: [{ id: soldInUs.id }] });
    expect((await send('PUT', `/bff/v1/shop/sets/${set.id}`, { name: 'My kitchen' })).json().name).toBe('My kitchen');
    const added = await h.post(`/bff/v1/shop/sets/${set.id}/products`, { product_id: notInUs.id, quantity: 2 }, cookie);
    expect(added.json().products).toHaveLength(2);
    const changed = await send('PUT', `/bff/v1/shop/sets/${set.id}/products/${soldInUs.id}`, { quantity: 3 });
    expect(changed.statusCode).toBe(200);
    const shared = (await h.post(`/bff/v1/shop/sets/${set.id}/share`, undefined, cookie)).json();
    expect(shared.link).toContain(`/shop/products/favorite/${shared.hash}`);

    const visitorInUs = await h.get(`/bff/v1/shop/sets/${shared.hash}`, undefined, { host: 'us.localhost:3000' });
    expect(visitorInUs.statusCode).toBe(200);
    expect(visitorInUs.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(visitorInUs.json().products.map((p: { id: number }) => p.id)).toEqual([soldInUs.id]);
    expect(visitorInUs.json().unavailable_products.map((p: { id: number }) => p.id)).toEqual([notInUs.id]);
    // By id a set is its owner's only.
    expect((await h.get(`/bff/v1/shop/sets/${set.id}`)).statusCode).toBe(404);

    const removed = await send('DELETE', `/bff/v1/shop/sets/${set.id}/products/${notInUs.id}`);
    expect(removed.json().products).toHaveLength(1);
    const mine = (await h.get('/bff/v1/shop/favourites', cookie)).json();
    expect(mine.sets.map((s: { id: number }) => s.id)).toContain(set.id);
    expect((await send('DELETE', `/bff/v1/shop/sets/${set.id}`)).json()).toEqual({ ok: true });
  });

  it('refuses an empty set name before the upstream', async () => {
    const before = h.sandbox.callLog.count('productSetCreate');
    const reply = await h.post('/bff/v1/shop/sets', { name: '  ' }, cookie);
    expect(reply.statusCode).toBe(400);
    expect(h.sandbox.callLog.count('productSetCreate')).toBe(before);
  });
});
