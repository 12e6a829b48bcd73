import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { callSandbox, signIn } from '../test-client.js';

interface List {
  delivery_list: { id: number; type: string; cost: number }[];
  stocks: { id: number }[];
  offices: { id: number }[];
  group_orders: { number: string }[];
  enable_courier: boolean;
  enable_pvz: boolean;
}

describe('sandbox delivery and geo (spec 1 §3, spec 2 §7)', () => {
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await buildSandbox({
      validateReplies: true,
      logLevel: 'silent',
      now: () => Date.parse('2026-11-22T10:00:00Z'),
    });
  });
  afterEach(() => sandbox.app.close());

  it('lists methods per city: courier near a stock only, carriers and group orders by country', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'partner');
    const list = (city: number) =>
      callSandbox<List>(sandbox.app, 'GET', `/greenway/shop/order/delivery/list/?city_id=${city}`, { token });
    const moscow = (await list(101)).body;
    expect(moscow).toMatchObject({
      enable_courier: true,
      enable_pvz: true,
      stocks: [{ id: 1 }, ...moscow.stocks.slice(1)],
    });
    expect(moscow.offices.map((o) => o.id)).toContain(2);
    expect(moscow.group_orders.length).toBeGreaterThan(0);
    const vladivostok = (await list(107)).body;
    expect(vladivostok.enable_courier).toBe(false);
    const miami = (await list(304)).body;
    expect(miami.delivery_list.map((d) => d.type)).toEqual(['stock', 'delivery-pickup']);
    const ref = await callSandbox(sandbox.app, 'GET', '/greenway/shop/ref-order/delivery/list/?city_id=101&ref=42');
    expect(ref.status).toBe(400);
  });

  it('gives the same pickup points for a carrier and city on every call, with coordinates and hours', async () => {
    const url = '/greenway/shop/ref-order/delivery/pickup-points/?delivery_id=20&city_id=102';
    const first = await callSandbox<{ points: { code: string; times: string; coords: object; delivery_id: number }[] }>(
      sandbox.app,
      'GET',
      url,
    );
    const second = await callSandbox(sandbox.app, 'GET', url);
    expect(first.body.points.length).toBeGreaterThanOrEqual(3);
    expect(second.body).toEqual(first.body);
    expect(first.body.points[0]).toMatchObject({
      code: 'CDEK-102-001',
      delivery_id: 20,
      coords: { latitude: expect.any(Number) },
    });
    const italy = await callSandbox<{ points: unknown[] }>(
      sandbox.app,
      'GET',
      '/greenway/shop/ref-order/delivery/pickup-points/?delivery_id=20&city_id=401',
    );
    expect(italy.body.points).toEqual([]);
  });

  it('deletes only the caller’s own address templates', async () => {
    const partner = await signIn(sandbox.app, 'partner');
    const client = await signIn(sandbox.app, 'client');
    const list = async () =>
      (
        await callSandbox<{ templates: { id: number }[] }>(
          sandbox.app,
          'POST',
          '/shop/order/delivery/address-templates/',
          {
            token: partner.access_token,
            body: { country_id: 1 },
          },
        )
      ).body.templates.map((t) => t.id);
    expect(await list()).toEqual([1, 2, 3]);
    expect(
      (await callSandbox(sandbox.app, 'DELETE', '/greenway/office/address-template/1/', { token: client.access_token }))
        .status,
    ).toBe(404);
    expect(
      (
        await callSandbox(sandbox.app, 'DELETE', '/greenway/office/address-template/1/', {
          token: partner.access_token,
        })
      ).status,
    ).toBe(200);
    expect(await list()).toEqual([2, 3]);
  });

  it('transliterates Cyrillic addresses and checks a courier address', async () => {
    const latin = await callSandbox(sandbox.app, 'POST', '/shop/address/transliterate/', {
      body: { street: 'улица Щорса', city: 'ЖУКОВСКИЙ', note: 'Kv. 5' },
    });
    expect(latin.body).toEqual({ street: 'ulitsa Shchorsa', city: 'ZHUKOVSKIY', note: 'Kv. 5' });
    const check = await callSandbox(sandbox.app, 'POST', '/shop/order/delivery/check/', {
      body: {
        delivery_type: 'delivery-courier',
        city_id: 601,
        country: 'AZ',
        full_name: 'A',
        phone: '+994501234567',
        street: 'Nizami',
        house: '1',
      },
    });
    expect(check.body).toMatchObject({ ok: false, cost: null, message: expect.stringMatching(/map/) });
  });

  it('looks up cities, territories and stocks', async () => {
    const cities = await callSandbox<{ cities: { name: string }[] }>(
      sandbox.app,
      'GET',
      '/greenway/cities/?query=al&country_id=2',
    );
    expect(cities.body.cities[0]?.name).toBe('Almaty');
    const territories = await callSandbox<{ territories: { id: number; name: string }[] }>(
      sandbox.app,
      'GET',
      '/territories/',
      {
        headers: { 'content-location': 'it' },
      },
    );
    const lombardy = territories.body.territories.find((t) => t.name === 'Lombardy')!;
    const stocks = await callSandbox(sandbox.app, 'GET', `/stocks/?territory_id=${lombardy.id}`);
    expect(stocks.body).toMatchObject({ stocks: [{ name: 'Milan stock', coords: { latitude: expect.any(Number) } }] });
  });
});
