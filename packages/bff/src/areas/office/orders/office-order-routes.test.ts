import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, line, testCatalog } from '../../../../test/harness/checkout-test-data.js';
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
    expect(refused.json().error.code).toBe('spectator_read_only');
    expect(h.sandbox.callLog.count('officeOrderCancel')).toBe(before);
  });

  it('checks an order against its pickup point’s limits (spec 2 §7 POST /office/order/{id}/limits/)', async () => {
    // Boxberry (21) points take 10 parcels of goods at most; 12 units exceed them.
    const point = (await h.get('/bff/v1/checkout/pickup-points?delivery_id=21&city_id=101', cookie)).json().points[0];
    const plain = testCatalog(h.sandbox).plain;
    const placed = await h.post(
      '/bff/v1/orders',
      {
        idempotency_key: `limits-test-key-${Date.now()}`,
        cart: cartOf(line(plain[0]!, 4), line(plain[1]!, 4), line(plain[2]!, 4)),
        delivery: {
          delivery_type: 'delivery-pickup',
          country: 'RU',
          city_id: 101,
          city: 'Moscow',
          recipient: { first_name: 'Anna', last_name: 'Partnerova' },
          phone: '+79161234567',
          delivery_id: point.delivery_id,
          address: point.full_address,
        },
      },
      cookie,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const id = placed.json().id;
    const shown = (await h.get(`/bff/v1/office/orders/${id}`, cookie)).json().order;
    expect(shown.pickup_point).toEqual({ code: point.code, delivery_id: 21 });
    const checked = await h.post(`/bff/v1/office/orders/${id}/limits`, shown.pickup_point, cookie);
    expect(checked.json()).toEqual({ ok: false, exceeded: ['weight', 'items'] });
    const seeded = (await h.get('/bff/v1/office/orders?status=shipped', cookie)).json().orders[0];
    expect((await h.get(`/bff/v1/office/orders/${seeded.id}`, cookie)).json().order.pickup_point).toBeNull();
    const before = h.sandbox.callLog.count('officeOrderLimits');
    expect((await h.post(`/bff/v1/office/orders/${id}/limits`, { delivery_id: 21 }, cookie)).statusCode).toBe(400);
    expect(h.sandbox.callLog.count('officeOrderLimits')).toBe(before);
  });
});
