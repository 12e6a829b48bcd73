import { TICKET_STATUS } from '@gf/contracts/rules/ticket-rules';
import type { TicketHold, TicketLayout, TicketRegistration, TicketView } from '@gf/contracts/upstream/entities/ticket';
import type { z } from 'zod';
import { toCartLine } from '../cart/cart-lines.js';
import { catalog } from '../state/catalog.js';
import { convert, currencyOf } from '../state/currencies.js';
import { eventById, type SandboxEvent } from '../state/event-catalog.js';
import { eventIn } from '../state/event-ru.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { users } from '../state/users.js';
import { type TicketOrder, type TicketRecord, ticketItemId, tickets } from './ticket-store.js';
import { zoneName } from './zone-names.js';

const seatOf = (
  state: SandboxState,
  ticket: TicketRecord,
  language: string,
): { zone: string; row: string; number: string } | null => {
  const seat = tickets(state)
    .hall(ticket.eventId)
    .find((s) => s.id === ticket.seatId);
  return seat ? { zone: zoneName(seat.zone, language), row: String(seat.row), number: String(seat.number) } : null;
};

export const toRegistration = (
  state: SandboxState,
  ticket: TicketRecord,
  site: string,
  language: string,
): z.input<typeof TicketRegistration> => {
  const holder = ticket.holderId === null ? undefined : users(state).get(ticket.holderId);
  return {
    id: ticket.id,
    number: ticket.number,
    status: ticket.status,
    seat: seatOf(state, ticket, language),
    holder: holder ? { id: holder.id, number: holder.number, name: holder.name } : null,
    price: convert(ticket.priceRub, site),
    currency_code: currencyOf(site).currency,
    hash: ticket.status === TICKET_STATUS.registered ? ticket.hash : null,
  };
};

/**
 * A purchase's hold. Once confirmed and until paid, its tickets are cart items (type 2) to pay
 * through the checkout; the shop order placed for them, if any, is named.
 */
export const toHold = (
  state: SandboxState,
  order: TicketOrder,
  site: string,
  language: string,
): z.input<typeof TicketHold> => {
  const awaitingPayment = order.confirmedAt !== null && order.status === TICKET_STATUS.confirmAwaited;
  const shop = order.shopOrder;
  return {
    order_id: order.id,
    tickets: order.tickets.map((t) => toRegistration(state, t, site, language)),
    expires_in: order.heldUntil === null ? null : Math.max(0, order.heldUntil - state.now()),
    awaiting_payment: awaitingPayment,
    cart_items: awaitingPayment
      ? order.tickets.flatMap((t) => {
          const item = catalog(state).byId(ticketItemId(t.id));
          return item ? [toCartLine(state, item, 1, site, language)] : [];
        })
      : [],
    shop_order: shop && shop.status !== 'cancelled' ? { id: shop.id, number: shop.number } : null,
  };
};

export const toTicketView = (
  state: SandboxState,
  ticket: TicketRecord,
  order: TicketOrder,
  language: string,
): z.input<typeof TicketView> => {
  const event = eventIn(eventById(ticket.eventId) as SandboxEvent, language);
  const holder = users(state).get(ticket.holderId ?? order.userId);
  return {
    number: ticket.number,
    event_name: event.name,
    date: `${event.dateFrom}T10:00:00+00:00`,
    city: event.city,
    address: event.address,
    holder_name: holder?.name ?? '',
    seat: seatOf(state, ticket, language),
    barcode: `2${String(event.id).padStart(4, '0')}${String(ticket.id).padStart(7, '0')}`,
    layout_id: event.layoutId,
  };
};

/** Printed ticket layouts: 1 the forum ticket, 2 the cruise boarding pass (points on an A6 page). */
export const TICKET_LAYOUTS: readonly z.input<typeof TicketLayout>[] = [
  {
    id: 1,
    width: 420,
    height: 298,
    background: '/media/tickets/forum.png',
    elements: [
      { field: 'event_name', x: 24, y: 32, font_size: 20 },
      { field: 'date', x: 24, y: 64, font_size: 12 },
      { field: 'city', x: 24, y: 82, font_size: 12 },
      { field: 'address', x: 24, y: 100, font_size: 10 },
      { field: 'holder_name', x: 24, y: 140, font_size: 14 },
      { field: 'seat', x: 24, y: 168, font_size: 14 },
      { field: 'number', x: 24, y: 250, font_size: 10 },
      { field: 'barcode', x: 240, y: 200, font_size: 10 },
    ],
  },
  {
    id: 2,
    width: 420,
    height: 298,
    background: '/media/tickets/cruise.png',
    elements: [
      { field: 'event_name', x: 24, y: 40, font_size: 18 },
      { field: 'holder_name', x: 24, y: 96, font_size: 14 },
      { field: 'date', x: 24, y: 124, font_size: 12 },
      { field: 'address', x: 24, y: 142, font_size: 10 },
      { field: 'number', x: 24, y: 250, font_size: 10 },
      { field: 'barcode', x: 260, y: 180, font_size: 10 },
    ],
  },
];
