import { ITEM_TYPE } from '@gf/contracts/rules/cart-rules';
import {
  HELD_STATUSES as HELD,
  MAX_TICKETS_PER_ORDER,
  TICKET_STATUS,
  type TicketStatusValue,
} from '@gf/contracts/rules/ticket-rules';
import { badRequest, notFound, SandboxError } from '../errors.js';
import { type CatalogProduct, catalog } from '../state/catalog.js';
import { EVENTS, eventById, type SandboxEvent } from '../state/event-catalog.js';
import { EVENTS_HE } from '../state/event-he.js';
import { EVENTS_RU } from '../state/event-ru.js';
import type { SandboxOrder } from '../state/orders.js';
import { areaStore, type SandboxState } from '../state/sandbox-state.js';
import { type SandboxUser, users } from '../state/users.js';
import { zoneName } from './zone-names.js';

/** The day the seed describes: events before it are mostly sold out. */
const SEED_TODAY = '2026-11-22';

export interface SeatZone {
  id: number;
  name: string;
  /** The zone's price relative to the event price. */
  factor: number;
  color: string;
}

export interface HallSeat {
  id: number;
  zone: SeatZone;
  row: number;
  number: number;
  /** Technical places (the sound desk) that are never sold: seat state 0. */
  blocked: boolean;
  /** Sold to people outside the sandbox's accounts. */
  soldBefore: boolean;
}

export interface TicketRecord {
  id: number;
  number: string;
  hash: string;
  eventId: number;
  seatId: number | null;
  holderId: number | null;
  status: TicketStatusValue;
  priceRub: number;
  /** Set when the ticket's hold expired; the expired-tickets list shows it until processed. */
  expiredAt: number | null;
  expiryProcessed: boolean;
}

export interface TicketOrder {
  id: number;
  userId: number;
  eventId: number;
  status: TicketStatusValue;
  heldUntil: number | null;
  tickets: TicketRecord[];
  /**
   * Set by the confirm: the tickets are cart items (type 2) to pay through the checkout before the
   * hold lapses; they stay "confirm awaited" until the shop order that holds them is paid.
   */
  confirmedAt: number | null;
  /** The shop order the tickets are paid by, once the checkout placed one. */
  shopOrder: SandboxOrder | null;
}

/**
 * The cart item of a confirmed ticket (spec 2 §3 item type 2) is an unlisted catalog item of its
 * own, one per ticket, so each ticket's zone price is exact and a ticket cannot be bought twice
 * (limit 1). Ids above the price list's and the events' ranges.
 */
export const TICKET_ITEM_ID_BASE = 900_000_000;
export const ticketItemId = (ticketId: number): number => TICKET_ITEM_ID_BASE + ticketId;

const zonesFor = (rows: number, eventId: number): ((row: number) => SeatZone) => {
  const vip = { id: eventId * 10 + 1, name: 'VIP', factor: 2, color: '#C9A227' };
  const standard = { id: eventId * 10 + 2, name: 'Standard', factor: 1, color: '#2E7D32' };
  const balcony = { id: eventId * 10 + 3, name: 'Balcony', factor: 0.7, color: '#81C784' };
  return (row) => (row <= 3 ? vip : rows >= 12 && row > rows - 3 ? balcony : standard);
};

/** Seeded registered tickets of the demo partner, with fixed hashes for the external ticket pages. */
export const DEMO_TICKET_HASH = 'tk7c1e2a9f4b05';
const DEMO_ORDERS: { eventId: number; seats: [number, number][]; holders: number[]; hashes: string[] }[] = [
  {
    eventId: 101,
    seats: [
      [5, 11],
      [5, 12],
    ],
    holders: [1, 100],
    hashes: ['tk3f90d1c6e201', 'tk3f90d1c6e202'],
  },
  { eventId: 105, seats: [[2, 9]], holders: [1], hashes: [DEMO_TICKET_HASH] },
];

/**
 * Seats, ticket orders and holds of every event (spec 2 §4 ticket registration): pre-reserve, reserve
 * naming holders, then confirm or cancel. Holds left for 30 minutes expire on the next look at the store.
 */
export class Tickets {
  readonly halls = new Map<number, HallSeat[]>();
  /** Places sold before the sandbox started, for events without a seat scheme. */
  private readonly placesSold = new Map<number, number>();
  readonly orders: TicketOrder[] = [];
  private nextOrderId = 1;
  private nextTicketId = 1;
  private readonly random;

