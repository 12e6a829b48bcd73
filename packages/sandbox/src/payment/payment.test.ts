import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { accounts } from '../state/accounts.js';
import { orders } from '../state/orders.js';
import { callSandbox, signIn } from '../test-client.js';

/** Seeded orders awaiting payment: the partner's and the client's. */
const PARTNER_UNPAID = 5005;
const CLIENT_UNPAID = 5011;

interface Start {
  payment_id: string;
  redirect_url: string;
}

describe('sandbox payments (spec 2 §7 "Payments")', () => {
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await buildSandbox({
      validateReplies: true,
      logLevel: 'silent',
      now: () => Date.parse('2026-11-22T10:00:00Z'),
    });
  });
  afterEach(() => sandbox.app.close());

  const pay = (token: string, id: number, amount: number) =>
    callSandbox<{ ok: boolean; is_paid: boolean }>(sandbox.app, 'POST', `/greenway/shop/order/${id}/pay/internal/`, {
      token,
      body: { amount, access_token: token },
    });

  it('pays from the internal account: the balance drops by the amount in roubles and the order is paid', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'partner');
    const order = orders(sandbox.state()).byId(PARTNER_UNPAID)!;
    const before = accounts(sandbox.state()).balance(1, 'internal');
    const part = await pay(token, order.id, 100);
    expect(part.body).toMatchObject({ ok: true, is_paid: false });
    const rest = await pay(token, order.id, Math.round((order.total - 100) * 100) / 100);
    expect(rest.body).toMatchObject({ ok: true, is_paid: true });
    expect(accounts(sandbox.state()).balance(1, 'internal')).toBeCloseTo(before - order.total, 2);
    expect(order.status).toBe('paid');
    const payment = await callSandbox(sandbox.app, 'GET', `/shop/order/${order.id}/payment/`, { token });
    expect(payment.body).toMatchObject({ is_paid: true, paid: order.total, payment_methods: [] });
    expect((await pay(token, order.id, 1)).status).toBe(400);
  });

  it('converts an order currency to roubles when paying from the account', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'partner');
    const created = await callSandbox<{ id: number }>(sandbox.app, 'POST', '/greenway/shop/order/create/', {
      token,
      headers: { 'content-location': 'it' },
      body: {
        cart: { products: [{ id: 2, quantity: 1 }], gifts: [], free: [], choices: [] },
        delivery: {
          delivery_type: 'stock',
          city_id: 402,
          stock_id: 12,
          country: 'IT',
          full_name: 'Anna Partnerova',
          phone: '+393401234567',
        },
      },
    });
    const order = orders(sandbox.state()).byId(created.body.id)!;
    expect(order.currency).toBe('EUR');
    const before = accounts(sandbox.state()).balance(1, 'internal');
    await pay(token, order.id, order.total);
    expect(accounts(sandbox.state()).balance(1, 'internal')).toBeCloseTo(before - order.total * 98, 2);
  });

  it('refuses a payment larger than the balance and moves nothing', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'client');
    const order = orders(sandbox.state()).byId(CLIENT_UNPAID)!;
    accounts(sandbox.state()).debit(2, 'internal', accounts(sandbox.state()).balance(2, 'internal') - 50, 'Test drain');
    const reply = await pay(token, order.id, order.total);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errors: { amount: [expect.stringMatching(/Not enough/)] } });
    expect(accounts(sandbox.state()).balance(2, 'internal')).toBe(50);
    expect(order.status).toBe('awaiting_payment');
  });

  const start = async (token: string, provider: string, body: object = {}) => {
    const reply = await callSandbox<Start>(sandbox.app, 'POST', `/greenway/shop/order/${PARTNER_UNPAID}/${provider}/`, {
      token,
      body,
    });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const page = (url: string) => sandbox.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
  const press = (provider: string, button: 'pay' | 'decline', paymentId: string) =>
    sandbox.app.inject({
      method: 'POST',
      url: `/provider/${provider}/${PARTNER_UNPAID}/${button}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `payment_id=${paymentId}`,
    });

  it('pays on the provider page and returns to the success URL', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'partner');
    const started = await start(token, 'sberbank', { success_url: 'http://localhost:3000/office/orders/5005?paid=1' });
    const html = await page(started.redirect_url);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('GW-5005');
    expect(html.body).toMatch(/Pay<\/button>.*Decline<\/button>/s);
    const paid = await press('sberbank', 'pay', started.payment_id);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://localhost:3000/office/orders/5005?paid=1');
    expect(orders(sandbox.state()).byId(PARTNER_UNPAID)).toMatchObject({ status: 'paid', paidWith: 'sberbank' });
  });

  it('leaves the order unpaid when the buyer declines, returning with payment=failed', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'partner');
    const started = await start(token, 'tinkoff');
    const declined = await press('tinkoff', 'decline', started.payment_id);
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/office/orders/${PARTNER_UNPAID}?payment=failed`);
    expect(orders(sandbox.state()).byId(PARTNER_UNPAID)!.status).toBe('awaiting_payment');
  });

  it('needs the capture call to finish a PayPal payment', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'partner');
    const started = await start(token, 'paypal', { success_url: 'http://localhost:3000/checkout/paypal' });
    const capture = () =>
      callSandbox<{ ok: boolean; is_paid: boolean }>(
        sandbox.app,
        'POST',
        `/greenway/shop/order/${PARTNER_UNPAID}/paypal/capture/`,
        {
          token,
          body: { payment_id: started.payment_id },
        },
      );
    expect((await capture()).body).toMatchObject({ ok: false, is_paid: false });
    const approved = await press('paypal', 'pay', started.payment_id);
    expect(approved.headers.location).toBe(`http://localhost:3000/checkout/paypal?token=${started.payment_id}`);
    expect(orders(sandbox.state()).byId(PARTNER_UNPAID)!.status).toBe('awaiting_payment');
    expect((await capture()).body).toMatchObject({ ok: true, is_paid: true });
    expect(orders(sandbox.state()).byId(PARTNER_UNPAID)!.status).toBe('paid');
  });

  it('resolves a messenger payment link of a shared order into the order and a token that pays it', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'client');
    const shared = await callSandbox<{ hash: string }>(sandbox.app, 'PUT', `/shop/order/${CLIENT_UNPAID}/share/`, {
      token,
    });
    const link = await callSandbox<{
      access_token: string;
      order: { id: number; payment_methods: { code: string }[] };
    }>(sandbox.app, 'GET', `/payment/telegram/hash/${shared.body.hash}/`);
    expect(link.body.order.id).toBe(CLIENT_UNPAID);
    expect(link.body.order.payment_methods[0]?.code).toBe('pay/internal');
    const viaLink = await callSandbox(sandbox.app, 'POST', `/greenway/shop/order/${CLIENT_UNPAID}/pay/internal/`, {
      body: { amount: 10, access_token: link.body.access_token },
    });
    expect(viaLink.body).toMatchObject({ ok: true, is_paid: false });
  });

  it('lets others than the buyer read and pay a shared order with its share hash only (spec 2 §7 share)', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'client');
    const shared = await callSandbox<{ hash: string }>(sandbox.app, 'PUT', `/shop/order/${CLIENT_UNPAID}/share/`, {
      token,
    });
    const read = (query: string, as?: string) =>
      callSandbox<{ id: number; payment_methods: { code: string }[] }>(
        sandbox.app,
        'GET',
        `/shop/order/${CLIENT_UNPAID}/payment/${query}`,
        as ? { token: as } : {},
      );
    expect((await read('', token)).status).toBe(200);
    const stranger = await read(`?share=${shared.body.hash}`);
    expect(stranger.body.id).toBe(CLIENT_UNPAID);
    // The buyer's account is offered to the buyer alone.
    expect(stranger.body.payment_methods.map((m) => m.code)).not.toContain('pay/internal');
    const { access_token: partner } = await signIn(sandbox.app, 'partner');
    for (const query of ['', '?share=os_wrong_hash']) {
      expect((await read(query)).status).toBe(404);
      expect((await read(query, partner)).status).toBe(404);
    }
    const start = (query: string) =>
      callSandbox(sandbox.app, 'POST', `/greenway/shop/order/${CLIENT_UNPAID}/sberbank/${query}`, {
        body: { success_url: 'http://localhost:3000/ok', fail_url: 'http://localhost:3000/fail' },
      });
    expect((await start('?share=os_wrong_hash')).status).toBe(404);
    expect((await start(`?share=${shared.body.hash}`)).body).toMatchObject({ ok: true });
  });
});
