import { COURIER_PAUSED_CITY_IDS, PICKUP_PAUSED_CITY_IDS } from '@gf/sandbox/delivery/delivery-lists';
import { methodsFor } from '@gf/sandbox/state/delivery-methods';
import { cityById } from '@gf/sandbox/state/geo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, courierMoscow, line, testCatalog } from '../../../test/harness/checkout-test-data.js';
import { cookieOf, type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { distanceKm } from './checkout-routes.js';

describe('checkout routes (spec 2 §2, §7)', () => {
  let h: Harness;
  let data: ReturnType<typeof testCatalog>;
  beforeAll(async () => {
    h = await startHarness({ MAP_TILE_URL: null });
    data = testCatalog(h.sandbox);
  });
  afterAll(() => h.close());

  it('step 1 for a partner: the site countries (own first), territories and templates in one call', async () => {
    const response = await h.get('/bff/v1/checkout', await h.signIn('partner'));
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.buyer).toEqual({
      kind: 'order',
      referral: null,
      spectating: false,
      can_order: true,
      flow: 'standard',
    });
    expect(reply.countries[0]).toMatchObject({ code: 'RU', id: 1 });
    expect(reply.territories.length).toBeGreaterThan(0);
    expect(reply.templates.map((t: { type: string }) => t.type).sort()).toEqual(['courier', 'pvz', 'shop']);
    expect(reply.map).toEqual({ tile_url: null, attribution: expect.any(String) });
  });

  it('step 1 tells a referral visitor, a plain visitor and a viewer apart', async () => {
    const referral = cookieOf(await h.post('/bff/v1/auth/referral', { ref: '100001' }));
    expect((await h.get('/bff/v1/checkout', referral)).json().buyer).toMatchObject({
      kind: 'ref-order',
      referral: { ref: '100001' },
      can_order: true,
    });
    expect((await h.get('/bff/v1/checkout')).json().buyer).toMatchObject({ kind: 'visitor', can_order: false });
    const viewer = cookieOf(await h.post('/bff/v1/auth/spectator', { as_user: 'partner' }, await h.signIn('viewer')));
    expect((await h.get('/bff/v1/checkout', viewer)).json().buyer).toMatchObject({
      spectating: true,
      can_order: false,
    });
  });

  it('finds cities and the stocks of a territory', async () => {
    const cities = (await h.get('/bff/v1/checkout/cities?country_id=1&query=Mos')).json().cities;
    expect(cities[0]).toMatchObject({ id: 101, name: 'Moscow' });
    const territories = (await h.get('/bff/v1/checkout')).json().territories;
    const stocks = await h.get(`/bff/v1/checkout/stocks?territory_id=${territories[0].id}`);
    expect(stocks.statusCode).toBe(200);
    expect(Array.isArray(stocks.json().stocks)).toBe(true);
  });

  it('reads the delivery list with the ref-order variant for a referral visitor', async () => {
    const partner = await h.get('/bff/v1/checkout/delivery?city_id=101&country_id=1', await h.signIn('partner'));
    expect(partner.json().delivery_list.map((d: { type: string }) => d.type)).toEqual(
      expect.arrayContaining(['stock', 'delivery-courier', 'delivery-pickup']),
    );
    const before = h.sandbox.callLog.count('refOrderDeliveryList');
    const referral = cookieOf(await h.post('/bff/v1/auth/referral', { ref: '100001' }));
    const visitor = await h.get('/bff/v1/checkout/delivery?city_id=101', referral);
    expect(visitor.statusCode).toBe(200);
    expect(h.sandbox.callLog.count('refOrderDeliveryList') - before).toBe(1);
  });

  it('offers courier and pickup-point delivery only where enable_courier and enable_pvz say so (spec 1 §3)', async () => {
    const cookie = await h.signIn('partner');
    const typesIn = async (city: number) => {
      const reply = (await h.get(`/bff/v1/checkout/delivery?city_id=${city}&country_id=1`, cookie)).json();
      return { types: reply.delivery_list.map((d: { type: string }) => d.type), reply };
    };
    const paused = COURIER_PAUSED_CITY_IDS[0]!;
    const courierOff = await typesIn(paused);
    expect(courierOff.reply.enable_courier).toBe(false);
    expect(courierOff.types).not.toContain('delivery-courier');
    expect(courierOff.types).toContain('delivery-pickup');
    const pickupOff = await typesIn(PICKUP_PAUSED_CITY_IDS[0]!);
    expect(pickupOff.reply.enable_pvz).toBe(false);
    expect(pickupOff.types).not.toContain('delivery-pickup');
    // The upstream still lists the switched-off methods: the gateway is what leaves them out.
    const city = cityById(paused)!;
    expect(methodsFor(city).map((m) => m.type)).toContain('delivery-courier');
  });

  it('lists pickup points with coordinates and distance, nearest first', async () => {
    const reply = (await h.get('/bff/v1/checkout/pickup-points?delivery_id=20&city_id=101')).json();
    expect(reply.points.length).toBeGreaterThan(1);
    expect(reply.points[0].coords).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    const distances = reply.points.map((p: { distance_km: number }) => p.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('measures distances on the globe', () => {
    expect(
      distanceKm({ latitude: 55.7558, longitude: 37.6173 }, { latitude: 59.9343, longitude: 30.3351 }),
    ).toBeCloseTo(634, -1);
  });

  it('compares delivery methods for the cart', async () => {
    const response = await h.post(
      '/bff/v1/checkout/compare',
      { cart: cartOf(line(data.plain[0]!, 1)), city_id: 101 },
      await h.signIn('partner'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().delivery_list.length).toBeGreaterThan(0);
  });

  it('compares with the ref-order variant for a referral visitor (spec 1 §3 delivery/compare)', async () => {
    const before = {
      order: h.sandbox.callLog.count('deliveryCompare'),
      ref: h.sandbox.callLog.count('refOrderDeliveryCompare'),
    };
    const referral = cookieOf(await h.post('/bff/v1/auth/referral', { ref: '100001' }));
    const response = await h.post(
      '/bff/v1/checkout/compare',
      { cart: cartOf(line(data.plain[0]!, 1)), city_id: 101 },
      referral,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().delivery_list.length).toBeGreaterThan(0);
    expect(h.sandbox.callLog.count('refOrderDeliveryCompare') - before.ref).toBe(1);
    expect(h.sandbox.callLog.count('deliveryCompare')).toBe(before.order);
  });

  it('reads and deletes address templates', async () => {
    const cookie = await h.signIn('client');
    const list = (await h.get('/bff/v1/checkout/address-templates?country_id=1', cookie)).json().templates;
    expect(list.length).toBeGreaterThan(0);
    const id = list[0].id;
    const deleted = await h.app.inject({
      method: 'DELETE',
      url: `/bff/v1/checkout/address-templates/${id}`,
      headers: { host: 'ru.localhost:3000', origin: 'http://ru.localhost:3000', 'x-csrf': '1', cookie },
    });
    expect(deleted.json()).toEqual({ ok: true });
    const after = (await h.get('/bff/v1/checkout/address-templates?country_id=1', cookie)).json().templates;
    expect(after.find((t: { id: number }) => t.id === id)).toBeUndefined();
  });

  it('checks a delivery after the phone and address rules', async () => {
    const ok = await h.post('/bff/v1/checkout/delivery-check', courierMoscow, await h.signIn('partner'));
    expect(ok.json()).toMatchObject({ ok: true });
    const before = h.sandbox.callLog.count('deliveryCheck');
    const landline = await h.post('/bff/v1/checkout/delivery-check', { ...courierMoscow, phone: '+74951234567' });
    expect(landline.json().error).toMatchObject({ code: 'delivery_rules', fields: { 'delivery.phone': ['type'] } });
    const noHouse = await h.post('/bff/v1/checkout/delivery-check', { ...courierMoscow, house: undefined });
    expect(noHouse.json().error.fields['delivery.house']).toEqual(['required']);
    expect(h.sandbox.callLog.count('deliveryCheck')).toBe(before);
  });

  it('transliterates address fields and checks a VAT number', async () => {
    const latin = await h.post('/bff/v1/checkout/transliterate', { street: 'Тверская' });
    expect(latin.statusCode).toBe(200);
    expect(latin.json().street).toMatch(/^[A-Za-z' -]+$/);
    const vat = await h.post('/bff/v1/checkout/vat', { vat_number: 'not a vat' });
    expect(vat.json()).toEqual({ valid: false });
  });
});