  constructor(private readonly state: SandboxState) {
    this.random = state.random('tickets');
    for (const event of EVENTS) {
      const occupancy = event.dateFrom < SEED_TODAY ? 0.9 : 0.3;
      if (event.venue.kind === 'places') {
        this.placesSold.set(event.id, Math.round(event.venue.capacity * occupancy * this.random.next()));
        continue;
      }
      const { rows, seatsPerRow } = event.venue;
      const zoneOf = zonesFor(rows, event.id);
      const desk = Math.floor(seatsPerRow / 2);
      const seats: HallSeat[] = [];
      for (let row = 1; row <= rows; row += 1) {
        for (let number = 1; number <= seatsPerRow; number += 1) {
          const blocked = row === rows && number >= desk - 1 && number <= desk + 2;
          seats.push({
            id: event.id * 10000 + row * 100 + number,
            zone: zoneOf(row),
            row,
            number,
            blocked,
            soldBefore: !blocked && this.random.chance(occupancy),
          });
        }
      }
      this.halls.set(event.id, seats);
    }
    for (const demo of DEMO_ORDERS) {
      const event = EVENTS.find((e) => e.id === demo.eventId) as SandboxEvent;
      const order = this.newOrder(1, event.id, TICKET_STATUS.registered, null);
      demo.seats.forEach(([row, number], i) => {
        const seat = this.hall(event.id).find((s) => s.row === row && s.number === number) as HallSeat;
        seat.soldBefore = false;
        const ticket = this.newTicket(event, seat, TICKET_STATUS.registered);
        order.tickets.push({ ...ticket, hash: demo.hashes[i] as string, holderId: demo.holders[i] ?? null });
      });
    }
  }

  hall(eventId: number): HallSeat[] {
    return this.halls.get(eventId) ?? [];
  }

  /** Ends holds older than 30 minutes: the seats return to free, the tickets are cancelled and listed as expired. */
  sweep(): void {
    const now = this.state.now();
    for (const order of this.orders) {
      if (order.heldUntil === null || order.heldUntil > now || !HELD.includes(order.status)) continue;
      order.status = TICKET_STATUS.cancelled;
      for (const ticket of order.tickets) {
        ticket.status = TICKET_STATUS.cancelled;
        ticket.expiredAt = order.heldUntil;
      }
      order.heldUntil = null;
      // The unpaid shop order of lapsed tickets cannot be paid any more: nothing is charged for seats gone.
      if (order.shopOrder && order.shopOrder.status === 'awaiting_payment') order.shopOrder.status = 'cancelled';
    }
  }

  /** Tickets that hold a seat or a place: held, awaiting or registered. */
  private liveTickets(eventId: number): TicketRecord[] {
    this.sweep();
    return this.orders
      .filter((o) => o.eventId === eventId)
      .flatMap((o) => o.tickets)
      .filter((t) => t.status !== TICKET_STATUS.cancelled);
  }

  /** Seat ids taken by someone, with the order that holds each. */
  takenSeats(eventId: number): Map<number, TicketOrder> {
    const taken = new Map<number, TicketOrder>();
    for (const order of this.orders.filter((o) => o.eventId === eventId && o.status !== TICKET_STATUS.cancelled)) {
      for (const ticket of order.tickets) if (ticket.seatId !== null) taken.set(ticket.seatId, order);
    }
    return taken;
  }

  seats(event: SandboxEvent): { total: number; left: number } {
    const live = this.liveTickets(event.id).length;
    if (event.venue.kind === 'places') {
      const total = event.venue.capacity;
      return { total, left: Math.max(0, total - (this.placesSold.get(event.id) ?? 0) - live) };
    }
    const sellable = this.hall(event.id).filter((s) => !s.blocked);
    return { total: sellable.length, left: sellable.filter((s) => !s.soldBefore).length - live };
  }

  ordersOf(userId: number, eventId: number): TicketOrder[] {
    this.sweep();
    return this.orders.filter((o) => o.userId === userId && o.eventId === eventId);
  }

  /** The user's running hold for the event, if any. */
  active(userId: number, eventId: number): TicketOrder | undefined {
    return this.ordersOf(userId, eventId).find((o) => HELD.includes(o.status));
  }

  /** Milliseconds left on the user's earliest running hold (auth info `min_tickets_timer`), or null. */
  timer(userId: number): number | null {
    this.sweep();
    const now = this.state.now();
    const left = this.orders
      .filter((o) => o.userId === userId && o.heldUntil !== null && HELD.includes(o.status))
      .map((o) => (o.heldUntil as number) - now);
    return left.length === 0 ? null : Math.min(...left);
  }

