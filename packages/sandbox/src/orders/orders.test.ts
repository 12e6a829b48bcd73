import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { carts } from '../state/carts.js';
import { orders } from '../state/orders.js';
import { callSandbox, signIn } from '../test-client.js';

const cart = (products: { id: number; quantity: number }[]) => ({ products, gifts: [], free: [], choices: [] });
const stock = {
  delivery_type: 'stock',
  city_id: 101,
  stock_id: 1,
  country: 'RU',
  full_name: 'Ivan Klientov',
  phone: '+79001000002',
};
const courier = { delivery_type: 'delivery-courier', city_id: 101, country: 'RU', street: 'Tverskaya', house: '7' };

interface Created {
  id: number;
  number: string;
  payment_methods: { code: string }[];
  cart: { products: unknown[] };
  auth_info: { access_token: string; user: { id: number } } | null;
  need_confirm_receiving: boolean;
}

describe('sandbox orders (spec 2 §3, §5)', () => {
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await buildSandbox({
      validateReplies: true,
      logLevel: 'silent',
      now: () => Date.parse('2026-11-22T10:00:00Z'),
    });
  });
  afterEach(() => sandbox.app.close());

  const create = (path: string, body: object, token?: string, site = 'ru') =>
    callSandbox<Created>(sandbox.app, 'POST', path, {
      body,
      ...(token ? { token } : {}),
      headers: { 'content-location': site },
    });

  it('creates an order awaiting payment, empties the server cart and saves the address template', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'client');
    await callSandbox(sandbox.app, 'PUT', '/greenway/shop/cart/', {
      token,
      body: { overwrite: true, cart: cart([{ id: 2, quantity: 1 }]) },
    });
    const reply = await create(
      '/greenway/shop/order/create/',
      {
        cart: cart([{ id: 2, quantity: 1 }]),
        delivery: { ...courier, full_name: 'Ivan Klientov', phone: '+79001000002' },
        save_template: true,
      },
      token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ cart: { products: [] }, auth_info: null, need_confirm_receiving: true });
    expect(reply.body.payment_methods[0]?.code).toBe('pay/internal');
    const order = orders(sandbox.state()).byId(reply.body.id)!;
    expect(order).toMatchObject({ status: 'awaiting_payment', userId: 2, currency: 'RUB' });
    expect(carts(sandbox.state()).get(2)?.products).toEqual([]);
    const templates = await callSandbox<{ templates: { address: string }[] }>(
      sandbox.app,
      'POST',
      '/shop/order/delivery/address-templates/',
      { token, body: { country_id: 1, type: 'courier' } },
    );
    expect(templates.body.templates.map((t) => t.address)).toContain('Tverskaya, 7');
  });

  it('refuses a referral order with a code that is not a partner number, and registers the buyer otherwise', async () => {
    const body = {
      cart: cart([{ id: 2, quantity: 1 }]),
      delivery: { ...courier, full_name: 'Vera Lesnaya', phone: '+79161230001' },
    };
    const bad = await create('/greenway/shop/ref-order/create/', { ...body, registration: { ref: '999' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { 'registration.ref': [expect.any(String)] } });
    const good = await create('/greenway/shop/ref-order/create/', { ...body, registration: { ref: '100001' } });
    expect(good.status).toBe(200);
    const info = await callSandbox<{ user: { name: string } }>(sandbox.app, 'GET', '/auth/info/', {
      token: good.body.auth_info!.access_token,
    });
    expect(info.body.user.name).toBe('Vera Lesnaya');
    expect(orders(sandbox.state()).byId(good.body.id)).toMatchObject({
      kind: 'ref-order',
      userId: good.body.auth_info!.user.id,
    });
    const again = await create('/greenway/shop/ref-order/create/', { ...body, registration: { ref: '100001' } });
    expect(again.body).toMatchObject({ errors: { 'delivery.phone': [expect.stringMatching(/registered/)] } });
  });

  it('requires coordinates for courier delivery in AZ (spec 2 §5)', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'partner');
    const delivery = {
      delivery_type: 'delivery-courier',
      city_id: 601,
      country: 'AZ',
      street: 'Nizami',
      house: '10',
      full_name: 'Anna Partnerova',
      phone: '+994501234567',
    };
    const without = await create(
      '/greenway/shop/order/create/',
      { cart: cart([{ id: 2, quantity: 1 }]), delivery },
      token,
      'az',
    );
    expect(without.status).toBe(400);
    expect(Object.keys((without.body as unknown as { errors: object }).errors).sort()).toEqual([
      'delivery.latitude',
      'delivery.longitude',
    ]);
    const withCoords = await create(
      '/greenway/shop/order/create/',
      { cart: cart([{ id: 2, quantity: 1 }]), delivery: { ...delivery, latitude: 40.41, longitude: 49.87 } },
      token,
      'az',
    );
    expect(withCoords.status).toBe(200);
    expect(orders(sandbox.state()).byId(withCoords.body.id)).toMatchObject({ currency: 'AZN', site: 'az' });
  });

  it('reports missing address parts and a foreign phone per field', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'partner');
    const reply = await create(
      '/greenway/shop/order/create/',
      {
        cart: cart([{ id: 2, quantity: 1 }]),
        delivery: {
          delivery_type: 'delivery-courier',
          city_id: 101,
          country: 'RU',
          full_name: 'A',
          phone: '+12125550100',
        },
      },
      token,
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      errors: {
        'delivery.street': ['Required'],
        'delivery.house': ['Required'],
        'delivery.phone': [expect.any(String)],
      },
    });
  });

  it('returns the same order for a repeated idempotency key', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'client');
    const body = {
      cart: cart([{ id: 2, quantity: 1 }]),
      delivery: stock,
      order_metrics: { idempotency_key: 'checkout-42' },
    };
    const first = await create('/greenway/shop/order/create/', body, token);
    const second = await create('/greenway/shop/order/create/', body, token);
    expect(second.body.id).toBe(first.body.id);
    expect(orders(sandbox.state()).all.filter((o) => o.idempotencyKey === 'checkout-42')).toHaveLength(1);
  });

  it('refuses sold-out and short lines with only_left_in_stock and preorder codes, and takes accepted preorders', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'client');
    const soldOut = await create(
      '/greenway/shop/order/create/',
      { cart: cart([{ id: 5, quantity: 1 }]), delivery: stock },
      token,
    );
    expect(soldOut.status).toBe(400);
    expect(soldOut.body).toMatchObject({ code: 'stock', errors: { preorder: ['10185'] } });
    const short = await create(
      '/greenway/shop/order/create/',
      { cart: cart([{ id: 2, quantity: 99 }]), delivery: stock },
      token,
    );
    expect(short.body).toMatchObject({ errors: { only_left_in_stock: [expect.stringMatching(/^2:\d+$/)] } });
    const accepted = await create(
      '/greenway/shop/order/create/',
      { cart: cart([{ id: 5, quantity: 1 }]), delivery: stock, preorder_codes: ['10185'] },
      token,
    );
    expect(accepted.status).toBe(200);
  });

  it('writes a valid PDF blank with the order number and total', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'partner');
    const reply = await sandbox.app.inject({
      method: 'GET',
      url: '/api/v1/shop/order/5001/blank/',
      headers: { authorization: `Bearer ${token}`, 'content-location': 'ru' },
    });
    expect(reply.headers['content-type']).toContain('application/pdf');
    const pdf = reply.rawPayload.toString('latin1');
    const order = orders(sandbox.state()).byId(5001)!;
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain(`(Order ${order.number}) Tj`);
    expect(pdf).toContain(`Total: ${order.total.toFixed(2)} RUB`);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const other = await signIn(sandbox.app, 'client');
    const foreign = await callSandbox(sandbox.app, 'GET', '/shop/order/5001/blank/', { token: other.access_token });
    expect(foreign.status).toBe(404);
  });

  it('checks VAT numbers with the checksum rule', async () => {
    const check = async (vat_number: string) =>
      (await callSandbox<{ valid: boolean }>(sandbox.app, 'POST', '/shop/order/vat/', { body: { vat_number } })).body
        .valid;
    expect(await check('IT12345678903')).toBe(true);
    expect(await check('IT12345678901')).toBe(false);
    expect(await check('RU12345678903')).toBe(false);
  });
});
