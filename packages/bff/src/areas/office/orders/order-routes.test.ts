import { accounts } from '@gf/sandbox/state/accounts';
import { orders } from '@gf/sandbox/state/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, courierMoscow, line, testCatalog } from '../../../../test/harness/checkout-test-data.js';
import { cookieOf, type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';

/** Spec 2 §3 registration details a referral buyer's order carries (a private person). */
const privateBuyer = {
  passport_type: 'national',
  jur_type: 'individual',
  individual: { first_name: 'Vera', last_name: 'Novikova', birth_date: '1990-04-12', passport_number: '4510 123456' },
} as const;

let keys = 0;
const newKey = () => `test-key-${String(++keys).padStart(8, '0')}-${Date.now()}`;

describe('order creation (spec 2 §3, §4)', () => {
  let h: Harness;
  let data: ReturnType<typeof testCatalog>;
  const order = (cookie: string | undefined, extra: Record<string, unknown> = {}) =>
    h.post(
      '/bff/v1/orders',
      { idempotency_key: newKey(), cart: cartOf(line(data.plain[0]!, 1)), delivery: courierMoscow, ...extra },
      cookie,
    );
  beforeAll(async () => {
    h = await startHarness();
    data = testCatalog(h.sandbox);
  });
  afterAll(() => h.close());

  it('places a courier order for a signed-in partner, with the payment methods and the internal account', async () => {
    const response = await order(await h.signIn('partner'));
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ kind: 'order', auth: null, need_confirm_receiving: true });
    expect(reply.payment_methods.map((m: { code: string }) => m.code)).toContain('pay/internal');
    const stored = orders(h.sandbox.state()).byId(reply.id)!;
    // Spec 2 §5: the patronymic joins the name for RU without a template; the address line is built by the rules.
    expect(stored.contact.fullName).toBe('Partnerova Anna Ivanovna');
    expect(stored.contact.phone).toBe('+79161234567');
  });

  it('forwards the idempotency key in order_metrics.idempotency_key', async () => {
    const key = newKey();
    const response = await h.post(
      '/bff/v1/orders',
      { idempotency_key: key, cart: cartOf(line(data.plain[0]!, 1)), delivery: courierMoscow },
      await h.signIn('partner'),
    );
    expect(orders(h.sandbox.state()).byKey(key)?.id).toBe(response.json().id);
  });

  it('creates one order when "place order" is sent twice at once (double click)', async () => {
    const cookie = await h.signIn('partner');
    const body = { idempotency_key: newKey(), cart: cartOf(line(data.plain[1]!, 1)), delivery: courierMoscow };
    const calls = h.sandbox.callLog.count('orderCreate');
    const count = orders(h.sandbox.state()).of(1).length;
    const [first, second] = await Promise.all([
      h.post('/bff/v1/orders', body, cookie),
      h.post('/bff/v1/orders', body, cookie),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().id).toBe(first.json().id);
    expect(h.sandbox.callLog.count('orderCreate') - calls).toBe(1);
    const third = await h.post('/bff/v1/orders', body, cookie);
    expect(third.json().id).toBe(first.json().id);
    expect(h.sandbox.callLog.count('orderCreate') - calls).toBe(1);
    expect(orders(h.sandbox.state()).of(1).length - count).toBe(1);
    const list = await h.get('/bff/v1/office/orders?status=awaiting_payment', cookie);
    expect(list.json().orders.filter((o: { id: number }) => o.id === first.json().id)).toHaveLength(1);
  });

  it('answers the same key with another cart 409 before any upstream call, and keeps the first order', async () => {
    const cookie = await h.signIn('partner');
    const key = newKey();
    const first = await h.post(
      '/bff/v1/orders',
      { idempotency_key: key, cart: cartOf(line(data.plain[0]!, 1)), delivery: courierMoscow },
      cookie,
    );
    expect(first.statusCode).toBe(200);
    h.sandbox.callLog.clear();
    const other = await h.post(
      '/bff/v1/orders',
      { idempotency_key: key, cart: cartOf(line(data.plain[1]!, 3)), delivery: courierMoscow },
      cookie,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect(h.sandbox.callLog.snapshot().records).toEqual([]);
  });

  it('places a pickup-point order with the point chosen from the list', async () => {
    const cookie = await h.signIn('partner');
    const points = (await h.get('/bff/v1/checkout/pickup-points?delivery_id=20&city_id=101', cookie)).json().points;
    const point = points[0];
    const response = await order(cookie, {
      delivery: {
        delivery_type: 'delivery-pickup',
        country: 'RU',
        city_id: 101,
        city: 'Moscow',
        recipient: { first_name: 'Anna', last_name: 'Partnerova' },
        phone: '+79161234567',
        delivery_id: point.delivery_id,
        address: point.full_address,
        post_index: point.post_index,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(orders(h.sandbox.state()).byId(response.json().id)!.delivery.address).toBe(point.full_address);
  });

  it('leaves the patronymic out when an address template is used', async () => {
    const response = await order(await h.signIn('partner'), { delivery: { ...courierMoscow, address_template_id: 1 } });
    expect(response.statusCode).toBe(200);
    expect(orders(h.sandbox.state()).byId(response.json().id)!.contact.fullName).toBe('Partnerova Anna');
  });

  it('refuses a phone of another country before the upstream (delivery_rules)', async () => {
    const before = h.sandbox.callLog.count('orderCreate');
    const response = await order(await h.signIn('partner'), { delivery: { ...courierMoscow, phone: '+77011234567' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'delivery_rules', fields: { 'delivery.phone': ['country'] } });
    expect(h.sandbox.callLog.count('orderCreate')).toBe(before);
  });

  it('refuses courier delivery in AZ without coordinates', async () => {
    const response = await order(await h.signIn('partner'), {
      delivery: { ...courierMoscow, country: 'AZ', phone: '+994501234567' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields['delivery.latitude']).toEqual(['coordinates_required']);
  });

  it('refuses a cart breaking a cart rule, naming the check', async () => {
    const response = await order(await h.signIn('partner'), {
      cart: cartOf(line(data.kit, 1), line(data.plain[0]!, 1)),
    });
    expect(response.json().error).toMatchObject({ code: 'cart_rule', fields: { check: ['only_in_cart'] } });
  });

  it('sends stock refusals back with the lines to mark: only_left_in_stock and preorder', async () => {
    const cookie = await h.signIn('partner');
    const tooMany = await order(cookie, { cart: cartOf(line(data.plain[2]!, 500)) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.code).toBe('stock_changed');
    expect(tooMany.json().error.fields.only_left_in_stock[0]).toMatch(new RegExp(`^${data.plain[2]!.id}:\\d+$`));
    const soldOut = await order(cookie, { cart: cartOf(line(data.soldOut, 1)) });
    expect(soldOut.json().error).toMatchObject({ code: 'stock_changed', fields: { preorder: [data.soldOut.code] } });
    // Accepting the preorder (preorder modal) places it.
    const accepted = await order(cookie, { cart: cartOf(line(data.soldOut, 1)), preorder_codes: [data.soldOut.code] });
    expect(accepted.statusCode).toBe(200);
  });

  it('lets a referral visitor order without signing in, and signs them in from auth_info', async () => {
    const referral = cookieOf(await h.post('/bff/v1/auth/referral', { ref: '100001' }));
    const response = await order(referral, {
      delivery: { ...courierMoscow, phone: '+79165550011', email: 'new.buyer@example.com' },
      registration: privateBuyer,
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.kind).toBe('ref-order');
    // Spec 2 §3: the registration details reach the upstream with the order.
    expect(orders(h.sandbox.state()).byId(reply.id)?.registration).toEqual({
      passportType: 'national',
      jurType: 'individual',
    });
    expect(reply.auth).toMatchObject({ signedIn: true, referral: null });
    const signedIn = cookieOf(response);
    expect((await h.get('/bff/v1/auth', signedIn)).json().signedIn).toBe(true);
    expect(h.sandbox.callLog.count('refOrderCreate')).toBeGreaterThan(0);
  });

  it('refuses a referral buyer’s order without registration details, by field, before any upstream call (spec 2 §3)', async () => {
    const referral = cookieOf(await h.post('/bff/v1/auth/referral', { ref: '100001' }));
    const before = h.sandbox.callLog.count('refOrderCreate');
    const none = await order(referral, { delivery: { ...courierMoscow, phone: '+79165550031' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({
      code: 'invalid_input',
      fields: { 'registration.passport_type': ['required'], 'registration.jur_type': ['required'] },
    });
    const person = await order(referral, {
      delivery: { ...courierMoscow, phone: '+79165550031' },
      registration: { ...privateBuyer, individual: { first_name: 'Vera', last_name: 'Novikova' } },
    });
    expect(Object.keys(person.json().error.fields)).toEqual([
      'registration.individual.birth_date',
      'registration.individual.passport_number',
    ]);
    const trader = await order(referral, {
      delivery: { ...courierMoscow, phone: '+79165550031' },
      registration: { passport_type: 'foreign', jur_type: 'entrepreneur' },
    });
    expect(trader.json().error.fields).toEqual({ 'vat.number': ['required'], 'vat.company': ['required'] });
    const unknown = await order(referral, {
      delivery: { ...courierMoscow, phone: '+79165550031' },
      registration: { ...privateBuyer, passport_type: 'library-card' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields['registration.passport_type']).toBeDefined();
    expect(h.sandbox.callLog.count('refOrderCreate')).toBe(before);
  });

  it('asks a visitor with no referral code to sign in', async () => {
    const response = await order(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('sign_in_required');
  });

  it('checks a referral code typed at checkout with ref-info', async () => {
    const before = h.sandbox.callLog.count('refInfo');
    const bad = await order(undefined, { registration: { ...privateBuyer, ref: '999999' } });
    expect(bad.json().error).toMatchObject({ code: 'invalid_referral' });
    expect(h.sandbox.callLog.count('refInfo') - before).toBe(1);
  });

  it('does not check a typed referral code on an rc site', async () => {
    const before = h.sandbox.callLog.count('refInfo');
    await h.app.inject({
      method: 'POST',
      url: '/bff/v1/orders',
      headers: { host: 'rc.localhost:3000', origin: 'http://rc.localhost:3000', 'x-csrf': '1' },
      payload: {
        idempotency_key: newKey(),
        cart: cartOf(line(data.plain[0]!, 1)),
        delivery: { ...courierMoscow, phone: '+79165550022' },
        registration: { ...privateBuyer, ref: '100001' },
      },
    });
    expect(h.sandbox.callLog.count('refInfo')).toBe(before);
  });

  it('refuses viewer spectating and lets manager spectating order', async () => {
    const viewer = cookieOf(await h.post('/bff/v1/auth/spectator', { as_user: 'partner' }, await h.signIn('viewer')));
    const before = h.sandbox.callLog.count('orderCreate');
    const refused = await order(viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('spectator_cannot_order');
    expect(h.sandbox.callLog.count('orderCreate')).toBe(before);
    const manager = cookieOf(await h.post('/bff/v1/auth/spectator', { as_user: 'partner' }, await h.signIn('manager')));
    expect((await order(manager)).statusCode).toBe(200);
  });
});

describe('payment (spec 2 §7 Payments)', () => {
  let h: Harness;
  let data: ReturnType<typeof testCatalog>;
  let cookie: string;
  const place = async () =>
    (
      await h.post(
        '/bff/v1/orders',
        { idempotency_key: newKey(), cart: cartOf(line(data.plain[0]!, 2)), delivery: courierMoscow },
        cookie,
      )
    ).json();
  beforeAll(async () => {
    h = await startHarness();
    data = testCatalog(h.sandbox);
    cookie = await h.signIn('partner');
  });
  afterAll(() => h.close());

  it('pays from the internal account: the balance drops and the order is paid in the office list', async () => {
    const placed = await place();
    const owed = (await h.get(`/bff/v1/orders/${placed.id}/payment`, cookie)).json();
    expect(owed).toMatchObject({ id: placed.id, is_paid: false, currency_code: 'RUB' });
    const balance = accounts(h.sandbox.state()).balance(1, 'internal');
    const paid = await h.post(`/bff/v1/orders/${placed.id}/pay/pay`, { segment: 'internal' }, cookie);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe('paid');
    expect(accounts(h.sandbox.state()).balance(1, 'internal')).toBeCloseTo(balance - owed.cost, 2);
    const list = (await h.get('/bff/v1/office/orders', cookie)).json();
    expect(list.orders.find((o: { id: number }) => o.id === placed.id)?.status).toBe('paid');
    const again = await h.post(`/bff/v1/orders/${placed.id}/pay/pay`, { segment: 'internal' }, cookie);
    expect(again.statusCode).toBe(400);
  });

  it('starts an external provider payment and the provider page completes it', async () => {
    const placed = await place();
    const started = await h.post(`/bff/v1/orders/${placed.id}/pay/sberbank`, {}, cookie);
    expect(started.statusCode).toBe(200);
    const outcome = started.json();
    expect(outcome.status).toBe('redirect');
    expect(outcome.redirect_url).toContain(`/provider/sberbank/${placed.id}`);
    const page = await h.sandbox.app.inject({
      method: 'POST',
      url: `/provider/sberbank/${placed.id}/pay`,
      payload: { payment_id: outcome.payment_id },
    });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toContain(`/office/orders/${placed.id}?payment=success`);
    expect((await h.get(`/bff/v1/orders/${placed.id}/payment`, cookie)).json().is_paid).toBe(true);
  });

  it('a declined provider payment leaves the order unpaid', async () => {
    const placed = await place();
    const outcome = (await h.post(`/bff/v1/orders/${placed.id}/pay/tinkoff`, {}, cookie)).json();
    const page = await h.sandbox.app.inject({
      method: 'POST',
      url: `/provider/tinkoff/${placed.id}/decline`,
      payload: { payment_id: outcome.payment_id },
    });
    expect(page.headers.location).toContain('payment=failed');
    expect((await h.get(`/bff/v1/orders/${placed.id}/payment`, cookie)).json().is_paid).toBe(false);
  });

  it('returns a QR for sbp/dynamic and a form for liqpay, as the upstream gives them', async () => {
    const placed = await place();
    const qr = (await h.post(`/bff/v1/orders/${placed.id}/pay/sbp`, { segment: 'dynamic' }, cookie)).json();
    expect(qr.status).toBe('qr');
    expect(qr.qr).toContain(placed.number);
    const form = (await h.post(`/bff/v1/orders/${placed.id}/pay/liqpay`, {}, cookie)).json();
    expect(form.status).toBe('form');
    expect(form.form.fields.payment_id).toBeTruthy();
    const bad = await h.post(`/bff/v1/orders/${placed.id}/pay/sbp`, { segment: 'nope' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect((await h.post(`/bff/v1/orders/${placed.id}/pay/unknown`, {}, cookie)).statusCode).toBe(404);
  });

  it('streams the blank and the invoice as PDF; a receipt before payment is refused', async () => {
    const placed = await place();
    const blank = await h.get(`/bff/v1/orders/${placed.id}/blank?download=1`, cookie);
    expect(blank.statusCode).toBe(200);
    expect(blank.headers['content-type']).toContain('application/pdf');
    expect(blank.headers['content-disposition']).toMatch(/^attachment; filename="order-/);
    expect(blank.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const invoice = await h.get(`/bff/v1/orders/${placed.id}/bill/invoice`, cookie);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-disposition']).toMatch(/^inline/);
    const receipt = await h.get(`/bff/v1/orders/${placed.id}/bill/receipt`, cookie);
    expect(receipt.statusCode).toBe(404);
    expect(receipt.json().error).toBeDefined();
  });

  it("does not show another user's order documents", async () => {
    const placed = await place();
    const other = await h.get(`/bff/v1/orders/${placed.id}/blank`, await h.signIn('client'));
    expect(other.statusCode).toBe(404);
  });
});