  /** How many of the user's tickets are on a running hold, over every event (the office root's held_tickets). */
  heldCount(userId: number): number {
    this.sweep();
    return this.orders
      .filter((o) => o.userId === userId && o.heldUntil !== null && HELD.includes(o.status))
      .reduce((sum, o) => sum + o.tickets.length, 0);
  }

  preReserve(user: SandboxUser, event: SandboxEvent, wanted: { seatIds?: number[]; quantity?: number }): TicketOrder {
    const today = new Date(this.state.now()).toISOString().slice(0, 10);
    if (event.dateFrom <= today) throw badRequest({ event: ['Registration for this event is closed'] });
    const current = this.active(user.id, event.id);
    if (current && current.status !== TICKET_STATUS.preReserved) {
      throw badRequest({ seat_ids: ['Confirm or cancel the current reservation first'] });
    }
    const tickets =
      event.venue.kind === 'scheme'
        ? this.pickSeats(event, wanted.seatIds ?? [], current)
        : this.pickPlaces(event, wanted.quantity, current);
    // A new choice during a pre-reservation replaces the held seats but keeps the running timer.
    const order =
      current ??
      this.newOrder(user.id, event.id, TICKET_STATUS.preReserved, this.state.now() + this.state.options.ticketHoldMs);
    order.tickets = tickets;
    return order;
  }

  private pickSeats(event: SandboxEvent, seatIds: number[], current: TicketOrder | undefined): TicketRecord[] {
    const ids = [...new Set(seatIds)];
    if (ids.length === 0) throw badRequest({ seat_ids: ['Choose at least one seat on the scheme'] });
    if (ids.length > MAX_TICKETS_PER_ORDER) {
      throw badRequest({ seat_ids: [`At most ${MAX_TICKETS_PER_ORDER} seats per order`] });
    }
    const taken = this.takenSeats(event.id);
    return ids.map((id) => {
      const seat = this.hall(event.id).find((s) => s.id === id);
      if (!seat) throw badRequest({ seat_ids: [`No seat ${id} on this scheme`] });
      const holder = taken.get(id);
      if (seat.blocked || seat.soldBefore || (holder && holder !== current)) {
        throw badRequest({ seat_ids: [`Row ${seat.row}, seat ${seat.number} is already taken`] });
      }
      return this.newTicket(event, seat, TICKET_STATUS.preReserved);
    });
  }

  private pickPlaces(
    event: SandboxEvent,
    quantity: number | undefined,
    current: TicketOrder | undefined,
  ): TicketRecord[] {
    if (!quantity) throw badRequest({ quantity: ['Say how many places to hold'] });
    if (quantity > MAX_TICKETS_PER_ORDER) {
      throw badRequest({ quantity: [`At most ${MAX_TICKETS_PER_ORDER} places per order`] });
    }
    const left = this.seats(event).left + (current?.tickets.length ?? 0);
    if (quantity > left) throw badRequest({ quantity: [`Only ${left} places are left`] });
    return Array.from({ length: quantity }, () => this.newTicket(event, null, TICKET_STATUS.preReserved));
  }

  /** Names a holder for each ticket; when every ticket has one the order awaits confirmation. */
  reserve(user: SandboxUser, event: SandboxEvent, named: { ticket_id: number; partner_number: string }[]): TicketOrder {
    const order = this.requireActive(user.id, event.id);
    if (order.confirmedAt !== null) {
      throw badRequest({ tickets: ['The reservation is confirmed: pay for it or cancel it'] });
    }
    // Holders of every other live ticket of the event, this order's tickets not renamed now included.
    const renamed = new Set(named.map((item) => item.ticket_id));
    const holdersElsewhere = new Set(
      this.liveTickets(event.id)
        .filter((t) => !renamed.has(t.id) || !order.tickets.includes(t))
        .map((t) => t.holderId),
    );
    const chosen = new Map<number, number>();
    named.forEach((item, i) => {
      if (!order.tickets.some((t) => t.id === item.ticket_id)) {
        throw badRequest({ [`tickets.${i}.ticket_id`]: ['This ticket is not in your reservation'] });
      }
      const holder = findHolder(this.state, item.partner_number);
      if (!holder) throw badRequest({ [`tickets.${i}.partner_number`]: ['No partner with this number'] });
      if (holdersElsewhere.has(holder.id) || [...chosen.values()].includes(holder.id)) {
        throw badRequest({ [`tickets.${i}.partner_number`]: [`${holder.name} already has a ticket for this event`] });
      }
      chosen.set(item.ticket_id, holder.id);
    });
    for (const ticket of order.tickets) {
      const holderId = chosen.get(ticket.id);
      if (holderId !== undefined) ticket.holderId = holderId;
      ticket.status = ticket.holderId === null ? TICKET_STATUS.registrationAwaited : TICKET_STATUS.confirmAwaited;
    }
    order.status = order.tickets.every((t) => t.holderId !== null)
      ? TICKET_STATUS.confirmAwaited
      : TICKET_STATUS.registrationAwaited;
    return order;
  }

