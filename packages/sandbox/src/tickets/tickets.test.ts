import { ITEM_TYPE } from '@gf/contracts/rules/cart-rules';
import { TICKET_HOLD_MS, TICKET_STATUS } from '@gf/contracts/rules/ticket-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { EVENTS_RU } from '../state/event-ru.js';
import { callSandbox, signIn } from '../test-client.js';

type Seat = { id: number; state: 0 | 1 | 2 | null };
type Hold = {
  order_id: number;
  expires_in: number | null;
  tickets: { id: number; status: number; hash: string | null }[];
  awaiting_payment: boolean;
  cart_items: { id: number; type: number; price: number; quantity: number; limit: number | null }[];
  shop_order: { id: number; number: string } | null;
};

const FORUM = '/office/order/event/107';
const MINUTE = 60_000;
/** A stock pick-up in Moscow: the delivery an order of tickets names (the checkout asks for one). */
const PICKUP = {
  delivery_type: 'stock',
  city_id: 101,
  stock_id: 1,
  country: 'RU',
  full_name: 'Anna Partnerova',
  phone: '+79001234567',
};

describe('sandbox tickets (spec 2 §4 ticket registration)', () => {
  let sandbox: Sandbox;
  let now = Date.parse('2026-11-22T10:00:00Z');
  let partner: string;
  let client: string;

  const call = <T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
    callSandbox<T>(sandbox.app, method, path, { token, ...(body === undefined ? {} : { body }) });

  const seats = async (token: string): Promise<Seat[]> =>
    (await call<{ seats: Seat[] }>('GET', `${FORUM}/scheme/`, token)).body.seats;

  const stateOf = async (token: string, ids: number[]) =>
    (await seats(token)).filter((s) => ids.includes(s.id)).map((s) => s.state);

  const holdTwoSeats = async (): Promise<{ ids: number[]; hold: Hold }> => {
    const ids = (await seats(partner))
      .filter((s) => s.state === null)
      .slice(0, 2)
      .map((s) => s.id);
    const reply = await call<Hold>('POST', `${FORUM}/pre-reservation/`, partner, { seat_ids: ids });
    expect(reply.status).toBe(200);
    return { ids, hold: reply.body };
  };

  const placeOrder = (items: Hold['cart_items'], key: string) =>
    call<{ id: number; number: string }>('POST', '/greenway/shop/order/create/', partner, {
      cart: { products: items.map((i) => ({ id: i.id, quantity: 1 })), gifts: [], free: [], choices: [] },
      delivery: PICKUP,
      order_metrics: { idempotency_key: key },
    });

  const payInternal = (orderId: number, amount: number) =>
    call<{ is_paid: boolean }>('POST', `/greenway/shop/order/${orderId}/pay/internal/`, partner, {
      amount,
      access_token: partner,
    });

  /** Spec 2 §2: the confirmed tickets are cart items of type 2, ordered and paid like any cart. */
  const payThroughCheckout = async (confirmed: Hold) => {
    expect(confirmed).toMatchObject({ awaiting_payment: true, tickets: [{ status: 2 }, { status: 2 }] });
    expect(confirmed.cart_items.map((i) => i.type)).toEqual([ITEM_TYPE.ticket, ITEM_TYPE.ticket]);
    const order = await placeOrder(confirmed.cart_items, `tickets-${confirmed.order_id}`);
    expect(order.status).toBe(200);
    const total = confirmed.cart_items.reduce((sum, i) => sum + i.price * 100, 0) / 100;
    expect((await payInternal(order.body.id, total)).body).toMatchObject({ is_paid: true });
    const status = await call<Hold>('GET', `${FORUM}/status/`, partner);
    expect(status.body).toMatchObject({
      expires_in: null,
      awaiting_payment: false,
      tickets: [{ status: 3 }, { status: 3 }],
    });
    return order.body;
  };

  beforeEach(async () => {
    now = Date.parse('2026-11-22T10:00:00Z');
    // Tokens outlive the clock moves of these tests.
    sandbox = await buildSandbox({ validateReplies: true, tokenTtlSeconds: 86_400, now: () => now });
    partner = (await signIn(sandbox.app, 'partner')).access_token;
    client = (await signIn(sandbox.app, 'client')).access_token;
  });
  afterEach(() => sandbox.app.close());

  it('holds seats for 30 minutes, then frees them and lists the expired tickets until processed', async () => {
    const { ids, hold } = await holdTwoSeats();
    expect(hold.expires_in).toBe(TICKET_HOLD_MS);
    expect(hold.tickets.map((t) => t.status)).toEqual([6, 6]);
    expect(await stateOf(partner, ids)).toEqual([1, 1]);
    expect(await stateOf(client, ids)).toEqual([2, 2]);
    expect((await call('GET', '/auth/info/', partner)).body.min_tickets_timer).toBe(TICKET_HOLD_MS);

    now += 29 * MINUTE;
    expect((await call('GET', '/auth/info/', partner)).body.min_tickets_timer).toBe(MINUTE);
    expect(await stateOf(client, ids)).toEqual([2, 2]);

    now += MINUTE;
    expect(await stateOf(client, ids)).toEqual([null, null]);
    expect((await call('GET', '/auth/info/', partner)).body.min_tickets_timer).toBeNull();
    expect((await call('GET', `${FORUM}/status/`, partner)).body).toMatchObject({ status: 0, expires_in: null });
    const confirm = await call('POST', `${FORUM}/confirm/`, partner);
    expect(confirm.status).toBe(400);

    const expired = await call<{ tickets: { id: number; event_id: number; expired_at: string }[] }>(
      'GET',
      '/greenway/expired-tickets/',
      partner,
    );
    expect(expired.body.tickets).toHaveLength(2);
    expect(expired.body.tickets[0]).toMatchObject({ event_id: 107, expired_at: '2026-11-22T10:30:00.000Z' });
    const processed = await call('POST', '/greenway/expired-tickets/processed/', partner, {
      ids: expired.body.tickets.map((t) => t.id),
    });
    expect(processed.body).toEqual({ ok: true });
    expect((await call('GET', '/greenway/expired-tickets/', partner)).body).toEqual({ tickets: [] });
  });

  it('keeps seats occupied after a confirm before expiry, and the ticket checks as valid', async () => {
    const { ids, hold } = await holdTwoSeats();
    const lookup = await call('GET', `${FORUM}/partner/?number=100100`, partner);
    expect(lookup.body).toMatchObject({ id: 100, number: '100100' });
    const [first, second] = hold.tickets.map((t) => t.id) as [number, number];

    const half = await call<Hold>('POST', `${FORUM}/reservation/`, partner, {
      tickets: [{ ticket_id: first, partner_number: '100001' }],
    });
    expect(half.body.tickets.map((t) => t.status)).toEqual([2, 1]);
    expect((await call('POST', `${FORUM}/confirm/`, partner)).status).toBe(400);
    const twice = await call('POST', `${FORUM}/reservation/`, partner, {
      tickets: [{ ticket_id: second, partner_number: '100001' }],
    });
    expect(twice.status).toBe(400);
    await call('POST', `${FORUM}/reservation/`, partner, {
      tickets: [{ ticket_id: second, partner_number: '100100' }],
    });

    now += 20 * MINUTE;
    const confirmed = await call<Hold>('POST', `${FORUM}/confirm/`, partner);
    await payThroughCheckout(confirmed.body);

    now += 40 * MINUTE;
    expect(await stateOf(client, ids)).toEqual([2, 2]);
    expect(await stateOf(partner, ids)).toEqual([2, 2]);
    expect((await call('GET', '/greenway/expired-tickets/', partner)).body).toEqual({ tickets: [] });
    expect((await call('GET', `${FORUM}/status/`, partner)).body).toMatchObject({ status: 3 });

    // Someone who already holds a ticket for the event cannot be named again.
    const again = await call('GET', `${FORUM}/partner/?number=100100`, partner);
    expect(again).toMatchObject({ status: 400, body: { code: 'already_has_ticket' } });
  });

  it('pays confirmed tickets through an order once: a second confirm, order or payment charges nothing more', async () => {
    const { hold } = await holdTwoSeats();
    await call('POST', `${FORUM}/reservation/`, partner, {
      tickets: hold.tickets.map((t, i) => ({ ticket_id: t.id, partner_number: i === 0 ? '100001' : '100100' })),
    });
    const first = await call<Hold>('POST', `${FORUM}/confirm/`, partner);
    const second = await call<Hold>('POST', `${FORUM}/confirm/`, partner);
    expect(second.body.cart_items.map((i) => i.id)).toEqual(first.body.cart_items.map((i) => i.id));
    // Confirmed is not registered: the hold keeps running until the order is paid.
    expect(first.body.tickets.every((t) => t.status === TICKET_STATUS.confirmAwaited && t.hash === null)).toBe(true);
    expect(first.body.expires_in).toBeGreaterThan(0);
    // Holders are fixed once confirmed; a ticket item is one unit (its limit).
    const rename = await call('POST', `${FORUM}/reservation/`, partner, {
      tickets: [{ ticket_id: hold.tickets[0]!.id, partner_number: '100100' }],
    });
    expect(rename.status).toBe(400);
    expect(first.body.cart_items.every((i) => i.limit === 1 && i.quantity === 1)).toBe(true);

    const order = await placeOrder(first.body.cart_items, 'first-key');
    expect(order.status).toBe(200);
    const other = await placeOrder(first.body.cart_items, 'second-key');
    expect(other).toMatchObject({
      status: 400,
      body: { errors: { 'cart.products': [expect.stringContaining(order.body.number)] } },
    });
    const status = await call<Hold>('GET', `${FORUM}/status/`, partner);
    expect(status.body.shop_order).toEqual({ id: order.body.id, number: order.body.number });

    const total = first.body.cart_items.reduce((sum, i) => sum + i.price * 100, 0) / 100;
    expect((await payInternal(order.body.id, total)).body).toMatchObject({ is_paid: true });
    expect((await payInternal(order.body.id, total)).status).toBe(400);
    const registered = await call<Hold>('GET', `${FORUM}/status/`, partner);
    expect(registered.body.tickets.every((t) => t.status === TICKET_STATUS.registered && t.hash !== null)).toBe(true);
    // The purchase reads by its id for its buyer only.
    const purchase = await call<Hold & { event_id: number; status: number }>(
      'GET',
      `/office/order/ticket-purchase/${first.body.order_id}/`,
      partner,
    );
    expect(purchase.body).toMatchObject({
      event_id: 107,
      status: TICKET_STATUS.registered,
      shop_order: { id: order.body.id },
    });
    expect((await call('GET', `/office/order/ticket-purchase/${first.body.order_id}/`, client)).status).toBe(404);
  });

  it('cancels the unpaid order when the hold lapses before payment, and refuses to take money for it', async () => {
    const { ids, hold } = await holdTwoSeats();
    await call('POST', `${FORUM}/reservation/`, partner, {
      tickets: hold.tickets.map((t, i) => ({ ticket_id: t.id, partner_number: i === 0 ? '100001' : '100100' })),
    });
    const confirmed = await call<Hold>('POST', `${FORUM}/confirm/`, partner);
    const order = await placeOrder(confirmed.body.cart_items, 'lapse-key');
    const balance = async () => (await call('GET', '/greenway/office/account/list/', partner)).body;
    const before = await balance();
    now += 30 * MINUTE;
    const total = confirmed.body.cart_items.reduce((sum, i) => sum + i.price * 100, 0) / 100;
    const refused = await payInternal(order.body.id, total);
    expect(refused).toMatchObject({ status: 400, body: { errors: { order: [expect.stringContaining('lapsed')] } } });
    expect(await balance()).toEqual(before);
    expect(await stateOf(client, ids)).toEqual([null, null]);
    // A cart still holding the lapsed tickets cannot be ordered again.
    const again = await placeOrder(confirmed.body.cart_items, 'after-lapse');
    expect(again).toMatchObject({
      status: 400,
      body: { errors: { 'cart.products': [expect.stringContaining('lapsed')] } },
    });
  });

  it('frees the seats on cancel and counts them back into seats_left', async () => {
    const before = (await call<{ seats_left: number }>('GET', '/event/107/', partner)).body.seats_left;
    const { ids } = await holdTwoSeats();
    expect((await call('GET', '/event/107/', partner)).body.seats_left).toBe(before - 2);
    const taken = await call('POST', `${FORUM}/pre-reservation/`, client, { seat_ids: [ids[0]] });
    expect(taken).toMatchObject({ status: 400, body: { errors: { seat_ids: [expect.stringContaining('taken')] } } });

    expect((await call('POST', `${FORUM}/cancel/`, partner)).body).toEqual({ ok: true });
    expect(await stateOf(client, ids)).toEqual([null, null]);
    expect((await call('GET', '/event/107/', partner)).body.seats_left).toBe(before);
    expect((await call('GET', `${FORUM}/status/`, partner)).body).toMatchObject({ status: 0 });
    expect((await call('POST', `${FORUM}/pre-reservation/`, client, { seat_ids: [ids[0]] })).status).toBe(200);
    // A cancel is not an expiry: nothing to show as expired.
    expect((await call('GET', '/greenway/expired-tickets/', partner)).body).toEqual({ tickets: [] });
  });

  it('sells places by number where there is no scheme, and refuses a closed event', async () => {
    const school = '/office/order/event/111';
    const before = (await call<{ seats_left: number }>('GET', '/event/111/', partner)).body.seats_left;
    const hold = await call<Hold>('POST', `${school}/pre-reservation/`, partner, { quantity: 3 });
    expect(hold.body.tickets).toHaveLength(3);
    expect((await call('GET', '/event/111/', partner)).body.seats_left).toBe(before - 3);
    expect((await call('GET', `${school}/scheme/`, partner)).status).toBe(404);
    const past = await call('POST', '/office/order/event/101/pre-reservation/', partner, { seat_ids: [1010101] });
    expect(past).toMatchObject({ status: 400, body: { errors: { event: [expect.any(String)] } } });
    const nobody = await call('GET', `${school}/partner/?number=999999`, partner);
    expect(nobody).toMatchObject({ status: 404, body: { code: 'partner_not_found' } });
  });

  it('serves the seeded ticket by hash: template, check and a valid PDF', async () => {
    const registration = await call<{ tickets: { number: string; status: number }[] }>(
      'GET',
      '/office/order/event/105/registration/',
      partner,
    );
    expect(registration.body.tickets).toMatchObject([{ status: 3 }]);
    const hash = 'tk7c1e2a9f4b05';
    const view = await callSandbox(sandbox.app, 'GET', `/greenway/ticket-template/${hash}/`);
    // The event is named in the request's language (issue 32 item 1): the test client asks in Russian.
    expect(view.body).toMatchObject({ event_name: EVENTS_RU[105]?.name, holder_name: 'Anna Partnerova' });
    expect((await callSandbox(sandbox.app, 'GET', `/greenway/ticket/${hash}/check/`)).body).toMatchObject({
      valid: true,
      status: 3,
    });
    expect((await callSandbox(sandbox.app, 'GET', '/greenway/ticket/unknown/check/')).status).toBe(404);

    const response = await sandbox.app.inject({ method: 'GET', url: `/api/v1/greenway/ticket/${hash}/download/` });
    expect(response.headers['content-type']).toContain('application/pdf');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // Every xref entry points at the start of its object.
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]));
    expect(offsets.map((offset) => pdf.slice(offset, offset + 8))).toEqual(offsets.map((_, i) => `${i + 1} 0 obj\n`));
  });
});
