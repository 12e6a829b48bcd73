import { randomUUID } from 'node:crypto';
import { ITEM_TYPE } from '@gf/contracts/rules/cart-rules';
import { MAX_TICKETS_PER_ORDER, SEAT_STATE, TICKET_HOLD_MS, TICKET_STATUS } from '@gf/contracts/rules/ticket-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartOf, courierMoscow } from '../../../../test/harness/checkout-test-data.js';
import { cookieOf, type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';

/** An upcoming forum with a seat scheme, and a school sold by number of places. */
const FORUM = 107;
const SCHOOL = 106;
const PARTNER_NUMBER = '100001';
const MANAGER_NUMBER = '100004';
const MINUTE = 60_000;

type Seat = { id: number; state: number | null };

describe('tickets page and the hold (spec 1 §2, spec 2 §2, §4, §9)', () => {
  let h: Harness;
  let partner: string;
  beforeEach(async () => {
    // Tokens outlive the clock moves of these tests.
    h = await startHarness({}, {}, 86_400);
    partner = await h.signIn('partner');
  });
  afterEach(() => h.close());

  const page = (cookie: string, event = FORUM) => h.get(`/bff/v1/office/events/${event}/tickets`, cookie);
  const freeSeats = async (cookie: string, count: number): Promise<number[]> =>
    ((await page(cookie)).json().scheme.seats as Seat[])
      .filter((s) => s.state === null)
      .slice(0, count)
      .map((s) => s.id);
  const preReserve = (cookie: string, body: unknown, event = FORUM) =>
    h.post(`/bff/v1/office/events/${event}/tickets/pre-reservation`, body, cookie);
  const upstreamCalls = () => h.sandbox.callLog.snapshot().records.length;

  it('merges the event, its seat scheme, the user’s tickets and the running hold', async () => {
    const response = await page(partner, 101);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      event: { id: 101 },
      scheme: expect.any(Object),
      tickets: expect.any(Array),
      hold: { order_id: expect.any(Number), held_until: null, server_time: expect.any(Number) },
    });
    expect(
      ['eventGet', 'ticketOrderScheme', 'ticketOrderRegistration', 'ticketOrderStatus'].map((id) =>
        h.sandbox.callLog.count(id),
      ),
    ).toEqual([1, 1, 1, 1]);
  });

  it('has no seat scheme for an event sold by number of places', async () => {
    const response = await page(partner, SCHOOL);
    expect(response.statusCode).toBe(200);
    expect(response.json().scheme).toBeNull();
  });

  it('holds chosen seats for TICKET_HOLD_MS by the server’s clock, and the deadline survives a reload', async () => {
    const seats = await freeSeats(partner, 2);
    const hold = await preReserve(partner, { seat_ids: seats });
    expect(hold.statusCode).toBe(200);
    const body = hold.json();
    expect(body.status).toBe(TICKET_STATUS.preReserved);
    expect(body.held_until - body.server_time).toBe(TICKET_HOLD_MS);
    expect(body.tickets).toHaveLength(2);

    h.advance(5 * MINUTE);
    const reloaded = (await page(partner)).json();
    expect(reloaded.hold.held_until).toBe(body.held_until);
    expect(reloaded.hold.held_until - reloaded.hold.server_time).toBe(TICKET_HOLD_MS - 5 * MINUTE);
    const states = (reloaded.scheme.seats as Seat[]).filter((s) => seats.includes(s.id)).map((s) => s.state);
    expect(states).toEqual([SEAT_STATE.selected, SEAT_STATE.selected]);
  });

  it('holds a number of places where there is no scheme', async () => {
    const hold = await preReserve(partner, { quantity: 3 }, SCHOOL);
    expect(hold.statusCode).toBe(200);
    expect(hold.json().tickets).toHaveLength(3);
  });

  it('gives a contested seat to one buyer; the other is told and sees it occupied', async () => {
    const manager = await h.signIn('manager');
    const [seat] = await freeSeats(partner, 1);
    const replies = await Promise.all([
      preReserve(partner, { seat_ids: [seat] }),
      preReserve(manager, { seat_ids: [seat] }),
    ]);
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const loser = replies.find((r) => r.statusCode === 400)!;
    expect(loser.json().error.fields.seat_ids[0]).toMatch(/already taken/);
    const loserCookie = loser === replies[0] ? partner : manager;
    const seen = ((await page(loserCookie)).json().scheme.seats as Seat[]).find((s) => s.id === seat);
    expect(seen?.state).toBe(SEAT_STATE.occupied);
  });

  it('makes one reservation of a double submit: one upstream call, the same hold for both', async () => {
    const seats = await freeSeats(partner, 2);
    const [first, second] = await Promise.all([
      preReserve(partner, { seat_ids: seats }),
      preReserve(partner, { seat_ids: seats }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().tickets).toEqual(first.json().tickets);
    expect(h.sandbox.callLog.count('ticketOrderPreReserve')).toBe(1);
  });

  const reserveBoth = async (held: { tickets: { id: number }[] }) =>
    h.post(
      `/bff/v1/office/events/${FORUM}/tickets/reservation`,
      {
        tickets: [
          { ticket_id: held.tickets[0]!.id, partner_number: PARTNER_NUMBER },
          { ticket_id: held.tickets[1]!.id, partner_number: MANAGER_NUMBER },
        ],
      },
      partner,
    );
  const confirmUrl = `/bff/v1/office/events/${FORUM}/tickets/confirm`;
  type CartItem = { id: number; type: 0 | 1 | 2 | 3; limit: number | null; only_in_cart: boolean; price: number };
  /** The order the checkout places for the cart's ticket items (spec 2 §2: a ticket is cart item type 2). */
  const order = (items: CartItem[], key = randomUUID()) =>
    h.post(
      '/bff/v1/orders',
      {
        idempotency_key: key,
        cart: cartOf(
          ...items.map((i) => ({ id: i.id, quantity: 1, type: i.type, limit: i.limit, only_in_cart: i.only_in_cart })),
        ),
        delivery: courierMoscow,
      },
      partner,
    );
  const pay = (orderId: number) => h.post(`/bff/v1/orders/${orderId}/pay/pay`, { segment: 'internal' }, partner);

  it('confirms once into cart items of type 2; the tickets are registered when their order is paid, once', async () => {
    const seats = await freeSeats(partner, 2);
    const held = (await preReserve(partner, { seat_ids: seats })).json();
    const named = await reserveBoth(held);
    expect(named.statusCode).toBe(200);
    expect(named.json().status).toBe(TICKET_STATUS.confirmAwaited);

    const [a, b] = await Promise.all([h.post(confirmUrl, undefined, partner), h.post(confirmUrl, undefined, partner)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(h.sandbox.callLog.count('ticketOrderConfirm')).toBe(1);
    const confirmed = a.json();
    expect(confirmed).toMatchObject({ awaiting_payment: true, status: TICKET_STATUS.confirmAwaited, shop_order: null });
    expect(confirmed.held_until).toBe(held.held_until);
    const items = confirmed.cart_items as CartItem[];
    expect(items.map((i) => i.type)).toEqual([ITEM_TYPE.ticket, ITEM_TYPE.ticket]);
    // A confirm again (a reload, a second tab) answers the same items: nothing more to pay.
    const again = await h.post(confirmUrl, undefined, partner);
    expect((again.json().cart_items as CartItem[]).map((i) => i.id)).toEqual(items.map((i) => i.id));

    const placed = await order(items);
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().id as number;
    const second = await order(items);
    expect(second.statusCode).toBe(400);
    expect(second.json().error.fields['cart.products'][0]).toMatch(/already in order/);

    expect((await pay(orderId)).statusCode).toBe(200);
    const twice = await pay(orderId);
    expect(twice.statusCode).toBe(400);
    const hold = (await page(partner)).json();
    expect(hold.hold).toMatchObject({ held_until: null, awaiting_payment: false, cart_items: [] });
    const mine = (hold.tickets as { status: number; hash: string | null; id: number }[]).filter((t) =>
      held.tickets.some((x: { id: number }) => x.id === t.id),
    );
    expect(mine.every((t) => t.status === TICKET_STATUS.registered && t.hash)).toBe(true);
    // Paid: the hold's reminder is gone and a confirm finds nothing to confirm.
    expect((await h.get('/bff/v1/auth', partner)).json().min_tickets_timer).toBeNull();
    const late = await h.post(confirmUrl, undefined, partner);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('no_hold');
  });

  it('cancels the unpaid order of a hold that lapsed before payment and takes no money', async () => {
    const seats = await freeSeats(partner, 2);
    const held = (await preReserve(partner, { seat_ids: seats })).json();
    await reserveBoth(held);
    const items = (await h.post(confirmUrl, undefined, partner)).json().cart_items as CartItem[];
    const orderId = (await order(items)).json().id as number;
    h.advance(TICKET_HOLD_MS + 1);
    const refused = await pay(orderId);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().error)).toMatch(/lapsed/);
    const reorder = await order(items);
    expect(reorder.statusCode).toBe(400);
    expect(reorder.json().error.fields['cart.products'][0]).toMatch(/lapsed/);
  });

  it('lets a hold lapse after TICKET_HOLD_MS: confirm refused, the seats free, the tickets listed as expired once', async () => {
    const seats = await freeSeats(partner, 1);
    await preReserve(partner, { seat_ids: seats });
    h.advance(TICKET_HOLD_MS + 1);
    const confirm = await h.post(`/bff/v1/office/events/${FORUM}/tickets/confirm`, undefined, partner);
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().error.code).toBe('no_hold');
    const after = (await page(partner)).json();
    expect(after.hold.held_until).toBeNull();
    expect((after.scheme.seats as Seat[]).find((s) => s.id === seats[0])?.state).toBeNull();

    const expired = (await h.get('/bff/v1/office/tickets/expired', partner)).json().tickets as { id: number }[];
    expect(expired).toHaveLength(1);
    const processed = await h.post('/bff/v1/office/tickets/expired/processed', { ids: [expired[0]!.id] }, partner);
    expect(processed.statusCode).toBe(200);
    expect((await h.get('/bff/v1/office/tickets/expired', partner)).json().tickets).toEqual([]);
  });

  it('cancels a hold and frees its seats', async () => {
    const seats = await freeSeats(partner, 1);
    await preReserve(partner, { seat_ids: seats });
    const cancel = await h.post(`/bff/v1/office/events/${FORUM}/tickets/cancel`, undefined, partner);
    expect(cancel.statusCode).toBe(200);
    expect(((await page(partner)).json().scheme.seats as Seat[]).find((s) => s.id === seats[0])?.state).toBeNull();
  });

  it.each([
    ['neither seats nor a number', {}],
    ['both seats and a number', { seat_ids: [1], quantity: 1 }],
    ['an empty seat list', { seat_ids: [] }],
    ['a seat id that is not a number', { seat_ids: ['1 OR 1=1'] }],
    ['a negative seat id', { seat_ids: [-4] }],
    [
      'more seats than one order takes',
      { seat_ids: Array.from({ length: MAX_TICKETS_PER_ORDER + 1 }, (_, i) => i + 1) },
    ],
    ['no places', { quantity: 0 }],
    ['more places than one order takes', { quantity: MAX_TICKETS_PER_ORDER + 1 }],
    ['a fractional number of places', { quantity: 1.5 }],
    ['an unknown field', { quantity: 1, price: 0 }],
  ])('refuses a pre-reservation with %s before any upstream call', async (_name, body) => {
    const before = upstreamCalls();
    const response = await preReserve(partner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toBeDefined();
    expect(upstreamCalls()).toBe(before);
  });

  it.each([
    ['no tickets', { tickets: [] }],
    ['a holder number with a script', { tickets: [{ ticket_id: 1, partner_number: '<script>' }] }],
    ['an empty holder number', { tickets: [{ ticket_id: 1, partner_number: ' ' }] }],
  ])('refuses a reservation with %s before any upstream call', async (_name, body) => {
    const before = upstreamCalls();
    const response = await h.post(`/bff/v1/office/events/${FORUM}/tickets/reservation`, body, partner);
    expect(response.statusCode).toBe(400);
    expect(upstreamCalls()).toBe(before);
  });

  it('lets a viewing manager look a ticket owner up by partner number, never name one (spec 2 §6, §7)', async () => {
    const viewer = cookieOf(await h.post('/bff/v1/auth/spectator', { as_user: 'partner' }, await h.signIn('viewer')));
    const member = (await h.get('/bff/v1/office/team/structure', partner)).json().children[0].number as string;
    const found = await h.get(`/bff/v1/office/events/${FORUM}/tickets/partner?number=${member}`, viewer);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ number: member });
    const unknown = await h.get(`/bff/v1/office/events/${FORUM}/tickets/partner?number=999999`, viewer);
    expect(unknown.json().error.code).toBe('partner_not_found');
    const before = upstreamCalls();
    const named = await h.post(
      `/bff/v1/office/events/${FORUM}/tickets/reservation`,
      { tickets: [{ ticket_id: 1, partner_number: member }] },
      viewer,
    );
    expect(named.statusCode).toBe(403);
    expect(named.json().error.code).toBe('spectator_cannot_order');
    expect(upstreamCalls()).toBe(before);
  });

  it('refuses the hold writes without the CSRF header', async () => {
    const before = upstreamCalls();
    const response = await h.app.inject({
      method: 'POST',
      url: `/bff/v1/office/events/${FORUM}/tickets/pre-reservation`,
      headers: { host: 'ru.localhost:3000', cookie: partner, 'content-type': 'application/json' },
      payload: { quantity: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(upstreamCalls()).toBe(before);
  });

  it('sends a signed-out visitor to sign in, found event or not, without calling the upstream', async () => {
    const before = upstreamCalls();
    const response = await h.get('/bff/v1/office/events/9999/tickets');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.redirect).toEqual({ route: 'MyOfficeAuth' });
    expect(upstreamCalls()).toBe(before);
  });

  it('shows Error 404 to a signed-in user for an unknown event', async () => {
    const response = await page(partner, 9999);
    expect(response.json().error.redirect).toEqual({ route: 'Error', status: 404 });
  });
});

describe('one ticket purchase and its attendees (spec 1 §2 /office/orders/ticket-purchase/{purchase_id}/registration)', () => {
  let h: Harness;
  let partner: string;
  beforeEach(async () => {
    h = await startHarness({}, {}, 86_400);
    partner = await h.signIn('partner');
  });
  afterEach(() => h.close());

  const purchase = (id: number, cookie = partner) => h.get(`/bff/v1/office/ticket-purchases/${id}`, cookie);
  const register = (id: number, body: unknown, cookie = partner) =>
    h.post(`/bff/v1/office/ticket-purchases/${id}/registration`, body, cookie);

  it('reads the user’s purchase and names its attendees while the hold runs', async () => {
    const held = (
      await h.post(`/bff/v1/office/events/${SCHOOL}/tickets/pre-reservation`, { quantity: 2 }, partner)
    ).json();
    const read = await purchase(held.order_id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ event_id: SCHOOL, status: TICKET_STATUS.preReserved, tickets: [{}, {}] });
    const named = await register(held.order_id, {
      tickets: held.tickets.map((t: { id: number }, i: number) => ({
        ticket_id: t.id,
        partner_number: i === 0 ? PARTNER_NUMBER : MANAGER_NUMBER,
      })),
    });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({
      status: TICKET_STATUS.confirmAwaited,
      tickets: [{ holder: { number: PARTNER_NUMBER } }, { holder: { number: MANAGER_NUMBER } }],
    });
  });

  it('answers 404 for another user’s purchase, whatever the spelling of its id', async () => {
    const held = (
      await h.post(`/bff/v1/office/events/${SCHOOL}/tickets/pre-reservation`, { quantity: 1 }, partner)
    ).json();
    const manager = await h.signIn('manager');
    for (const id of [String(held.order_id), `0${held.order_id}`, `${held.order_id}.0`]) {
      const response = await h.get(`/bff/v1/office/ticket-purchases/${id}`, manager);
      expect(response.statusCode).toBe(404);
    }
    const write = await register(
      held.order_id,
      { tickets: [{ ticket_id: held.tickets[0].id, partner_number: MANAGER_NUMBER }] },
      manager,
    );
    expect(write.statusCode).toBe(404);
    expect(h.sandbox.callLog.count('ticketOrderReserve')).toBe(0);
  });

  it('refuses to rename the attendees of a confirmed purchase, and bad input before any upstream call', async () => {
    // Purchase 2 is the demo partner's registered ticket to event 105.
    const closed = await register(2, { tickets: [{ ticket_id: 1, partner_number: MANAGER_NUMBER }] });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('purchase_closed');
    const before = h.sandbox.callLog.snapshot().records.length;
    for (const [id, body] of [
      ['abc', { tickets: [{ ticket_id: 1, partner_number: MANAGER_NUMBER }] }],
      ['-1', { tickets: [{ ticket_id: 1, partner_number: MANAGER_NUMBER }] }],
      ['2', { tickets: [] }],
      ['2', { tickets: [{ ticket_id: 1, partner_number: '<b>' }] }],
    ] as const) {
      expect((await register(Number.isNaN(Number(id)) ? (id as unknown as number) : Number(id), body)).statusCode).toBe(
        400,
      );
    }
    expect(h.sandbox.callLog.snapshot().records.length).toBe(before);
  });
});

describe('the site-wide hold reminder (auth min_tickets_timer, spec 1 §4)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness({}, {}, 86_400);
  });
  afterEach(() => h.close());

  it('carries the hold’s time left on every auth read, and drops it after a cancel or a lapse', async () => {
    const partner = await h.signIn('partner');
    const timer = async () => (await h.get('/bff/v1/auth', partner)).json().min_tickets_timer;
    expect(await timer()).toBeNull();
    await h.post(`/bff/v1/office/events/${SCHOOL}/tickets/pre-reservation`, { quantity: 1 }, partner);
    expect(await timer()).toBe(TICKET_HOLD_MS);
    h.advance(MINUTE);
    expect(await timer()).toBe(TICKET_HOLD_MS - MINUTE);
    await h.post(`/bff/v1/office/events/${SCHOOL}/tickets/cancel`, undefined, partner);
    expect(await timer()).toBeNull();

    await h.post(`/bff/v1/office/events/${SCHOOL}/tickets/pre-reservation`, { quantity: 1 }, partner);
    h.advance(TICKET_HOLD_MS);
    expect(await timer()).toBeNull();
  });
});
