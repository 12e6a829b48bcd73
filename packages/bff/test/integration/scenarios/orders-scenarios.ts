import { expect } from 'vitest';
import type { Scenario, ScenarioContext } from '../scenario.js';
import { COURIER_MOSCOW } from './checkout-scenarios.js';
import { officeWithoutTokens } from './error-scenarios.js';

const line = (id: number, quantity: number) => ({ id, quantity, type: 0, limit: null, only_in_cart: false });
const cartOf = (...products: object[]) => ({ products, gifts: [], free: [], choices: [] });

/** A fixed idempotency key per order, so the recorded orderCreate body never changes. */
const order = (key: string, extra: Record<string, unknown> = {}) => ({
  idempotency_key: `scenario-order-${key}`,
  cart: cartOf(line(2, 1)),
  delivery: COURIER_MOSCOW,
  ...extra,
});

/** Places an order for the signed-in partner: its id. */
const place = async ({ post }: ScenarioContext, cookie: string, key: string): Promise<number> => {
  const response = await post('/bff/v1/orders', order(key), { cookie });
  expect(response.statusCode).toBe(200);
  return response.json().id;
};

/** The first of the partner's office orders in this status. */
const firstWith = async ({ get }: ScenarioContext, cookie: string, status: string): Promise<number> =>
  (await get(`/bff/v1/office/orders?status=${status}`, { cookie })).json().orders[0].id;

/**
 * A product the shop shows as sold out: the first of the household section. Which products are
 * sold out is drawn from the sandbox's seed, so the scenario asks rather than naming one.
 */
const soldOutProduct = async ({ get }: ScenarioContext): Promise<{ id: number; code: string }> => {
  const { products } = (await get('/bff/v1/shop/sections/household')).json();
  const soldOut = products.find((p: { in_stock: boolean; type: number }) => !p.in_stock && p.type === 0);
  if (!soldOut) throw new Error('The sandbox seeds no sold-out product in the household section any more');
  return soldOut;
};

