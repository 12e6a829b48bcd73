import { TICKET_STATUS } from '@gf/contracts/rules/ticket-rules';
import { badRequest, notFound, SandboxError } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { localized } from '../localized.js';
import { pdfDocument } from '../pdf/pdf-document.js';
import { convert, currencyOf } from '../state/currencies.js';
import { eventById, type SandboxEvent } from '../state/event-catalog.js';
import { EVENTS_HE } from '../state/event-he.js';
import { EVENTS_RU } from '../state/event-ru.js';
import { findHolder, tickets } from './ticket-store.js';
import { TICKET_LAYOUTS, toHold, toRegistration, toTicketView } from './ticket-views.js';
import { zoneName } from './zone-names.js';

type TicketIds =
  | 'ticketOrderScheme'
  | 'ticketOrderRegistration'
  | 'ticketOrderStatus'
  | 'ticketOrderPartner'
  | 'ticketOrderPreReserve'
  | 'ticketOrderReserve'
  | 'ticketOrderConfirm'
  | 'ticketOrderCancel'
  | 'ticketPurchase'
  | 'ticketExpired'
  | 'ticketExpiredProcessed'
  | 'ticketTemplate'
  | 'ticketCheck'
  | 'ticketLayout'
  | 'ticketDownload';

const SEAT_STEP_X = 30;
const SEAT_STEP_Y = 34;
/** Room above the first row for the stage. */
const STAGE_HEIGHT = 80;

const requireEvent = (id: number): SandboxEvent => {
  const event = eventById(id);
  if (!event) throw notFound('Event');
  return event;
};

const ticketByHash = (state: Parameters<typeof tickets>[0], hash: string) => {
  const found = tickets(state).byHash(hash);
  if (!found) throw notFound('Ticket');
  return found;
};

