import { SHARE_LINK_UNKNOWN } from '@gf/contracts/rules/order-share';
import { orders } from '@gf/sandbox/state/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';
import { PRIVATE_CACHE_CONTROL } from '../../../platform/cache/public-reads.js';

/** The client's seeded order awaiting payment. */
const CLIENT_UNPAID = 5011;

/** Spec 2 §2 orders "share", spec 2 §7 PUT /shop/order/{id}/share/ (the `?share=` query is assumed); issue 32 item 4. */
describe('orders shared by link', () => {
  let h: Harness;
  let owner: string;
  let hash: string;
  const page = (share: string) => `/bff/v1/orders/${CLIENT_UNPAID}/shared/${share}`;
  beforeAll(async () => {
    h = await startHarness();
    owner = await h.signIn('client');
    const shared = await h.post(`/bff/v1/office/orders/${CLIENT_UNPAID}/share`, undefined, owner);
    expect(shared.statusCode, shared.body).toBe(200);
    hash = shared.json().hash;
    expect(shared.json().link).toContain(`/shop/order/${CLIENT_UNPAID}/payment/?share=${hash}`);
  });
  afterAll(() => h.close());

  it('shows the owner their order by the link, with their own account offered', async () => {
    const response = await h.get(page(hash), owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payment_methods.map((m: { code: string }) => m.code)).toContain('pay/internal');
  });

  it('shows a signed-out stranger with the right hash what the order owes, never a cache or the buyer’s account', async () => {
    const response = await h.get(page(hash));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const order = response.json();
    expect(order).toMatchObject({ id: CLIENT_UNPAID, is_paid: false });
    expect(order.payment_methods.length).toBeGreaterThan(0);
    expect(order.payment_methods.map((m: { code: string }) => m.code)).not.toContain('pay/internal');
  });

  it('lets a stranger pay through a provider, coming back to the share page', async () => {
    const partner = await h.signIn('partner');
    const response = await h.post(`${page(hash)}/pay/sberbank`, {}, partner);
    expect(response.statusCode, response.body).toBe(200);
    const started = response.json();
    expect(started.status).toBe('redirect');
    const session = h.sandbox.callLog.snapshot().records.findLast((r) => r.operationId === 'paymentSberbank');
    expect(session).toMatchObject({ status: 200 });
    const paid = await h.sandbox.app.inject({
      method: 'POST',
      url: `/provider/sberbank/${CLIENT_UNPAID}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `payment_id=${started.payment_id}`,
    });
    expect(paid.headers.location).toContain(`/shop/order/${CLIENT_UNPAID}/payment?share=${hash}&payment=success`);
    expect(orders(h.sandbox.state()).byId(CLIENT_UNPAID)?.status).toBe('paid');
    expect((await h.get(page(hash))).json()).toMatchObject({ is_paid: true, payment_methods: [] });
  });

  it('answers a wrong hash, or another order’s id, as an unknown link the page explains (no redirect)', async () => {
    const partner = await h.signIn('partner');
    // A wrong hash, signed in or not; the right hash with another order's id.
    for (const [url, cookie] of [
      [page('os_wrong_hash_123'), partner],
      [page('os_wrong_hash_123'), undefined],
      [`/bff/v1/orders/5012/shared/${hash}`, undefined],
    ] as const) {
      const response = await h.get(url, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        status: 404,
        code: SHARE_LINK_UNKNOWN,
        message: 'No order is shared by this link',
      });
    }
    const started = h.sandbox.callLog.count('paymentTinkoff');
    expect((await h.post(`${page('os_wrong_hash_123')}/pay/tinkoff`, {})).statusCode).toBe(404);
    expect(h.sandbox.callLog.snapshot().records.findLast((r) => r.operationId === 'paymentTinkoff')?.status).toBe(404);
    expect(h.sandbox.callLog.count('paymentTinkoff')).toBe(started + 1);
  });

  it('refuses a malformed hash with field errors before any upstream call', async () => {
    const read = h.sandbox.callLog.count('orderPayment');
    const response = await h.get(`/bff/v1/orders/${CLIENT_UNPAID}/shared/a%20b`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('share');
    expect((await h.post(`/bff/v1/orders/${CLIENT_UNPAID}/shared/short/pay/sberbank`, {})).statusCode).toBe(400);
    expect(h.sandbox.callLog.count('orderPayment')).toBe(read);
    expect(h.sandbox.callLog.count('paymentSberbank')).toBe(1);
  });
});
