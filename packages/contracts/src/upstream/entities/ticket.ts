import { z } from 'zod';
import { Money } from '../common.js';
import { CartProduct } from './cart.js';
import { IsoDateTime, PersonRef } from './office.js';

/** Spec 2 §3: 0 cancelled, 1 registration awaited, 2 confirm awaited, 3 registered, 6 pre-reserved. */
export const TicketRegistrationStatus = z
  .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(6)])
  .meta({ id: 'TicketRegistrationStatus' });

/** Spec 2 §3: 0 unavailable, 1 selected, 2 occupied. */
export const SeatState = z.union([z.literal(0), z.literal(1), z.literal(2)]).meta({ id: 'SeatState' });

export const Seat = z
  .object({
    id: z.number().int(),
    zone_id: z.number().int(),
    row: z.string(),
    number: z.string(),
    x: z.number(),
    y: z.number(),
    state: SeatState.nullable().meta({
      description: 'Null for a free seat: spec 2 §3 names only the states of seats that cannot be taken as they are',
    }),
  })
  .meta({ id: 'Seat', 'x-assumed': true });

/** GET /office/order/event/{id}/scheme/: the hall for the seat selector modal. */
export const SeatScheme = z
  .object({
    width: z.number(),
    height: z.number(),
    zones: z.array(
      z.object({ id: z.number().int(), name: z.string(), price: Money, currency_code: z.string(), color: z.string() }),
    ),
    seats: z.array(Seat),
  })
  .meta({ id: 'SeatScheme', 'x-assumed': true });

/** A ticket of a purchase and where its registration stands. */
export const TicketRegistration = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: TicketRegistrationStatus,
    seat: z.object({ zone: z.string(), row: z.string(), number: z.string() }).nullable(),
    holder: PersonRef.nullable(),
    price: Money,
    currency_code: z.string(),
    hash: z.string().nullable().meta({
      description:
        'The ticket’s hash (the key of the ticket-template, check and download calls) once it is registered; null before',
    }),
  })
  .meta({ id: 'TicketRegistration', 'x-assumed': true });

/**
 * A ticket hold lasts 30 minutes (spec 2 §4, §9); `expires_in` counts it down. Spec 2 §2 has
 * tickets paid as cart items of type 2: a confirmed reservation is paid through the checkout within
 * the hold, and its tickets are registered when that order is paid.
 */
export const TicketHold = z
  .object({
    order_id: z.number().int().nullable(),
    tickets: z.array(TicketRegistration),
    expires_in: z.number().int().nullable().meta({ description: 'Milliseconds left on the hold' }),
    awaiting_payment: z.boolean().meta({
      description: 'Confirmed and not paid yet: the tickets are paid through the checkout before the hold lapses',
    }),
    cart_items: z.array(CartProduct).meta({
      description: 'The cart items (type 2 ticket) that pay for the confirmed tickets, one per ticket; empty otherwise',
    }),
    shop_order: z
      .object({ id: z.number().int(), number: z.string() })
      .nullable()
      .meta({ description: 'The shop order placed for the tickets, while it can still be paid or once paid' }),
  })
  .meta({ id: 'TicketHold', 'x-assumed': true });

/** One ticket purchase (a reservation and its tickets) with its event: the purchase's registration page. */
export const TicketPurchase = TicketHold.extend({
  status: TicketRegistrationStatus,
  event_id: z.number().int(),
  event_name: z.string(),
}).meta({ id: 'TicketPurchase', 'x-assumed': true });

export const ExpiredTicket = z
  .object({ id: z.number().int(), event_id: z.number().int(), event_name: z.string(), expired_at: IsoDateTime })
  .meta({ id: 'ExpiredTicket', 'x-assumed': true });

/** What a ticket shows (external ticket-template and ticket pages, spec 1 §2). */
export const TicketView = z
  .object({
    number: z.string(),
    event_name: z.string(),
    date: IsoDateTime,
    city: z.string(),
    address: z.string(),
    holder_name: z.string(),
    seat: z.object({ zone: z.string(), row: z.string(), number: z.string() }).nullable(),
    barcode: z.string(),
    layout_id: z.number().int(),
  })
  .meta({ id: 'TicketView', 'x-assumed': true });

export const TicketCheck = z
  .object({ valid: z.boolean(), status: TicketRegistrationStatus, ticket: TicketView.nullable() })
  .meta({ id: 'TicketCheck', 'x-assumed': true });

/** Where each ticket field is drawn on the printed ticket. */
export const TicketLayout = z
  .object({
    id: z.number().int(),
    width: z.number(),
    height: z.number(),
    background: z.string().nullable(),
    elements: z.array(z.object({ field: z.string(), x: z.number(), y: z.number(), font_size: z.number() })),
  })
  .meta({ id: 'TicketLayout', 'x-assumed': true });
