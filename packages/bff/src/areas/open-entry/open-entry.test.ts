import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import { OPEN_ENTRY_VALIDITY_MS } from '@gf/contracts/upstream/entities/open-entry';
import { orders } from '@gf/sandbox/state/orders';
import { SMS_CODE as CODE, users } from '@gf/sandbox/state/users';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, courierMoscow, line, testCatalog } from '../../../test/harness/checkout-test-data.js';
import { cookieOf, type Harness, startHarness, TEST_HOST } from '../../../test/harness/gateway-harness.js';
import { CSRF_HEADER, CSRF_VALUE } from '../../platform/security/csrf.js';
import { SMS_CHECK_LIMIT, SMS_SEND_ADDRESS_LIMIT, SMS_SEND_LIMIT } from '../../platform/security/sms-limits.js';

/** The demo partner, sponsor 100001. */
const DEMO_SPONSOR_ID = 1;
let phones = 0;
/** A phone of its own per visitor: the SMS routes are rate limited per phone. */
const newPhone = () => `+7900111${String(++phones).padStart(4, '0')}`;
let keys = 0;
const newKey = () => `open-entry-key-${String(++keys).padStart(6, '0')}-${Date.now()}`;

describe('open-entry sign-in (spec 2 §4, §9)', () => {
  let h: Harness;
  let data: ReturnType<typeof testCatalog>;
  const cart = () => cartOf(line(data.plain[0]!, 1));
  let buyerPhones = 0;
  const order = (cookie: string | undefined, extra: Record<string, unknown> = {}) =>
    h.post(
      '/bff/v1/orders',
      {
        idempotency_key: newKey(),
        cart: cart(),
        delivery: {
          ...courierMoscow,
          phone: `+7916555${String(++buyerPhones).padStart(4, '0')}`,
          email: `open.entry.${buyerPhones}@example.com`,
        },
        ...extra,
      },
      cookie,
    );
  /** The sponsor of the client an order registered (the upstream signs the buyer in as a new client). */
  const sponsorOfBuyer = (response: LightMyRequestResponse) => {
    const placed = orders(h.sandbox.state()).byId(response.json().id);
    return users(h.sandbox.state()).get(placed!.userId!)?.sponsorId;
  };
  /** A visitor who confirmed a phone of their own with the sandbox's code. */
  const checkedVisitor = async (phone = newPhone()): Promise<string> => {
    expect((await h.post('/bff/v1/auth/open-entry/send', { phone, token: '' })).statusCode).toBe(200);
    const checked = await h.post('/bff/v1/auth/open-entry/check', { phone, code: CODE });
    expect(checked.statusCode).toBe(200);
    return cookieOf(checked);
  };
  /** A checked visitor who set a sponsor (the demo partner unless told). */
  const openEntryVisitor = async (sponsorId = DEMO_SPONSOR_ID): Promise<string> => {
    const cookie = await checkedVisitor();
    const set = await h.post('/bff/v1/auth/open-entry/sponsor', { sponsor_id: sponsorId }, cookie);
    expect(set.json().openEntry).toMatchObject({ sponsorChosen: true });
    return cookie;
  };

  beforeAll(async () => {
    h = await startHarness();
    data = testCatalog(h.sandbox);
  });
  afterAll(() => h.close());

  it('sends the code to the upstream with the recaptcha token', async () => {
    const before = h.sandbox.callLog.count('openEntrySend');
    const response = await h.post('/bff/v1/auth/open-entry/send', { phone: newPhone(), token: 'token-1' });
    expect(response.json()).toEqual({ ok: true });
    expect(h.sandbox.callLog.count('openEntrySend') - before).toBe(1);
  });

  it('answers a wrong code with a field error on sms (spec 2 §8) and keeps no open entry', async () => {
    const response = await h.post('/bff/v1/auth/open-entry/check', { phone: newPhone(), code: '0000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [SMS_FIELD]: ['The code is wrong or has expired'] });
    expect(response.cookies.find((c) => c.name === 'gf_session')).toBeUndefined();
  });

  it('answers an empty code with a field error on sms too, before the upstream', async () => {
    const before = h.sandbox.callLog.count('openEntryCheckCode');
    const response = await h.post('/bff/v1/auth/open-entry/check', { phone: newPhone(), code: ' ' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([SMS_FIELD]);
    expect(h.sandbox.callLog.count('openEntryCheckCode')).toBe(before);
  });

  it('keeps the checked phone in the session and shows it in the auth state', async () => {
    const phone = newPhone();
    const checked = await h.post('/bff/v1/auth/open-entry/check', { phone, code: CODE });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ signedIn: false, openEntry: { phone, sponsorChosen: false } });
    const auth = await h.get('/bff/v1/auth', cookieOf(checked));
    expect(auth.json().openEntry).toEqual({ phone, sponsorChosen: false });
    const checkout = await h.get('/bff/v1/checkout', cookieOf(checked));
    expect(checkout.json().buyer).toMatchObject({ kind: 'open-entry-order', can_order: true });
  });

  it('lets a manager viewing a partner search sponsors, never change the partner’s sponsor', async () => {
    const spectating = await h.spectate('manager', 'partner');
    expect((await h.get('/bff/v1/auth/open-entry/sponsors?search=100001', spectating)).statusCode).toBe(200);
    const before = h.sandbox.callLog.count('openEntrySetSponsor');
    const set = await h.post('/bff/v1/auth/open-entry/sponsor', { sponsor_id: 1 }, spectating);
    expect(set.statusCode).toBe(403);
    expect(set.json().error.code).toBe('spectator_credentials');
    expect(h.sandbox.callLog.count('openEntrySetSponsor')).toBe(before);
  });

  it('refuses a sponsor search and a sponsor choice without an open entry', async () => {
    expect((await h.get('/bff/v1/auth/open-entry/sponsors?search=100001')).statusCode).toBe(401);
    const set = await h.post('/bff/v1/auth/open-entry/sponsor', { sponsor_id: 1 });
    expect(set.statusCode).toBe(401);
    expect(set.json().error.code).toBe('open_entry_required');
  });

  it('places the order with open-entry-order, not order or ref-order', async () => {
    const cookie = await openEntryVisitor();
    const counts = ['orderCreate', 'refOrderCreate', 'openEntryOrderCreate'].map((id) => h.sandbox.callLog.count(id));
    const response = await order(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().kind).toBe('open-entry-order');
    expect(h.sandbox.callLog.count('openEntryOrderCreate') - counts[2]!).toBe(1);
    expect(h.sandbox.callLog.count('orderCreate') - counts[0]!).toBe(0);
    expect(h.sandbox.callLog.count('refOrderCreate') - counts[1]!).toBe(0);
  });

  it('orders under the sponsor this visitor chose, whatever another visitor chose later', async () => {
    const other = users(h.sandbox.state())
      .all()
      .find((u) => u.role === 'partner' && u.id !== DEMO_SPONSOR_ID && !u.is_suspended)!;
    const first = await openEntryVisitor(other.id);
    const second = await openEntryVisitor(DEMO_SPONSOR_ID);
    const placed = await order(first);
    expect(placed.statusCode).toBe(200);
    expect(sponsorOfBuyer(placed)).toBe(other.id);
    expect(sponsorOfBuyer(await order(second))).toBe(DEMO_SPONSOR_ID);
  });

  it('does not let a typed referral code choose the sponsor of an open-entry order', async () => {
    const other = users(h.sandbox.state())
      .all()
      .find((u) => u.role === 'partner' && u.id !== DEMO_SPONSOR_ID && !u.is_suspended)!;
    const cookie = await openEntryVisitor(other.id);
    const placed = await order(cookie, { registration: { ref: '100001' } });
    expect(placed.statusCode).toBe(200);
    expect(sponsorOfBuyer(placed)).toBe(other.id);
  });

  it('refuses an open-entry order before a sponsor is chosen, naming the sponsor, without an upstream call', async () => {
    const cookie = await checkedVisitor();
    const before = h.sandbox.callLog.count('openEntryOrderCreate');
    const response = await order(cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'sponsor_required',
      fields: { sponsor_id: [expect.any(String)] },
    });
    expect(h.sandbox.callLog.count('openEntryOrderCreate')).toBe(before);
  });

  it('does not save an open-entry visitor’s cart on the server', async () => {
    const cookie = await openEntryVisitor();
    const before = h.sandbox.callLog.count('cartSave');
    const response = await h.app.inject({
      method: 'PUT',
      url: '/bff/v1/cart',
      headers: { host: 'ru.localhost:3000', origin: 'http://ru.localhost:3000', 'x-csrf': '1', cookie },
      payload: { overwrite: true, cart: cart() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ saved: false, cart: null });
    expect(h.sandbox.callLog.count('cartSave') - before).toBe(0);
  });

  it('treats an open entry older than 24 hours as absent', async () => {
    const cookie = await openEntryVisitor();
    h.advance(OPEN_ENTRY_VALIDITY_MS - 60_000);
    expect((await h.get('/bff/v1/auth', cookie)).json().openEntry).not.toBeNull();
    h.advance(60_000);
    expect((await h.get('/bff/v1/auth', cookie)).json().openEntry).toBeNull();
    expect((await h.get('/bff/v1/checkout', cookie)).json().buyer.kind).toBe('visitor');
    expect((await h.get('/bff/v1/auth/open-entry/sponsors?search=100001', cookie)).statusCode).toBe(401);
    const before = h.sandbox.callLog.count('openEntryOrderCreate');
    const response = await order(cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('sign_in_required');
    expect(h.sandbox.callLog.count('openEntryOrderCreate')).toBe(before);
  });
});

describe('open-entry SMS rate limits (per address and phone)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it(`sends at most ${SMS_SEND_LIMIT.max} codes to one phone, then answers 429 without the upstream`, async () => {
    const phone = newPhone();
    const before = h.sandbox.callLog.count('openEntrySend');
    for (let i = 0; i < SMS_SEND_LIMIT.max; i += 1) {
      expect((await h.post('/bff/v1/auth/open-entry/send', { phone, token: '' })).statusCode).toBe(200);
    }
    // The same number written another way is the same phone.
    const spaced = `${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`;
    const refused = await h.post('/bff/v1/auth/open-entry/send', { phone: spaced, token: '' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ status: 429, code: 'too_many_attempts' });
    expect(h.sandbox.callLog.count('openEntrySend') - before).toBe(SMS_SEND_LIMIT.max);
    expect((await h.post('/bff/v1/auth/open-entry/send', { phone: newPhone(), token: '' })).statusCode).toBe(200);
  });

  it(`sends at most ${SMS_SEND_ADDRESS_LIMIT.max} codes from one address to any phones (SMS pumping)`, async () => {
    const fresh = await startHarness();
    try {
      const before = fresh.sandbox.callLog.count('openEntrySend');
      for (let i = 0; i < SMS_SEND_ADDRESS_LIMIT.max; i += 1) {
        const sent = await fresh.post('/bff/v1/auth/open-entry/send', { phone: newPhone(), token: '' });
        expect(sent.statusCode).toBe(200);
      }
      const refused = await fresh.post('/bff/v1/auth/open-entry/send', { phone: newPhone(), token: '' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({ status: 429, code: 'too_many_attempts' });
      expect(fresh.sandbox.callLog.count('openEntrySend') - before).toBe(SMS_SEND_ADDRESS_LIMIT.max);
      // Another address is not held back.
      const elsewhere = await fresh.app.inject({
        method: 'POST',
        url: '/bff/v1/auth/open-entry/send',
        remoteAddress: '203.0.113.7',
        headers: { host: TEST_HOST, [CSRF_HEADER]: CSRF_VALUE, origin: `http://${TEST_HOST}` },
        payload: { phone: newPhone(), token: '' },
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it(`checks at most ${SMS_CHECK_LIMIT.max} codes for one phone, so a code cannot be guessed`, async () => {
    const phone = newPhone();
    for (let i = 0; i < SMS_CHECK_LIMIT.max; i += 1) {
      const guess = await h.post('/bff/v1/auth/open-entry/check', { phone, code: String(i).padStart(4, '0') });
      expect(guess.statusCode).toBe(400);
    }
    const before = h.sandbox.callLog.count('openEntryCheckCode');
    const refused = await h.post('/bff/v1/auth/open-entry/check', { phone, code: CODE });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ status: 429, code: 'too_many_attempts' });
    expect(refused.cookies.find((c) => c.name === 'gf_session')).toBeUndefined();
    expect(h.sandbox.callLog.count('openEntryCheckCode')).toBe(before);
    expect((await h.post('/bff/v1/auth/open-entry/check', { phone: newPhone(), code: CODE })).statusCode).toBe(200);
  });
});
