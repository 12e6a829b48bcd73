import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';
import { ORDERS_HUB_SIZE, ORDERS_PAGE_SIZE } from './office-order-routes.js';

describe('office orders (spec 2 §2 orders list and order by id)', () => {
  let h: Harness;
  let cookie: string;
  beforeAll(async () => {
    h = await startHarness();
    cookie = await h.signIn('partner');
  });
  afterAll(() => h.close());

  const byStatus = async (status: string) =>
    (await h.get(`/bff/v1/office/orders?status=${status}`, cookie)).json().orders[0] as { id: number };

  it('the hub: awaiting payment, awaiting receipt and the latest, in parallel', async () => {
    const before = h.sandbox.callLog.count('officeOrderList');
    const hub = await h.get('/bff/v1/office/orders/hub', cookie);
    expect(hub.statusCode).toBe(200);
    const reply = hub.json();
    expect(reply.awaiting_payment.every((o: { status: string }) => o.status === 'awaiting_payment')).toBe(true);
    expect(reply.awaiting_receipt[0]).toMatchObject({ status: 'delivered', need_confirm_receiving: true });
    expect(reply.recent.length).toBeLessThanOrEqual(ORDERS_HUB_SIZE);
    expect(h.sandbox.callLog.count('officeOrderList') - before).toBe(3);
  });

  it('the list pages and filters by status', async () => {
    const reply = (await h.get('/bff/v1/office/orders?page=1', cookie)).json();
    expect(reply).toMatchObject({ page: 1, per_page: ORDERS_PAGE_SIZE });
    expect(reply.orders.length).toBeGreaterThan(0);
    const cancelled = (await h.get('/bff/v1/office/orders?status=cancelled', cookie)).json();
    expect(cancelled.orders.every((o: { status: string }) => o.status === 'cancelled')).toBe(true);
  });

  it('one order with its payment: lines, delivery, actions', async () => {
    const unpaid = await byStatus('awaiting_payment');
    const reply = (await h.get(`/bff/v1/office/orders/${unpaid.id}`, cookie)).json();
    expect(reply.order).toMatchObject({ id: unpaid.id, can_pay: true, can_cancel: true });
    expect(reply.order.lines.length).toBeGreaterThan(0);
    expect(reply.payment).toMatchObject({ id: unpaid.id, is_paid: false });
    expect(reply.payment.payment_methods.length).toBeGreaterThan(0);
  });

  it('cancels an unpaid order and refuses to cancel a shipped one', async () => {
    const unpaid = await byStatus('awaiting_payment');
    expect((await h.post(`/bff/v1/office/orders/${unpaid.id}/cancel`, undefined, cookie)).json()).toEqual({ ok: true });
    const shipped = await byStatus('shipped');
    const refused = await h.post(`/bff/v1/office/orders/${shipped.id}/cancel`, undefined, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('cannot_cancel');
  });

  it('confirms receipt, then takes the delivery feedback once', async () => {
    const delivered = await byStatus('delivered');
    expect((await h.post(`/bff/v1/office/orders/${delivered.id}/receive`, undefined, cookie)).json()).toEqual({
      ok: true,
    });
    const feedback = await h.post(
      `/bff/v1/office/orders/${delivered.id}/feedback`,
      { rating: 5, comment: 'Quick' },
      cookie,
    );
    expect(feedback.json()).toEqual({ ok: true });
    const twice = await h.post(`/bff/v1/office/orders/${delivered.id}/feedback`, { rating: 4 }, cookie);
    expect(twice.json().error.code).toBe('feedback_exists');
    const badRating = await h.post(`/bff/v1/office/orders/${delivered.id}/feedback`, { rating: 9 }, cookie);
    expect(badRating.statusCode).toBe(400);
  });

  it('shares an order by link', async () => {
    const order = await byStatus('paid');
    const shared = (await h.post(`/bff/v1/office/orders/${order.id}/share`, undefined, cookie)).json();
    expect(shared.link).toContain(shared.hash);
  });

  it('sends a visitor to MyOfficeAuth', async () => {
    const response = await h.get('/bff/v1/office/orders');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.redirect).toEqual({ route: 'MyOfficeAuth' });
  });

  it('viewer spectating cannot cancel; the list is readable', async () => {
    const viewer = cookieOf(await h.post('/bff/v1/auth/spectator', { as_user: 'partner' }, await h.signIn('viewer')));
    expect((await h.get('/bff/v1/office/orders', viewer)).statusCode).toBe(200);
    const before = h.sandbox.callLog.count('officeOrderCancel');
    const any = await byStatus('shipped');
    const refused = await h.post(`/bff/v1/office/orders/${any.id}/cancel`, undefined, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('spectator_cannot_order');
    expect(h.sandbox.callLog.count('officeOrderCancel')).toBe(before);
  });
});
