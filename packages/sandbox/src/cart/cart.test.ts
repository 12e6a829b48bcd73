import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { convert } from '../state/currencies.js';
import { callSandbox, signIn } from '../test-client.js';
import { calculationText } from './calculation-text.js';
import { thresholdText } from './promotions.js';

/** The request languages: the calculation's messages are Russian for ru and English for the rest. */
const RUSSIAN = 'ru-RU';
const ENGLISH = 'en-US';
/** The first promotion's threshold in roubles (promotions.ts). */
const FIRST_PROMOTION_RUB = 5000;

type Line = { id: number; quantity: number };
const cart = (products: Line[], gifts: Line[] = [], choices: Line[] = []) => ({ products, gifts, free: [], choices });

interface Calc {
  products: { id: number; quantity: number; price: number; currency_code: string }[];
  free: { id: number; price: number }[];
  choose: { id: number; is_chosen: boolean }[];
  available_gifts: Record<string, { total: number; pv: number; prods: { id: number; qty: number }[] }>;
  max_gft_balance: number;
  only_left_in_stock: { id: number; quantity: number }[];
  preorder: string[];
  cost: number;
  value: number;
  total_tax: number;
  info_messages: string[];
  error_message: string | null;
  order_source: string | null;
}

describe('sandbox cart (spec 2 §3, §4)', () => {
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await buildSandbox({
      validateReplies: true,
      logLevel: 'silent',
      now: () => Date.parse('2026-11-22T10:00:00Z'),
    });
  });
  afterEach(() => sandbox.app.close());

  const calc = async (body: object, token?: string, site = 'ru', language = RUSSIAN) => {
    const reply = await callSandbox<Calc>(sandbox.app, 'POST', '/greenway/shop/cart/calculate/', {
      body,
      ...(token ? { token } : {}),
      headers: { 'content-location': site, 'content-language': language },
    });
    expect(reply.status).toBe(200);
    return reply.body;
  };

  it('replaces the server cart on overwrite and merges it otherwise', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'client');
    const save = (overwrite: boolean, products: Line[]) =>
      callSandbox<{ products: Line[] }>(sandbox.app, 'PUT', '/greenway/shop/cart/', {
        token,
        body: { overwrite, cart: cart(products) },
      });
    await save(true, [{ id: 2, quantity: 2 }]);
    const merged = await save(false, [
      { id: 17, quantity: 1 },
      { id: 2, quantity: 1 },
    ]);
    expect(merged.body.products.map((l) => [l.id, l.quantity])).toEqual([
      [2, 2],
      [17, 1],
    ]);
    const replaced = await save(true, [{ id: 17, quantity: 3 }]);
    expect(replaced.body.products.map((l) => [l.id, l.quantity])).toEqual([[17, 3]]);
    const info = await callSandbox<{ cart: { products: Line[] } }>(sandbox.app, 'GET', '/auth/info/', { token });
    expect(info.body.cart.products).toMatchObject([{ id: 17, quantity: 3 }]);
  });

  it('stores normalised lines in the site currency and refuses a start kit with other lines', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'client');
    const italian = await callSandbox<{ currency_code: string; products: { price: number; path: string }[] }>(
      sandbox.app,
      'PUT',
      '/greenway/shop/cart/',
      { token, body: { overwrite: true, cart: cart([{ id: 2, quantity: 1 }]) }, headers: { 'content-location': 'it' } },
    );
    expect(italian.body.currency_code).toBe('EUR');
    expect(italian.body.products[0]).toMatchObject({
      price: convert(2690, 'it'),
      path: expect.stringContaining('/shop/brands/'),
    });
    const kit = await callSandbox(sandbox.app, 'PUT', '/greenway/shop/cart/', {
      token,
      body: {
        overwrite: true,
        cart: cart([
          { id: 43, quantity: 1 },
          { id: 2, quantity: 1 },
        ]),
      },
    });
    expect(kit.status).toBe(400);
    expect(kit.body).toMatchObject({ errors: { only_in_cart: [expect.any(String)] } });
  });

  it('keys available_gifts by bonus amount and splits gift lines from product lines', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'partner');
    // Product 2 (2,690 RUB) may be paid with bonuses; product 1 (2,590 RUB) may not.
    const lines = [
      { id: 2, quantity: 2 },
      { id: 1, quantity: 1 },
    ];
    const reply = await calc({ cart: cart(lines) }, token);
    expect(reply.max_gft_balance).toBe(5380);
    expect(Object.keys(reply.available_gifts)).toEqual(['0', '1000', '2000', '3000', '4000', '5000']);
    expect(reply.available_gifts['0']).toMatchObject({ total: 7970, prods: [] });
    expect(reply.available_gifts['5000']).toMatchObject({ total: 7970 - 2690, prods: [{ id: 2, qty: 1 }] });
    expect(reply.available_gifts['5000']!.pv).toBeLessThan(reply.available_gifts['0']!.pv);

    const split = await calc({ cart: cart([{ id: 1, quantity: 1 }], [{ id: 2, quantity: 2 }]) }, token);
    expect(split).toMatchObject({ cost: 2590, error_message: null });

    const visitor = await calc({ cart: cart(lines) });
    expect(visitor.max_gft_balance).toBe(0);
    expect(Object.keys(visitor.available_gifts)).toEqual(['0']);
    const overflow = await calc({ cart: cart([], [{ id: 2, quantity: 1 }]) }, undefined, 'ru', ENGLISH);
    expect(overflow.error_message).toMatch(/at most/);
    const overflowRu = await calc({ cart: cart([], [{ id: 2, quantity: 1 }]) });
    expect(overflowRu.error_message).toBe(calculationText(RUSSIAN, 'bonusLimit', { amount: '0 RUB' }));
    const recounted = await calc({ cart: cart([], [{ id: 2, quantity: 1 }]), recount: true });
    expect(recounted).toMatchObject({ error_message: null, cost: 2690, products: [{ id: 2, quantity: 1 }] });
  });

  it('adds a free item above the threshold and drops it below, so a finished action can be seen', async () => {
    const above = await calc({ cart: cart([{ id: 2, quantity: 2 }]) });
    expect(above.free).toEqual([expect.objectContaining({ id: 34, price: 0 })]);
    const below = await calc({ cart: cart([{ id: 2, quantity: 1 }]) }, undefined, 'ru', ENGLISH);
    expect(below.free).toEqual([]);
    expect(below.info_messages[0]).toMatch(/Add 2310 RUB more/);
    const choice = await calc({ cart: cart([{ id: 2, quantity: 3 }], [], [{ id: 32, quantity: 1 }]) });
    expect(choice.choose.map((c) => [c.id, c.is_chosen])).toEqual([
      [31, false],
      [32, true],
      [33, false],
    ]);
  });

  it('names promotion thresholds in the site currency, never in roubles on another site (issue 23)', async () => {
    const en = await calc({ cart: cart([{ id: 2, quantity: 1 }]) }, undefined, 'ru', ENGLISH);
    expect(en.info_messages[0]).toMatch(/from 5,000 RUB$/);
    // In Russian the thousands are grouped with a (no-break) space: 5,000 would read as five.
    const ru = await calc({ cart: cart([{ id: 2, quantity: 1 }]) });
    expect(ru.info_messages[0]).toMatch(new RegExp(`от ${thresholdText(FIRST_PROMOTION_RUB, 'ru', RUSSIAN)}$`));
    expect(thresholdText(FIRST_PROMOTION_RUB, 'ru', RUSSIAN)).toBe('5\u00a0000 RUB');
    const eg = await calc({ cart: cart([{ id: 2, quantity: 1 }]) }, undefined, 'eg', 'ar-EG');
    const threshold = Math.round(convert(FIRST_PROMOTION_RUB, 'eg')).toLocaleString('en');
    expect(eg.info_messages[0]).toMatch(new RegExp(`from ${threshold} EGP$`));
    expect(eg.info_messages.join(' ')).not.toMatch(/RUB/);
  });

  it('reports sold-out lines as preorder codes and large quantities as only_left_in_stock', async () => {
    const reply = await calc({
      cart: cart([
        { id: 5, quantity: 1 },
        { id: 2, quantity: 99 },
      ]),
      stock_id: 1,
    });
    expect(reply.preorder).toEqual(['10185']);
    expect(reply.only_left_in_stock).toEqual([{ id: 2, quantity: expect.any(Number) }]);
    expect(reply.only_left_in_stock[0]!.quantity).toBeLessThan(99);
  });

  it('prices delivery by type and city, and converts to the site currency', async () => {
    const lines = cart([{ id: 2, quantity: 1 }]);
    const stock = await calc({ cart: lines, delivery_type: 'stock', stock_id: 1 });
    const moscow = await calc({ cart: lines, delivery_type: 'delivery-courier', city_id: 101 });
    const podolsk = await calc({ cart: lines, delivery_type: 'delivery-courier', city_id: 108 });
    const vladivostok = await calc({ cart: lines, delivery_type: 'delivery-pickup', city_id: 107 });
    expect(stock.cost).toBe(2690);
    expect(moscow.cost).toBeGreaterThan(2690);
    expect(podolsk.cost).toBeGreaterThan(moscow.cost);
    expect(vladivostok.cost).toBeGreaterThan(moscow.cost);
    const noCourier = await calc({ cart: lines, delivery_type: 'delivery-courier', city_id: 107 });
    expect(noCourier.error_message).toMatch(/Vladivostok/);
    const us = await calc({ cart: lines, calculate_tax: true }, undefined, 'us');
    expect(us.products[0]).toMatchObject({ currency_code: 'USD', price: convert(2690, 'us') });
    expect(us.total_tax).toBeGreaterThan(0);
    expect(us.cost).toBeCloseTo(convert(2690, 'us') + us.total_tax, 2);
  });

  it('opens a shared cart by its hash as public_set', async () => {
    const shared = await callSandbox<{ hash: string; link: string }>(
      sandbox.app,
      'POST',
      '/greenway/shop/cart/share/',
      {
        body: { cart: cart([{ id: 10, quantity: 2 }]) },
      },
    );
    expect(shared.body.link).toContain(shared.body.hash);
    const opened = await calc({ public_set: shared.body.hash });
    expect(opened).toMatchObject({ products: [{ id: 10, quantity: 2 }], order_source: 'shared_cart' });
  });
});
