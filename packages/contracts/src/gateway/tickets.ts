import { z } from 'zod';
import { MAX_TICKETS_PER_ORDER } from '../rules/ticket-rules.js';
import { CartProduct } from '../upstream/entities/cart.js';
import { EventDetail } from '../upstream/entities/event.js';
import {
  ExpiredTicket,
  SeatScheme,
  TicketLayout,
  TicketRegistration,
  TicketRegistrationStatus,
  TicketView,
} from '../upstream/entities/ticket.js';
import { contract } from './contract-registry.js';

const Id = z.number().int().positive().max(2_147_483_647);

/** A hold as the page counts it down: the deadline and the server's time, so the browser's clock never matters. */
export const TicketHoldReply = contract(
  'TicketHoldReply',
  z.object({
    order_id: z.number().int().nullable(),
    status: TicketRegistrationStatus.nullable().meta({ description: 'Null when the user has no ticket order' }),
    tickets: z.array(TicketRegistration),
    held_until: z.number().int().nullable().meta({
      description: 'When the hold lapses, ms since the epoch by the server’s clock; null when nothing is held',
    }),
    server_time: z.number().int().meta({ description: 'The server’s clock at the reply, ms since the epoch' }),
    awaiting_payment: z.boolean().meta({
      description: 'Confirmed, to be paid through the checkout before held_until; registered once paid',
    }),
    cart_items: z.array(CartProduct).meta({
      description: 'The cart items (type 2 ticket) that pay for the confirmed tickets, one per ticket; empty otherwise',
    }),
    shop_order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  }),
);

/** /office/orders/ticket-purchase/{purchase_id}/registration: one purchase, its event, tickets and payment. */
export const TicketPurchaseReply = contract(
  'TicketPurchaseReply',
  TicketHoldReply.extend({
    status: TicketRegistrationStatus,
    event_id: z.number().int(),
    event_name: z.string(),
  }),
);

export const PurchaseId = z.object({ purchaseId: z.coerce.number().int().positive().max(2_147_483_647) });

export const TicketsPageReply = contract(
  'TicketsPage',
  z.object({
    event: EventDetail,
    scheme: SeatScheme.nullable().meta({ description: 'null for an event sold by number of places' }),
    tickets: z.array(TicketRegistration),
    hold: TicketHoldReply,
  }),
);

/** Seats on a scheme or a number of places: exactly one of the two (spec 1 §2 seat selector modals). */
export const PreReserveBody = z.union([
  z.strictObject({ seat_ids: z.array(Id).min(1).max(MAX_TICKETS_PER_ORDER) }),
  z.strictObject({ quantity: z.number().int().min(1).max(MAX_TICKETS_PER_ORDER) }),
]);

export const ReserveBody = z.strictObject({
  tickets: z
    .array(
      z.strictObject({
        ticket_id: Id,
        partner_number: z
          .string()
          .trim()
          .min(1)
          .max(20)
          .regex(/^[0-9A-Za-z-]+$/),
      }),
    )
    .min(1)
    .max(MAX_TICKETS_PER_ORDER),
});

export const PartnerQuery = z.object({
  number: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[0-9A-Za-z-]+$/),
});

export const ExpiredTicketsReply = contract('ExpiredTicketsReply', z.object({ tickets: z.array(ExpiredTicket) }));
export const ProcessedBody = z.strictObject({ ids: z.array(Id).min(1).max(100) });

/** A ticket's hash (the external pages' and the download's key): a short token of letters and digits. */
export const TicketHash = z.object({ hash: z.string().regex(/^[A-Za-z0-9]{6,64}$/) });

export const TicketPageReply = contract(
  'TicketPageReply',
  z.object({
    valid: z.boolean(),
    status: TicketRegistrationStatus,
    ticket: TicketView.nullable().meta({ description: 'Null unless the ticket is registered' }),
    layout: TicketLayout.nullable(),
  }),
);