  /**
   * Confirms the named reservation: its tickets become cart items (type 2) paid through the
   * checkout within the hold; they are registered when that order is paid (`settle`). A second
   * confirm of the same reservation answers the same items: nothing new to pay.
   */
  confirm(userId: number, eventId: number): TicketOrder {
    const order = this.requireActive(userId, eventId);
    if (order.confirmedAt !== null) return order;
    if (order.status !== TICKET_STATUS.confirmAwaited) {
      throw badRequest({ tickets: ['Name a holder for every ticket before confirming'] });
    }
    order.confirmedAt = this.state.now();
    const event = eventById(eventId) as SandboxEvent;
    for (const ticket of order.tickets) catalog(this.state).addUnlisted(this.cartItemOf(event, order, ticket));
    return order;
  }

  private cartItemOf(event: SandboxEvent, order: TicketOrder, ticket: TicketRecord): CatalogProduct {
    const seat = this.hall(event.id).find((s) => s.id === ticket.seatId);
    const nameRu = EVENTS_RU[event.id]?.name ?? event.name;
    const nameHe = EVENTS_HE[event.id]?.name ?? event.name;
    const id = ticketItemId(ticket.id);
    return {
      id,
      code: `TK${String(ticket.id).padStart(7, '0')}`,
      name: `Ticket ${ticket.number}: ${event.name}${seat ? `, ${seat.zone.name}, row ${seat.row}, seat ${seat.number}` : ''}`,
      noun: `Ticket ${ticket.number}`,
      brandId: 0,
      sectionPath: '',
      subsectionPath: '',
      type: ITEM_TYPE.ticket,
      priceRub: ticket.priceRub,
      oldPriceRub: null,
      value: 0,
      inStock: true,
      isNew: false,
      isPromo: false,
      onlyInCart: false,
      onlyRc: false,
      marking: false,
      canGift: false,
      maxPerOrder: 1,
      limit: 1,
      unavailableIn: [],
      createdAt: new Date(this.state.now()).toISOString(),
      unlisted: {
        path: `/office/orders/ticket-purchase/${order.id}/registration`,
        seller: 'Greenway events',
        nameRu: `Билет ${ticket.number}: ${nameRu}${seat ? `, ${zoneName(seat.zone, 'ru')}, ряд ${seat.row}, место ${seat.number}` : ''}`,
        nameHe: `כרטיס ${ticket.number}: ${nameHe}${seat ? `, ${zoneName(seat.zone, 'he')}, שורה ${seat.row}, מקום ${seat.number}` : ''}`,
      },
    };
  }

  /** The confirmed, unpaid purchases whose tickets are the given cart items, by the buyer. */
  private purchasesOfItems(itemIds: readonly number[]): Map<TicketOrder, TicketRecord[]> {
    const found = new Map<TicketOrder, TicketRecord[]>();
    for (const order of this.orders) {
      const mine = order.tickets.filter((t) => itemIds.includes(ticketItemId(t.id)));
      if (mine.length > 0) found.set(order, mine);
    }
    return found;
  }

  /**
   * Why a cart's ticket items cannot be ordered now, as field errors (spec 2 §5 order checks):
   * someone else's tickets, a hold that lapsed, part of a purchase, or tickets already in an order.
   */
  orderProblems(buyerId: number | null, itemIds: readonly number[]): string[] {
    this.sweep();
    const problems: string[] = [];
    for (const [order, items] of this.purchasesOfItems(itemIds)) {
      if (buyerId === null || order.userId !== buyerId) problems.push('These tickets belong to another buyer');
      else if (order.status === TICKET_STATUS.cancelled) {
        problems.push('The hold on these tickets lapsed or was cancelled: choose seats again');
      } else if (
        order.status === TICKET_STATUS.registered ||
        (order.shopOrder && order.shopOrder.status !== 'cancelled')
      ) {
        problems.push(`These tickets are already in order ${order.shopOrder?.number ?? ''}`.trim());
      } else if (order.confirmedAt === null) problems.push('Confirm the reservation before paying for it');
      else if (items.length !== order.tickets.length) problems.push('All tickets of one reservation are paid together');
    }
    return problems;
  }