/** Orders, payment and the office order pages (spec 2 §2, §3, §4, §7). */
export const ordersScenarios: Scenario[] = [
  {
    name: 'messenger-payment',
    title:
      'spec 2 §7 GET /payment/telegram/hash/{hash}/: a messenger payment link shows its order to anyone and pays it from the linked account, the token never leaving the gateway',
    run: async ({ get, post, upstream }) => {
      const page = await get('/bff/v1/external/messenger-payment/tg_demo_partner_awaiting');
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ number: 'GW-5005', is_paid: false });
      expect(page.body).not.toContain('access_token');
      const paid = await post('/bff/v1/external/messenger-payment/tg_demo_partner_awaiting/pay/pay', {
        segment: 'internal',
      });
      expect(paid.json().status).toBe('paid');
      expect([upstream.calls('telegramPaymentHash'), upstream.calls('payFromAccount')]).toEqual([2, 1]);
    },
  },
  {
    name: 'orders-create',
    title: 'places a courier order with the payment methods, including the internal account',
    run: async ({ post, signIn, upstream }) => {
      const response = await post('/bff/v1/orders', order('create'), { cookie: await signIn('partner') });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ kind: 'order', auth: null });
      expect(response.json().payment_methods.map((m: { code: string }) => m.code)).toContain('pay/internal');
      expect(upstream.calls('orderCreate')).toBe(1);
    },
  },
  {
    name: 'orders-create-idempotent',
    title: '"place order" sent twice at once, then again, makes one upstream orderCreate and one order',
    run: async ({ post, signIn, upstream }) => {
      const cookie = await signIn('partner');
      const body = order('double-click');
      const [first, second] = await Promise.all([
        post('/bff/v1/orders', body, { cookie }),
        post('/bff/v1/orders', body, { cookie }),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.json().id).toBe(first.json().id);
      expect((await post('/bff/v1/orders', body, { cookie })).json().id).toBe(first.json().id);
      expect(upstream.calls('orderCreate')).toBe(1);
    },
  },
  {
    name: 'orders-stock-refused',
    title: 'a sold-out line comes back as stock_changed with the preorder lines to mark',
    run: async (context) => {
      const soldOut = await soldOutProduct(context);
      const response = await context.post('/bff/v1/orders', order('sold-out', { cart: cartOf(line(soldOut.id, 1)) }), {
        cookie: await context.signIn('partner'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'stock_changed', fields: { preorder: [soldOut.code] } });
    },
  },
  {
    name: 'orders-pay-internal',
    title: 'reads what an order owes and pays it from the internal account; paying twice is refused',
    run: async (context) => {
      const cookie = await context.signIn('partner');
      const id = await place(context, cookie, 'pay-internal');
      const owed = await context.get(`/bff/v1/orders/${id}/payment`, { cookie });
      expect(owed.json()).toMatchObject({ id, is_paid: false, currency_code: 'RUB' });
      const paid = await context.post(`/bff/v1/orders/${id}/pay/pay`, { segment: 'internal' }, { cookie });
      expect(paid.statusCode).toBe(200);
      expect(paid.json().status).toBe('paid');
      expect((await context.post(`/bff/v1/orders/${id}/pay/pay`, { segment: 'internal' }, { cookie })).statusCode).toBe(
        400,
      );
    },
  },
  {
    name: 'orders-pay-provider',
    title: 'starts an external provider payment: the provider page to go to',
    run: async (context) => {
      const cookie = await context.signIn('partner');
      const id = await place(context, cookie, 'pay-provider');
      const started = await context.post(`/bff/v1/orders/${id}/pay/sberbank`, {}, { cookie });
      expect(started.statusCode).toBe(200);
      expect(started.json()).toMatchObject({ status: 'redirect' });
      expect(started.json().redirect_url).toContain(`/provider/sberbank/${id}`);
    },
  },
  {
    name: 'orders-paypal-capture',
    title: 'capturing a PayPal payment the buyer has not approved yet takes no money',
    run: async (context) => {
      const cookie = await context.signIn('partner');
      const id = await place(context, cookie, 'paypal-capture');
      const started = await context.post(`/bff/v1/orders/${id}/pay/paypal`, {}, { cookie });
      expect(started.statusCode).toBe(200);
      const { payment_id } = started.json();
      const capture = await context.post(`/bff/v1/orders/${id}/pay/paypal/capture`, { payment_id }, { cookie });
      expect(capture.statusCode).toBe(200);
      expect(capture.json().status).not.toBe('paid');
      expect(context.upstream.calls('paymentPaypalCapture')).toBe(1);
    },
  },
  {
    name: 'orders-documents',
    title: 'streams the order blank and the invoice as PDF; a receipt before payment is refused',
    run: async (context) => {
      const cookie = await context.signIn('partner');
      const id = await place(context, cookie, 'documents');
      const blank = await context.get(`/bff/v1/orders/${id}/blank?download=1`, { cookie });
      expect(blank.statusCode).toBe(200);
      expect(blank.headers['content-type']).toContain('application/pdf');
      expect(blank.headers['content-disposition']).toMatch(/^attachment; filename="order-/);
      expect(blank.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      const invoice = await context.get(`/bff/v1/orders/${id}/bill/invoice`, { cookie });
      expect(invoice.statusCode).toBe(200);
      expect(invoice.headers['content-disposition']).toMatch(/^inline/);
      expect((await context.get(`/bff/v1/orders/${id}/bill/receipt`, { cookie })).statusCode).toBe(404);
    },
  },
  {
    name: 'office-orders-hub',
    title: 'the orders hub reads awaiting payment, awaiting receipt and the latest in parallel',
    run: async ({ get, signIn, upstream }) => {
      const response = await get('/bff/v1/office/orders/hub', { cookie: await signIn('partner') });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json())).toEqual(
        expect.arrayContaining(['awaiting_payment', 'awaiting_receipt', 'recent']),
      );
      expect(upstream.calls('officeOrderList')).toBe(3);
    },
  },
  {
    name: 'office-orders-list',
    title: 'the orders list pages and filters by status',
    run: async ({ get, signIn }) => {
      const cookie = await signIn('partner');
      const page = await get('/bff/v1/office/orders?page=1', { cookie });
      expect(page.json()).toMatchObject({ page: 1, orders: expect.any(Array) });
      const cancelled = (await get('/bff/v1/office/orders?status=cancelled', { cookie })).json().orders;
      expect(cancelled.every((o: { status: string }) => o.status === 'cancelled')).toBe(true);
    },
  },
  {
    name: 'office-order-one',
    title: 'one order with its payment, read in parallel',
    run: async (context) => {
      const cookie = await context.signIn('partner');
      const id = await firstWith(context, cookie, 'awaiting_payment');
      const response = await context.get(`/bff/v1/office/orders/${id}`, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ order: { id, can_pay: true }, payment: { id, is_paid: false } });
      expect([context.upstream.calls('officeOrder'), context.upstream.calls('orderPayment')]).toEqual([1, 1]);
    },
  },
  {
    name: 'office-order-cancel',
    title: 'cancels an unpaid order and refuses to cancel a shipped one',
    run: async (context) => {
      const cookie = await context.signIn('partner');
      const unpaid = await firstWith(context, cookie, 'awaiting_payment');
      expect((await context.post(`/bff/v1/office/orders/${unpaid}/cancel`, undefined, { cookie })).json()).toEqual({
        ok: true,
      });
      const shipped = await firstWith(context, cookie, 'shipped');
      const refused = await context.post(`/bff/v1/office/orders/${shipped}/cancel`, undefined, { cookie });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('cannot_cancel');
    },
  },
  {
    name: 'office-order-receive-feedback',
    title: 'confirms receipt of a delivered order, then takes the delivery feedback once',
    run: async (context) => {
      const cookie = await context.signIn('partner');
      const id = await firstWith(context, cookie, 'delivered');
      expect((await context.post(`/bff/v1/office/orders/${id}/receive`, undefined, { cookie })).json()).toEqual({
        ok: true,
      });
      const feedback = await context.post(
        `/bff/v1/office/orders/${id}/feedback`,
        { rating: 5, comment: 'Quick' },
        {
          cookie,
        },
      );
      expect(feedback.json()).toEqual({ ok: true });
      const twice = await context.post(`/bff/v1/office/orders/${id}/feedback`, { rating: 4 }, { cookie });
      expect(twice.json().error.code).toBe('feedback_exists');
    },
  },
  {
    name: 'office-order-share',
    title: 'shares an order by link',
    run: async (context) => {
      const cookie = await context.signIn('partner');
      const id = await firstWith(context, cookie, 'paid');
      const shared = (await context.post(`/bff/v1/office/orders/${id}/share`, undefined, { cookie })).json();
      expect(shared.link).toContain(shared.hash);
    },
  },
  {
    name: 'errors-shop-route-shop-error',
    title: 'a 404 on a catalogue call (an unknown brand) goes to ShopError',
    run: async ({ get, upstream }) => {
      const response = await get('/bff/v1/shop/brands/no-such-brand');
      expect(response.statusCode).toBe(404);
      expect(response.json().error.redirect).toEqual({ route: 'ShopError' });
      expect(upstream.calls('brandGet')).toBe(1);
    },
  },
  officeWithoutTokens(
    'errors-office-orders-401-sign-in',
    'office orders without usable tokens go to MyOfficeAuth (signed out: without an upstream call)',
    '/bff/v1/office/orders',
  ),
  {
    name: 'errors-office-orders-suspended',
    title: 'the suspended account on the orders hub: 403 is_suspended sends to MailHome',
    run: async ({ get, signIn }) => {
      const response = await get('/bff/v1/office/orders/hub', { cookie: await signIn('suspended') });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({ code: 'suspended', redirect: { route: 'MailHome' } });
    },
  },
];
