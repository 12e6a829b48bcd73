import { accounts } from '@gf/sandbox/state/accounts';
import { MESSENGER_PAYMENT_HASH, MESSENGER_PAYMENT_ORDER_ID, orders } from '@gf/sandbox/state/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';
import { PRIVATE_CACHE_CONTROL } from '../../../platform/cache/public-reads.js';

const PAGE = `/bff/v1/external/messenger-payment/${MESSENGER_PAYMENT_HASH}`;

/** Spec 1 §2 (light layout, the external messenger payments page), spec 2 §7 GET /payment/telegram/hash/{hash}/. */
describe('messenger payment links', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('shows whoever holds the link what the order owes and how to pay it, and never the link’s token', async () => {
    const response = await h.get(PAGE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const order = response.json();
    expect(order).toMatchObject({ id: MESSENGER_PAYMENT_ORDER_ID, is_paid: false });
    expect(order.payment_methods.map((m: { code: string }) => m.code)).toContain('pay/internal');
    expect(response.body).not.toMatch(/access_token|at_[0-9a-z]{8}/);
  });

  it('pays the whole order from the linked user’s account with the link’s token, without any session', async () => {
    const state = h.sandbox.state();
    const before = accounts(state).balance(1, 'internal');
    const response = await h.post(`${PAGE}/pay/pay`, { segment: 'internal' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('paid');
    expect(response.cookies).toEqual([]);
    expect(accounts(state).balance(1, 'internal')).toBeLessThan(before);
    expect((await h.get(PAGE)).json().is_paid).toBe(true);
    expect(orders(state).byId(MESSENGER_PAYMENT_ORDER_ID)?.userId).toBe(1);
  });

  it('starts a provider payment that comes back to the messenger page', async () => {
    const other = await startHarness();
    try {
      const response = await other.post(`${PAGE}/pay/sbp`, { segment: 'dynamic' });
      expect(response.statusCode, response.body).toBe(200);
      expect(['qr', 'redirect']).toContain(response.json().status);
      const started = other.sandbox.callLog.snapshot().records.find((r) => r.operationId === 'paymentSbp');
      // No one is signed in: the upstream sees no user on the provider call.
      expect(started).toMatchObject({ status: 200, userId: null });
    } finally {
      await other.close();
    }
  });

  it('answers an unknown link with the spec’s 404 and pays nothing', async () => {
    const paid = h.sandbox.callLog.count('payFromAccount');
    const response = await h.post('/bff/v1/external/messenger-payment/unknown-link-1234/pay/pay', {});
    expect(response.statusCode).toBe(404);
    expect(response.json().error.redirect).toEqual({ route: 'Error', status: 404 });
    expect(h.sandbox.callLog.count('payFromAccount')).toBe(paid);
  });

  it('refuses a malformed hash before any upstream call', async () => {
    const resolved = h.sandbox.callLog.count('telegramPaymentHash');
    expect((await h.get('/bff/v1/external/messenger-payment/a%20b')).statusCode).toBe(400);
    expect(h.sandbox.callLog.count('telegramPaymentHash')).toBe(resolved);
  });
});