  /** The shop order placed for confirmed tickets: it is the one their payment registers them by. */
  linkOrder(shopOrder: SandboxOrder): void {
    const itemIds = shopOrder.lines.filter((l) => l.type === ITEM_TYPE.ticket).map((l) => l.productId);
    for (const order of this.purchasesOfItems(itemIds).keys()) order.shopOrder = shopOrder;
  }

  /** A paid shop order registers the tickets it paid for: the hold ends, the tickets are issued. */
  settle(shopOrder: SandboxOrder): void {
    for (const order of this.orders) {
      if (order.shopOrder !== shopOrder || order.status === TICKET_STATUS.registered) continue;
      order.status = TICKET_STATUS.registered;
      order.heldUntil = null;
      for (const ticket of order.tickets) ticket.status = TICKET_STATUS.registered;
    }
  }

  /** Whether the shop order pays for tickets whose hold lapsed (so the payment is refused). */
  lapsedFor(shopOrder: SandboxOrder): boolean {
    this.sweep();
    return this.orders.some((o) => o.shopOrder === shopOrder && o.status === TICKET_STATUS.cancelled);
  }

  /** One purchase of the user (GET ticket-purchase/{id}); another user's purchase is not found. */
  purchase(userId: number, id: number): TicketOrder {
    this.sweep();
    const order = this.orders.find((o) => o.id === id && o.userId === userId);
    if (!order) throw notFound('Ticket purchase');
    return order;
  }

  cancel(userId: number, eventId: number): void {
    const order = this.requireActive(userId, eventId);
    order.status = TICKET_STATUS.cancelled;
    order.heldUntil = null;
    for (const ticket of order.tickets) ticket.status = TICKET_STATUS.cancelled;
    if (order.shopOrder && order.shopOrder.status === 'awaiting_payment') order.shopOrder.status = 'cancelled';
  }

  private requireActive(userId: number, eventId: number): TicketOrder {
    const order = this.active(userId, eventId);
    if (!order) {
      throw new SandboxError(400, {
        ok: false,
        detail: 'No tickets are held for this event: the hold may have expired',
        code: 'no_hold',
      });
    }
    return order;
  }

  /** Expired tickets of the user not yet marked processed. */
  expired(userId: number): TicketRecord[] {
    this.sweep();
    return this.orders
      .filter((o) => o.userId === userId)
      .flatMap((o) => o.tickets)
      .filter((t) => t.expiredAt !== null && !t.expiryProcessed);
  }

  markProcessed(userId: number, ids: number[]): void {
    const pending = this.expired(userId);
    const unknown = ids.filter((id) => !pending.some((t) => t.id === id));
    if (unknown.length > 0) throw badRequest({ ids: [`Not among your expired tickets: ${unknown.join(', ')}`] });
    for (const ticket of pending) if (ids.includes(ticket.id)) ticket.expiryProcessed = true;
  }

  byHash(hash: string): { ticket: TicketRecord; order: TicketOrder } | undefined {
    for (const order of this.orders) {
      const ticket = order.tickets.find((t) => t.hash === hash);
      if (ticket) return { ticket, order };
    }
    return undefined;
  }

  private newOrder(userId: number, eventId: number, status: TicketStatusValue, heldUntil: number | null): TicketOrder {
    const order: TicketOrder = {
      id: this.nextOrderId++,
      userId,
      eventId,
      status,
      heldUntil,
      tickets: [],
      confirmedAt: null,
      shopOrder: null,
    };
    this.orders.push(order);
    return order;
  }

  private newTicket(event: SandboxEvent, seat: HallSeat | null, status: TicketStatusValue): TicketRecord {
    const id = this.nextTicketId++;
    return {
      id,
      number: `${event.id}-${String(id).padStart(6, '0')}`,
      hash: this.random.token('tk'),
      eventId: event.id,
      seatId: seat?.id ?? null,
      holderId: null,
      status,
      priceRub: Math.round(event.priceRub * (seat?.zone.factor ?? 1)),
      expiredAt: null,
      expiryProcessed: false,
    };
  }
}

/** Anyone in the structure with a number may hold a ticket, unless the account is suspended. */
export const findHolder = (state: SandboxState, number: string): SandboxUser | undefined =>
  users(state).find((u) => u.number === number.trim() && u.role !== 'employee' && !u.is_suspended);

export const tickets = areaStore((state) => new Tickets(state));

/** Auth info `min_tickets_timer`: milliseconds left on the user's earliest running hold, or null. */
export const minTicketsTimer = (state: SandboxState, userId: number): number | null => tickets(state).timer(userId);
