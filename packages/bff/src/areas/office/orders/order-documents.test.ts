import { ORDER_DOCUMENT_KINDS } from '@gf/contracts/rules/order-documents';
import { orders } from '@gf/sandbox/state/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';
import { ORDER_DOCUMENT_MISSING } from './office-order-routes.js';

const documentOf = (id: number, kind: string) => `/bff/v1/office/orders/${id}/documents/${kind}`;

/**
 * Spec 1 §2 check-document, group-order-document, goods-move-document (spec 2 §7 order bill by
 * type): the order's document on screen, for its buyer only, when the order has one.
 */
describe('order documents (spec 1 §2 document modals)', () => {
  let h: Harness;
  let partner: string;
  beforeAll(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
  });
  afterAll(() => h.close());

  const orderWith = async (status: string) =>
    (await h.get(`/bff/v1/office/orders?status=${status}`, partner)).json().orders[0] as { id: number; number: string };

  it('shows a received order’s check and goods movement note', async () => {
    const received = await orderWith('received');
    for (const kind of ['check', 'goods-move']) {
      const reply = await h.get(documentOf(received.id, kind), partner);
      expect(reply.statusCode, kind).toBe(200);
      expect(reply.json()).toMatchObject({ type: kind });
      expect(reply.json().number).toContain(received.number);
      expect(reply.json().html).toContain(received.number);
    }
  });

  it('has no check before payment, no goods note before shipping, no group statement for a courier order', async () => {
    const unpaid = await orderWith('awaiting_payment');
    for (const kind of ORDER_DOCUMENT_KINDS) {
      const reply = await h.get(documentOf(unpaid.id, kind), partner);
      expect(reply.statusCode, kind).toBe(404);
      // The modal says so in place: no redirect to the error page.
      expect(reply.json().error).toMatchObject({ code: ORDER_DOCUMENT_MISSING });
      expect(reply.json().error.redirect).toBeUndefined();
    }
  });

  it('shows the group order statement of a group delivery', async () => {
    const received = await orderWith('received');
    const order = orders(h.sandbox.state()).byId(received.id)!;
    const type = order.delivery.type;
    order.delivery.type = 'group';
    try {
      const reply = await h.get(documentOf(received.id, 'group-order'), partner);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ type: 'group-order' });
    } finally {
      order.delivery.type = type;
    }
  });

  it('refuses another user’s order, an unknown kind and a bad id before the upstream', async () => {
    const received = await orderWith('received');
    const client = await h.signIn('client');
    expect((await h.get(documentOf(received.id, 'check'), client)).statusCode).toBe(404);
    const before = h.sandbox.callLog.count('orderBill');
    for (const path of [
      documentOf(received.id, 'invoice'),
      documentOf(received.id, '..%2Fcheck'),
      documentOf(0, 'check'),
    ]) {
      expect((await h.get(path, partner)).statusCode, path).toBe(400);
    }
    expect(h.sandbox.callLog.count('orderBill')).toBe(before);
    expect((await h.get(documentOf(received.id, 'check'))).statusCode).toBe(401);
  });
});
