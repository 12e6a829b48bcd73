import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, line, testCatalog } from '../../../test/harness/checkout-test-data.js';
import { cookieOf, type Harness, startHarness } from '../../../test/harness/gateway-harness.js';

describe('cart routes (spec 2 §3 to §5)', () => {
  let h: Harness;
  let data: ReturnType<typeof testCatalog>;
  const put = (body: unknown, cookie?: string) =>
    h.app.inject({
      method: 'PUT',
      url: '/bff/v1/cart',
      headers: {
        host: 'ru.localhost:3000',
        origin: 'http://ru.localhost:3000',
        'x-csrf': '1',
        ...(cookie ? { cookie } : {}),
      },
      payload: body as object,
    });
  beforeAll(async () => {
    h = await startHarness();
    data = testCatalog(h.sandbox);
  });
  afterAll(() => h.close());

  it('saves a signed-in cart upstream with overwrite and answers the normalised cart', async () => {
    const cookie = await h.signIn('client');
    const [a, b] = data.plain;
    const response = await put({ cart: cartOf(line(a!, 2), line(b!, 1)) }, cookie);
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.saved).toBe(true);
    expect(reply.cart.products.map((p: { id: number; quantity: number }) => [p.id, p.quantity])).toEqual([
      [a!.id, 2],
      [b!.id, 1],
    ]);
    // Overwrite replaces: a second save with one line leaves one line.
    const again = await put({ cart: cartOf(line(b!, 3)) }, cookie);
    expect(again.json().cart.products.map((p: { id: number }) => p.id)).toEqual([b!.id]);
  });

  it('merges into the server cart when overwrite is false (cart-merge "merge")', async () => {
    const cookie = await h.signIn('client');
    const [a, b] = data.plain;
    await put({ cart: cartOf(line(a!, 1)) }, cookie);
    const merged = await put({ cart: cartOf(line(b!, 2)), overwrite: false }, cookie);
    expect(
      merged
        .json()
        .cart.products.map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([a!.id, b!.id].sort());
  });

  it('keeps a visitor cart in the browser: nothing reaches the upstream', async () => {
    const before = h.sandbox.callLog.count('cartSave');
    const response = await put({ cart: cartOf(line(data.plain[0]!, 1)) });
    expect(response.json()).toEqual({ saved: false, cart: null });
    expect(h.sandbox.callLog.count('cartSave')).toBe(before);
  });

  it('keeps a referral visitor cart in the browser', async () => {
    const referral = cookieOf(await h.post('/bff/v1/auth/referral', { ref: '100001' }));
    const before = h.sandbox.callLog.count('cartSave');
    const response = await put({ cart: cartOf(line(data.plain[0]!, 1)) }, referral);
    expect(response.json().saved).toBe(false);
    expect(h.sandbox.callLog.count('cartSave')).toBe(before);
  });

  it.each([
    ['type', () => cartOf(line(data.plain[0]!, 1), line(data.audio, 1))],
    ['only_in_cart', () => cartOf(line(data.kit, 1), line(data.plain[0]!, 1))],
    ['limit', () => cartOf(line(data.service, 3))],
  ])('refuses a cart breaking the %s rule before the upstream, naming the check', async (check, cart) => {
    const cookie = await h.signIn('client');
    const before = h.sandbox.callLog.count('cartSave');
    const response = await put({ cart: cart() }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'cart_rule', fields: { check: [check] } });
    expect(h.sandbox.callLog.count('cartSave')).toBe(before);
  });

  it('names the check the upstream refuses when the client lies about a line', async () => {
    const cookie = await h.signIn('client');
    // The client claims the audio is a product: the upstream's own rule catches the mixed types.
    const lying = { ...line(data.audio, 1), type: 0 as const };
    const response = await put({ cart: cartOf(line(data.plain[0]!, 1), lying) }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'cart_rule', fields: { check: ['type'] } });
  });

  it('refuses viewer spectating without can_create_order_well with 403 spectator_cannot_order', async () => {
    const spectating = cookieOf(
      await h.post('/bff/v1/auth/spectator', { as_user: 'partner' }, await h.signIn('viewer')),
    );
    const before = h.sandbox.callLog.count('cartSave');
    const response = await put({ cart: cartOf(line(data.plain[0]!, 1)) }, spectating);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('spectator_cannot_order');
    expect(h.sandbox.callLog.count('cartSave')).toBe(before);
  });

  it('lets manager spectating with can_create_order_well save the cart', async () => {
    const spectating = cookieOf(
      await h.post('/bff/v1/auth/spectator', { as_user: 'partner' }, await h.signIn('manager')),
    );
    const response = await put({ cart: cartOf(line(data.plain[0]!, 1)) }, spectating);
    expect(response.statusCode).toBe(200);
    expect(response.json().saved).toBe(true);
  });

  it('refuses a negative quantity as bad input', async () => {
    const response = await put(
      { cart: cartOf({ ...line(data.plain[0]!, 1), quantity: -1 }) },
      await h.signIn('client'),
    );
    expect(response.statusCode).toBe(400);
  });

  it('calculates with the stock, delivery type, city and flags, in one upstream call', async () => {
    const before = h.sandbox.callLog.count('cartCalculate');
    const response = await h.post(
      '/bff/v1/cart/calculate',
      {
        cart: cartOf(line(data.plain[0]!, 2)),
        delivery_type: 'delivery-courier',
        city_id: 101,
        calculate_tax: true,
        apply_vat: false,
        recount: true,
      },
      await h.signIn('partner'),
    );
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.products[0]).toMatchObject({ id: data.plain[0]!.id, quantity: 2 });
    expect(reply.currency_code).toBe('RUB');
    expect(Object.keys(reply.available_gifts).length).toBeGreaterThan(0);
    expect(h.sandbox.callLog.count('cartCalculate') - before).toBe(1);
    // The flags reached the upstream: the tax is counted and the courier priced for Moscow.
    expect(reply.total_tax).toBeGreaterThan(0);
    expect(reply.notes.join(' ')).toContain('courier');
  });

  it('passes each limited line’s overlimit_spare on to the client (spec 1 §3)', async () => {
    const reply = (await h.post('/bff/v1/cart/calculate', { cart: cartOf(line(data.service, 1)) })).json();
    // The service's limit is 2: one more unit fits.
    expect(reply.products[0]).toMatchObject({ id: data.service.id, limit: 2, overlimit_spare: 1 });
    const plain = (await h.post('/bff/v1/cart/calculate', { cart: cartOf(line(data.plain[0]!, 1)) })).json();
    expect(plain.products[0].overlimit_spare).toBeNull();
  });

  it('reports a sold-out line as preorder in the calculation', async () => {
    const response = await h.post('/bff/v1/cart/calculate', { cart: cartOf(line(data.soldOut, 1)) });
    expect(response.json().preorder).toEqual([data.soldOut.code]);
  });

  it('shares a cart and opens the shared cart by its hash', async () => {
    const shared = await h.post('/bff/v1/cart/share', { cart: cartOf(line(data.plain[1]!, 2)) });
    expect(shared.statusCode).toBe(200);
    const { hash, link } = shared.json();
    expect(link).toContain(hash);
    const opened = await h.get(`/bff/v1/cart/shared/${hash}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().products[0]).toMatchObject({ id: data.plain[1]!.id, quantity: 2 });
  });
});
