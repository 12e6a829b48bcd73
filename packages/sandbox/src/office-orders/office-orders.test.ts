import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { callSandbox, signIn } from '../test-client.js';

/** Seeded orders of `partner`: 5001 received, 5002 delivered, 5003 shipped, 5004 paid, 5005 awaiting payment. */
describe('sandbox office orders', () => {
  let sandbox: Sandbox;
  let partner: string;
  const post = (path: string, body?: unknown) => callSandbox(sandbox.app, 'POST', path, { token: partner, body });
  const order = async (id: number) =>
    (await callSandbox(sandbox.app, 'GET', `/greenway/office/order/${id}/`, { token: partner })).body;

  beforeEach(async () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    sandbox = await buildSandbox({ validateReplies: true, logLevel: 'silent', now: () => now });
    partner = (await signIn(sandbox.app, 'partner')).access_token;
  });
  afterEach(() => sandbox.app.close());

  it('lists the user’s own orders by status and hides other users’ orders', async () => {
    const list = await callSandbox<{ orders: { id: number; status: string }[] }>(
      sandbox.app,
      'GET',
      '/greenway/office/order/list/?status=delivered',
      { token: partner },
    );
    expect(list.body.orders).toEqual([expect.objectContaining({ id: 5002, status: 'delivered' })]);
    const client = (await signIn(sandbox.app, 'client')).access_token;
    const foreign = await callSandbox(sandbox.app, 'GET', '/greenway/office/order/5001/', { token: client });
    expect(foreign.status).toBe(403);
    expect((await callSandbox(sandbox.app, 'GET', '/greenway/office/order/9999/', { token: partner })).status).toBe(
      404,
    );
  });

  it('cancels only unpaid orders', async () => {
    expect(await order(5005)).toMatchObject({ can_cancel: true, can_pay: true });
    expect((await post('/office/order/5005/cancel/')).body).toEqual({ ok: true });
    expect(await order(5005)).toMatchObject({ status: 'cancelled', can_cancel: false, payment_methods: [] });
    expect((await post('/office/order/5005/cancel/')).status).toBe(400);
    expect((await post('/office/order/5004/cancel/')).status).toBe(400);
  });

  it('confirms receipt of a delivered order, then takes one delivery rating', async () => {
    expect((await post('/office/order/5002/delivery-feedback/', { rating: 4 })).status).toBe(400);
    expect((await post('/office/order/5003/receive/')).status).toBe(400);
    expect((await post('/office/order/5002/receive/')).body).toEqual({ ok: true });
    expect(await order(5002)).toMatchObject({
      status: 'received',
      need_confirm_receiving: false,
      can_leave_feedback: true,
    });
    expect((await post('/office/order/5002/delivery-feedback/', { rating: 4, comment: 'Fine' })).body).toEqual({
      ok: true,
    });
    expect(await order(5002)).toMatchObject({ can_leave_feedback: false });
    expect((await post('/office/order/5002/delivery-feedback/', { rating: 5 })).status).toBe(400);
  });

  it('checks pickup-point limits only before shipping', async () => {
    const limits = await post('/office/order/5004/limits/', { delivery_id: 2, code: 'PVZ-MSK-12' });
    expect(limits.body).toEqual({ ok: true, exceeded: [] });
    expect((await post('/office/order/5003/limits/', { delivery_id: 2, code: 'PVZ-MSK-12' })).status).toBe(400);
  });
});