export const ticketHandlers: AreaHandlers<TicketIds> = {
  ticketOrderScheme: ({ params, caller, state, site, language }) => {
    const event = requireEvent(params.id);
    if (event.venue.kind !== 'scheme') throw notFound('Seat scheme');
    const store = tickets(state);
    const mine = store.active(caller!.user.id, event.id);
    const taken = store.takenSeats(event.id);
    const seats = store.hall(event.id);
    const zones = [...new Map(seats.map((s) => [s.zone.id, s.zone])).values()];
    return {
      width: event.venue.seatsPerRow * SEAT_STEP_X + 2 * SEAT_STEP_X,
      height: event.venue.rows * SEAT_STEP_Y + STAGE_HEIGHT,
      zones: zones.map((z) => ({
        id: z.id,
        name: zoneName(z, language),
        price: convert(Math.round(event.priceRub * z.factor), site),
        currency_code: currencyOf(site).currency,
        color: z.color,
      })),
      // Spec 2 §3 seat states from the caller's view: 0 unavailable, 1 selected (held by the caller), 2 occupied.
      seats: seats.map((s) => {
        const holder = taken.get(s.id);
        const state = s.blocked ? 0 : holder && holder === mine ? 1 : holder || s.soldBefore ? 2 : null;
        return {
          id: s.id,
          zone_id: s.zone.id,
          row: String(s.row),
          number: String(s.number),
          x: SEAT_STEP_X * s.number + SEAT_STEP_X / 2,
          y: STAGE_HEIGHT + SEAT_STEP_Y * (s.row - 1),
          state,
        };
      }),
    };
  },

  ticketOrderRegistration: ({ params, caller, state, site, language }) => {
    const event = requireEvent(params.id);
    const userId = caller!.user.id;
    const store = tickets(state);
    store.sweep();
    // The buyer's tickets, and tickets someone else bought naming the user as holder.
    const own = store.orders
      .filter((o) => o.eventId === event.id)
      .flatMap((o) => o.tickets.filter((t) => o.userId === userId || t.holderId === userId));
    return { tickets: own.map((t) => toRegistration(state, t, site, language)) };
  },

  ticketOrderStatus: ({ params, caller, state, site, language }) => {
    const event = requireEvent(params.id);
    const latest = tickets(state).ordersOf(caller!.user.id, event.id).at(-1);
    if (!latest) {
      return {
        order_id: null,
        tickets: [],
        expires_in: null,
        awaiting_payment: false,
        cart_items: [],
        shop_order: null,
        status: TICKET_STATUS.registrationAwaited,
      };
    }
    return { ...toHold(state, latest, site, language), status: latest.status };
  },

  ticketOrderPartner: ({ params, query, state }) => {
    const event = requireEvent(params.id);
    const holder = findHolder(state, query.number);
    if (!holder) {
      throw new SandboxError(404, { detail: 'No partner with this number', code: 'partner_not_found' });
    }
    const store = tickets(state);
    store.sweep();
    const hasTicket = store.orders.some(
      (o) =>
        o.eventId === event.id &&
        o.tickets.some((t) => t.holderId === holder.id && t.status !== TICKET_STATUS.cancelled),
    );
    if (hasTicket) {
      throw new SandboxError(400, {
        ok: false,
        detail: `${holder.name} already has a ticket`,
        code: 'already_has_ticket',
      });
    }
    return { id: holder.id, number: holder.number, name: holder.name };
  },

  ticketOrderPreReserve: ({ params, body, caller, state, site, language }) => {
    const event = requireEvent(params.id);
    if (body.seat_ids === undefined && body.quantity === undefined) {
      throw badRequest({ seat_ids: ['Choose seats or a number of places'] });
    }
    const order = tickets(state).preReserve(caller!.user, event, {
      ...(body.seat_ids ? { seatIds: body.seat_ids } : {}),
      ...(body.quantity ? { quantity: body.quantity } : {}),
    });
    return toHold(state, order, site, language);
  },

  ticketOrderReserve: ({ params, body, caller, state, site, language }) => {
    const event = requireEvent(params.id);
    return toHold(state, tickets(state).reserve(caller!.user, event, body.tickets), site, language);
  },

  /** Spec 2 §2: the confirmed tickets become cart items (type 2), registered once their order is paid. */
  ticketOrderConfirm: ({ params, caller, state, site, language }) => {
    const event = requireEvent(params.id);
    return toHold(state, tickets(state).confirm(caller!.user.id, event.id), site, language);
  },

  ticketPurchase: ({ params, caller, state, site, language }) => {
    const order = tickets(state).purchase(caller!.user.id, params.id);
    const event = eventById(order.eventId) as SandboxEvent;
    return {
      ...toHold(state, order, site, language),
      status: order.status,
      event_id: event.id,
      event_name: localized(language, event.name, { ru: EVENTS_RU[event.id]?.name, he: EVENTS_HE[event.id]?.name }),
    };
  },

  ticketOrderCancel: ({ params, caller, state }) => {
    const event = requireEvent(params.id);
    tickets(state).cancel(caller!.user.id, event.id);
    return { ok: true };
  },

  ticketExpired: ({ caller, state, language }) => ({
    tickets: tickets(state)
      .expired(caller!.user.id)
      .map((t) => ({
        id: t.id,
        event_id: t.eventId,
        event_name: localized(language, eventById(t.eventId)?.name ?? '', {
          ru: EVENTS_RU[t.eventId]?.name,
          he: EVENTS_HE[t.eventId]?.name,
        }),
        expired_at: new Date(t.expiredAt as number).toISOString(),
      })),
  }),

  ticketExpiredProcessed: ({ body, caller, state }) => {
    tickets(state).markProcessed(caller!.user.id, body.ids);
    return { ok: true };
  },

  ticketTemplate: ({ params, state, language }) => {
    const { ticket, order } = ticketByHash(state, params.hash);
    return toTicketView(state, ticket, order, language);
  },

  ticketCheck: ({ params, state, language }) => {
    const { ticket, order } = ticketByHash(state, params.hash);
    const valid = ticket.status === TICKET_STATUS.registered;
    return { valid, status: ticket.status, ticket: valid ? toTicketView(state, ticket, order, language) : null };
  },

  ticketLayout: ({ params }) => {
    const layout = TICKET_LAYOUTS.find((l) => l.id === params.id);
    if (!layout) throw notFound('Ticket layout');
    return layout;
  },

  ticketDownload: ({ params, state, language }) => {
    const { ticket, order } = ticketByHash(state, params.hash);
    if (ticket.status !== TICKET_STATUS.registered) {
      throw badRequest({ hash: ['Only a registered ticket can be downloaded'] });
    }
    const view = toTicketView(state, ticket, order, language);
    const seat = view.seat ? `${view.seat.zone}, row ${view.seat.row}, seat ${view.seat.number}` : 'General admission';
    return {
      filename: `ticket-${ticket.number}.pdf`,
      contentType: 'application/pdf',
      data: pdfDocument(view.event_name, [
        `${view.date.slice(0, 10)}, ${view.city}`,
        view.address,
        `Holder: ${view.holder_name}`,
        seat,
        `Ticket ${view.number}   Barcode ${view.barcode}`,
      ]),
    };
  },
};
