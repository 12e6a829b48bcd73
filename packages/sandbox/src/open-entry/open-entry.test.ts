import { OPEN_ENTRY_VALIDITY_MS } from '@gf/contracts/upstream/entities/open-entry';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { orders } from '../state/orders.js';
import { SMS_CODE, users } from '../state/users.js';
import { callSandbox } from '../test-client.js';

const ANNA = { phone: '+79001112233', code: SMS_CODE };
const BORIS = { phone: '+79001112244', code: SMS_CODE };

describe('sandbox open entry: code, sponsor, order (spec 2 §3, §4, §9)', () => {
  let sandbox: Sandbox;
  let now: number;
  beforeEach(async () => {
    now = Date.parse('2026-11-22T10:00:00Z');
    sandbox = await buildSandbox({ validateReplies: true, logLevel: 'silent', now: () => now });
  });
  afterEach(() => sandbox.app.close());

  const check = (entry: typeof ANNA) =>
    callSandbox(sandbox.app, 'POST', '/auth/open-entry/check-code/', { body: entry });
  const setSponsor = (sponsor_id: number, open_entry?: typeof ANNA) =>
    callSandbox(sandbox.app, 'POST', '/greenway/office/open-entry/set-sponsor/', {
      body: { sponsor_id, ...(open_entry ? { open_entry } : {}) },
    });
  let buyers = 0;
  const order = (open_entry: typeof ANNA) =>
    callSandbox<{ id: number; auth_info: { user: { id: number } } }>(
      sandbox.app,
      'POST',
      '/greenway/shop/open-entry-order/create/',
      {
        body: {
          cart: { products: [{ id: 2, quantity: 1 }], gifts: [], free: [], choices: [] },
          delivery: {
            delivery_type: 'stock',
            city_id: 101,
            stock_id: 1,
            country: 'RU',
            full_name: 'Gleb Rosin',
            phone: `+7916123000${++buyers}`,
          },
          // A referral code in the payload does not choose the sponsor of an open-entry order.
          registration: { ref: '100001' },
          open_entry,
        },
      },
    );
  const sponsorOfBuyer = (reply: { body: { auth_info: { user: { id: number } } } }) =>
    users(sandbox.state()).get(reply.body.auth_info.user.id)?.sponsorId;

  it('orders under the sponsor set on the visitor’s own open entry', async () => {
    const other = users(sandbox.state())
      .all()
      .find((u) => u.role === 'partner' && u.id !== 1 && !u.is_suspended)!;
    expect((await check(ANNA)).status).toBe(200);
    expect((await check(BORIS)).status).toBe(200);
    expect((await setSponsor(other.id, ANNA)).status).toBe(200);
    expect((await setSponsor(1, BORIS)).status).toBe(200);
    const annas = await order(ANNA);
    expect(annas.status).toBe(200);
    expect(sponsorOfBuyer(annas)).toBe(other.id);
    expect(orders(sandbox.state()).byId(annas.body.id)?.kind).toBe('open-entry-order');
    const boris = await order(BORIS);
    expect(sponsorOfBuyer(boris)).toBe(1);
  });

  it('refuses a sponsor choice and an order for an entry whose code was never checked', async () => {
    expect((await setSponsor(1)).body).toMatchObject({ errors: { open_entry: [expect.any(String)] } });
    expect((await setSponsor(1, ANNA)).status).toBe(400);
    const refused = await order(ANNA);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { open_entry: [expect.any(String)] } });
  });

  it('refuses an order before a sponsor is set on the entry', async () => {
    await check(ANNA);
    const refused = await order(ANNA);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { sponsor_id: [expect.any(String)] } });
  });

  it('refuses an order once the entry is 24 hours old', async () => {
    await check(ANNA);
    await setSponsor(1, ANNA);
    now += OPEN_ENTRY_VALIDITY_MS - 1;
    const inTime = await order(ANNA);
    expect(inTime.status).toBe(200);
    now += 1;
    const late = await order(ANNA);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ errors: { open_entry: [expect.any(String)] } });
  });
});
