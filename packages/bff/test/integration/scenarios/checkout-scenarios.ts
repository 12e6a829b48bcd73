import { expect } from 'vitest';
import type { Scenario } from '../scenario.js';

/** A courier delivery in Moscow that passes the phone and address rules (spec 2 §5). */
export const COURIER_MOSCOW = {
  delivery_type: 'delivery-courier' as const,
  country: 'RU',
  city_id: 101,
  city: 'Moscow',
  recipient: { first_name: 'Anna', last_name: 'Partnerova', patronymic: 'Ivanovna' },
  phone: '+7 916 123-45-67',
  street: 'Tverskaya',
  house: '7',
  flat: '15',
  post_index: '125009',
};

/** Checkout (spec 2 §2, §5, §7). */
export const checkoutScenarios: Scenario[] = [
  {
    name: 'checkout-step-one',
    title: 'GET /checkout answers countries, territories and address templates in one gateway call',
    run: async ({ get, signIn, upstream }) => {
      const response = await get('/bff/v1/checkout', { cookie: await signIn('partner') });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        buyer: { kind: 'order', can_order: true },
        territories: expect.any(Array),
        templates: expect.any(Array),
      });
      // The site's own country first.
      expect(response.json().countries[0]).toMatchObject({ code: 'RU', id: 1 });
      expect([upstream.calls('geoTerritories'), upstream.calls('addressTemplates')]).toEqual([1, 1]);
    },
  },
  {
    name: 'checkout-cities-stocks',
    title: 'finds cities by name and the stocks of a territory',
    run: async ({ get }) => {
      const cities = await get('/bff/v1/checkout/cities?country_id=1&query=Mos');
      expect(cities.json().cities[0]).toMatchObject({ id: 101, name: 'Moscow' });
      const [territory] = (await get('/bff/v1/checkout')).json().territories;
      const stocks = await get(`/bff/v1/checkout/stocks?territory_id=${territory.id}`);
      expect(stocks.statusCode).toBe(200);
      expect(stocks.json().stocks).toEqual(expect.any(Array));
    },
  },
  {
    name: 'checkout-delivery-list',
    title: 'lists the delivery methods of a city for a partner',
    run: async ({ get, signIn, upstream }) => {
      const response = await get('/bff/v1/checkout/delivery?city_id=101&country_id=1', {
        cookie: await signIn('partner'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().delivery_list.map((d: { type: string }) => d.type)).toEqual(
        expect.arrayContaining(['stock', 'delivery-courier', 'delivery-pickup']),
      );
      expect(upstream.calls('deliveryList')).toBe(1);
    },
  },
  {
    name: 'checkout-pickup-points',
    title: 'lists pickup points with coordinates, nearest first',
    run: async ({ get }) => {
      const response = await get('/bff/v1/checkout/pickup-points?delivery_id=20&city_id=101');
      expect(response.statusCode).toBe(200);
      const distances = response.json().points.map((p: { distance_km: number }) => p.distance_km);
      expect(distances.length).toBeGreaterThan(1);
      expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    },
  },
  {
    name: 'checkout-compare',
    title: 'compares the delivery methods for the cart',
    run: async ({ post, signIn, upstream }) => {
      const cart = {
        products: [{ id: 2, quantity: 1, type: 0, limit: null, only_in_cart: false }],
        gifts: [],
        free: [],
        choices: [],
      };
      const response = await post(
        '/bff/v1/checkout/compare',
        { cart, city_id: 101 },
        { cookie: await signIn('partner') },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().delivery_list.length).toBeGreaterThan(0);
      expect(upstream.calls('deliveryCompare')).toBe(1);
    },
  },
  {
    name: 'checkout-address-templates',
    title: 'reads the address templates and deletes one',
    run: async ({ get, send, signIn }) => {
      const cookie = await signIn('client');
      const [first] = (await get('/bff/v1/checkout/address-templates?country_id=1', { cookie })).json().templates;
      const deleted = await send('DELETE', `/bff/v1/checkout/address-templates/${first.id}`, undefined, { cookie });
      expect(deleted.json()).toEqual({ ok: true });
      const after = (await get('/bff/v1/checkout/address-templates?country_id=1', { cookie })).json().templates;
      expect(after.map((t: { id: number }) => t.id)).not.toContain(first.id);
    },
  },
  {
    name: 'checkout-delivery-check',
    title: 'checks a delivery that passes the phone and address rules with the upstream',
    run: async ({ post, signIn, upstream }) => {
      const response = await post('/bff/v1/checkout/delivery-check', COURIER_MOSCOW, {
        cookie: await signIn('partner'),
      });
      expect(response.json()).toMatchObject({ ok: true });
      expect(upstream.calls('deliveryCheck')).toBe(1);
    },
  },
  {
    name: 'checkout-phone-rule-refused',
    title: 'refuses a landline phone by the phone rules without an upstream call',
    noUpstreamCall: true,
    run: async ({ post, upstream }) => {
      const response = await post('/bff/v1/checkout/delivery-check', { ...COURIER_MOSCOW, phone: '+74951234567' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'delivery_rules', fields: { 'delivery.phone': ['type'] } });
      expect(upstream.calls()).toBe(0);
    },
  },
  {
    name: 'checkout-transliterate-vat',
    title: 'transliterates address fields and checks a VAT number',
    run: async ({ post, upstream }) => {
      const latin = await post('/bff/v1/checkout/transliterate', { street: 'Тверская' });
      expect(latin.statusCode).toBe(200);
      expect(latin.json().street).toMatch(/^[A-Za-z' -]+$/);
      expect((await post('/bff/v1/checkout/vat', { vat_number: 'not a vat' })).json()).toEqual({ valid: false });
      expect([upstream.calls('addressTransliterate'), upstream.calls('vatCheck')]).toEqual([1, 1]);
    },
  },
];
