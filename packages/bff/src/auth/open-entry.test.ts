import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, courierMoscow, line, testCatalog } from '../checkout/checkout-test-data.js';
import { OPEN_ENTRY_VALIDITY_MS } from '../constants.js';
import { cookieOf, type Harness, startHarness } from '../test-support/gateway-harness.js';

const PHONE = '+79001112233';
let keys = 0;
const newKey = () => `open-entry-key-${String(++keys).padStart(6, '0')}-${Date.now()}`;

describe('open-entry sign-in (spec 2 §4, §9)', () => {
  let h: Harness;
  let data: ReturnType<typeof testCatalog>;
  const cart = () => cartOf(line(data.plain[0]!, 1));
  const order = (cookie: string | undefined) =>
    h.post(
      '/bff/v1/orders',
      {
        idempotency_key: newKey(),
        cart: cart(),
        delivery: { ...courierMoscow, phone: '+79165550077', email: 'open.entry@example.com' },
      },
      cookie,
    );
  /** A visitor who confirmed the phone with the sandbox's code and set sponsor 100001. */
  const openEntryVisitor = async (): Promise<string> => {
    expect((await h.post('/bff/v1/auth/open-entry/send', { phone: PHONE, token: '' })).statusCode).toBe(200);
    const checked = await h.post('/bff/v1/auth/open-entry/check', { phone: PHONE, code: '1111' });
    expect(checked.statusCode).toBe(200);
    const cookie = cookieOf(checked);
    const found = await h.get('/bff/v1/auth/open-entry/sponsors?search=100001', cookie);
    expect(found.statusCode).toBe(200);
    const sponsor = found.json().sponsors[0];
    expect(sponsor.number).toBe('100001');
    const set = await h.post('/bff/v1/auth/open-entry/sponsor', { sponsor_id: sponsor.id }, cookie);
    expect(set.json().openEntry).toEqual({ phone: PHONE, sponsorChosen: true });
    return cookie;
  };

  beforeAll(async () => {
    h = await startHarness();
    data = testCatalog(h.sandbox);
  });
  afterAll(() => h.close());

  it('sends the code to the upstream with the recaptcha token', async () => {
    const before = h.sandbox.callLog.count('openEntrySend');
    const response = await h.post('/bff/v1/auth/open-entry/send', { phone: PHONE, token: 'token-1' });
    expect(response.json()).toEqual({ ok: true });
    expect(h.sandbox.callLog.count('openEntrySend') - before).toBe(1);
  });

  it('answers a wrong code with a field error and keeps no open entry', async () => {
    const response = await h.post('/bff/v1/auth/open-entry/check', { phone: PHONE, code: '0000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.code).toBeDefined();
    expect(response.cookies.find((c) => c.name === 'gf_session')).toBeUndefined();
  });

  it('keeps the checked phone in the session and shows it in the auth state', async () => {
    const checked = await h.post('/bff/v1/auth/open-entry/check', { phone: PHONE, code: '1111' });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ signedIn: false, openEntry: { phone: PHONE, sponsorChosen: false } });
    const auth = await h.get('/bff/v1/auth', cookieOf(checked));
    expect(auth.json().openEntry).toEqual({ phone: PHONE, sponsorChosen: false });
    const checkout = await h.get('/bff/v1/checkout', cookieOf(checked));
    expect(checkout.json().buyer).toMatchObject({ kind: 'open-entry-order', can_order: true });
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
