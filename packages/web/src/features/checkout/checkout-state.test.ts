import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart } from '../../lib/cart/local-cart';
import { attemptRefused, newIdempotencyKey } from '../../lib/idempotency-key';
import {
  type CheckoutForm,
  deliveryProblems,
  emptyForm,
  orderRefusalOf,
  registrationProblemsOf,
  toDeliveryBody,
  toOrderBody,
} from './checkout-state';

const courier: CheckoutForm = {
  ...emptyForm('RU'),
  countryId: 1,
  cityId: 101,
  cityName: 'Moscow',
  deliveryType: 'delivery-courier',
  street: 'Tverskaya',
  house: '7',
  flat: '15',
  firstName: 'Anna',
  lastName: 'Partnerova',
  patronymic: 'Ivanovna',
  phone: '+7 916 123 45 67',
};

describe('checkout form (spec 2 §3, §5)', () => {
  it('finds nothing wrong with a complete courier delivery', () => {
    expect(deliveryProblems(courier)).toEqual({});
  });

  it('names the phone rule a number breaks, as the user types', () => {
    expect(deliveryProblems({ ...courier, phone: '+7 495 123 45 67' })['delivery.phone']).toBe('type');
    expect(deliveryProblems({ ...courier, phone: '+7 701 123 45 67' })['delivery.phone']).toBe('country');
  });

  it('asks for coordinates for courier delivery in AZ', () => {
    const az = { ...courier, country: 'AZ', phone: '+994 50 123 45 67' };
    expect(deliveryProblems(az)['delivery.latitude']).toBe('coordinates_required');
    expect(deliveryProblems({ ...az, latitude: '40.41', longitude: '49.87' })).toEqual({});
    expect(toDeliveryBody({ ...az, latitude: '40.41', longitude: '49.87' })).toMatchObject({
      latitude: 40.41,
      longitude: 49.87,
    });
  });

  it('sends the patronymic only for listed countries and without a template', () => {
    expect(toDeliveryBody(courier).recipient.patronymic).toBe('Ivanovna');
    expect(toDeliveryBody({ ...courier, templateId: 3, templateAddress: 'x' }).recipient.patronymic).toBeUndefined();
    expect(toDeliveryBody({ ...courier, country: 'US' }).recipient.patronymic).toBeUndefined();
  });

  it('builds a pickup delivery from the chosen point', () => {
    const body = toDeliveryBody({
      ...courier,
      deliveryType: 'delivery-pickup',
      point: { code: 'CDEK-1', address: 'Moscow, Arbat 1', post_index: '119002', delivery_id: 20 },
    });
    expect(body).toMatchObject({ delivery_id: 20, address: 'Moscow, Arbat 1', post_index: '119002' });
    expect(body.street).toBeUndefined();
  });

  it('splits bonus lines into gifts and carries the key and the accepted preorder codes', () => {
    const product = {
      id: 1,
      code: 'C1',
      name: 'P',
      type: 0,
      price: 100,
      currency_code: 'RUB',
      thumbnail: '',
      path: '',
      brand: { id: 1, name: 'B', path: 'b' },
      limit: null,
      only_in_cart: false,
      max_per_order: null,
      value: 1,
      can_gft: true,
      only_rc: false,
      marking: false,
      actions: [],
    };
    const { cart } = addToCart(emptyCart(), product, 3, { spectating: false, canCreateOrderWell: false });
    const body = toOrderBody(
      { ...courier, bonus: 200 },
      cart,
      { '200': { total: 100, pv: 1, prods: [{ id: 1, qty: 2 }] } },
      { idempotencyKey: 'k'.repeat(20), preorderCodes: ['C9'], signedIn: true, registering: false },
    );
    expect(body.registration).toBeUndefined();
    expect(body.cart.products).toEqual([{ id: 1, quantity: 1, type: 0, limit: null, only_in_cart: false }]);
    expect(body.cart.gifts).toEqual([{ id: 1, quantity: 2, type: 0, limit: null, only_in_cart: false }]);
    expect(body).toMatchObject({ idempotency_key: 'k'.repeat(20), preorder_codes: ['C9'], save_template: false });
  });

  it('sends a referral buyer’s registration details and asks for what is missing (spec 2 §3)', () => {
    const person = {
      ...courier,
      ref: '100001',
      passportType: 'national',
      jurType: 'individual',
      birthDate: '1990-04-12',
      passportNumber: '4510 123456',
    };
    const body = toOrderBody(
      person,
      emptyCart(),
      {},
      {
        idempotencyKey: 'k'.repeat(20),
        preorderCodes: [],
        signedIn: false,
        registering: true,
      },
    );
    expect(body.registration).toMatchObject({
      ref: '100001',
      passport_type: 'national',
      jur_type: 'individual',
      individual: { birth_date: '1990-04-12', passport_number: '4510 123456' },
    });
    expect(registrationProblemsOf(person)).toEqual({});
    expect(registrationProblemsOf({ ...person, birthDate: '' })).toEqual({
      'registration.individual.birth_date': 'required',
    });
    expect(registrationProblemsOf({ ...person, jurType: 'entrepreneur' })).toEqual({
      'vat.number': 'required',
      'vat.company': 'required',
    });
  });

  it('makes a different key each attempt, in the shape the gateway takes', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('makes a new key only after a refusal: after a timeout the first request may have done the work', () => {
    expect(attemptRefused(400)).toBe(true);
    expect(attemptRefused(409)).toBe(true);
    expect(attemptRefused(504)).toBe(false);
    expect(attemptRefused(502)).toBe(false);
    expect(attemptRefused(0)).toBe(false);
  });

  it('leads an open-entry visitor without a sponsor to the sponsor choice (spec 2 §4)', () => {
    const refused = { status: 400, code: 'sponsor_required', message: 'Choose a sponsor before ordering' };
    expect(orderRefusalOf({ ...refused, fields: { sponsor_id: ['Choose a sponsor before ordering'] } })).toBe(
      'sponsor',
    );
  });

  it('sends a stock change to the cart, delivery field errors to step 1, and shows anything else', () => {
    const refused = { status: 400, code: 'invalid_input', message: 'Invalid input' };
    expect(orderRefusalOf({ ...refused, code: 'stock_changed', fields: { only_left_in_stock: ['1:2'] } })).toBe(
      'stock',
    );
    expect(orderRefusalOf({ ...refused, fields: { 'delivery.phone': ['type'] } })).toBe('delivery');
    expect(orderRefusalOf({ ...refused, fields: { 'vat.number': ['invalid'] } })).toBe('details');
    expect(orderRefusalOf({ ...refused, fields: { 'registration.passport_type': ['required'] } })).toBe('details');
    expect(orderRefusalOf({ ...refused, fields: { 'registration.ref': ['invalid_referral'] } })).toBe('message');
    expect(orderRefusalOf({ status: 502, code: 'server_problems', message: 'down', serverProblems: true })).toBe(
      'message',
    );
  });
});
