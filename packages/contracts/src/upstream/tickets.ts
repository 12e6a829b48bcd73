import { z } from 'zod';
import { FileReply, OkReply, QueryInt } from './common.js';
import { PersonRef } from './entities/office.js';
import {
  ExpiredTicket,
  SeatScheme,
  TicketCheck,
  TicketHold,
  TicketLayout,
  TicketPurchase,
  TicketRegistration,
  TicketRegistrationStatus,
  TicketView,
} from './entities/ticket.js';
import { op } from './operation.js';

const base = { tag: 'tickets', spec: '2 §7', auth: 'required' } as const;
const T = '/office/order/event/{id}';
const EventId = z.object({ id: QueryInt });
const Hash = z.object({ hash: z.string().min(1) });

/**
 * Spec 2 §7 ticket order and tickets. Registration (spec 2 §4): pre-reserve seats (a 30-minute hold),
 * reserve them for holders, then confirm or cancel. Expired holds are fetched and marked processed.
 */
export const ticketsOperations = {
  ticketOrderScheme: op({
    ...base,
    method: 'get',
    path: `${T}/scheme/`,
    assumed: true,
    summary: 'The seat scheme of an event, with each seat’s state',
    params: EventId,
    reply: SeatScheme,
  }),
  ticketOrderRegistration: op({
    ...base,
    method: 'get',
    path: `${T}/registration/`,
    assumed: true,
    summary: 'The user’s tickets for an event and where each registration stands',
    params: EventId,
    reply: z.object({ tickets: z.array(TicketRegistration) }),
  }),
  ticketOrderStatus: op({
    ...base,
    method: 'get',
    path: `${T}/status/`,
    assumed: true,
    summary: 'The current registration status and hold of the user’s ticket order',
    params: EventId,
    reply: TicketHold.extend({ status: TicketRegistrationStatus }),
  }),
  ticketOrderPartner: op({
    ...base,
    method: 'get',
    path: `${T}/partner/`,
    assumed: true,
    summary: 'Find a partner by number to hold a ticket; a failed lookup gives an error code',
    params: EventId,
    query: z.object({ number: z.string().min(1) }),
    reply: PersonRef,
  }),
  ticketOrderPreReserve: op({
    ...base,
    method: 'post',
    path: `${T}/pre-reservation/`,
    assumed: true,
    summary: 'Hold seats (by id on a scheme, or a number of seats) for 30 minutes',
    params: EventId,
    body: z.object({
      seat_ids: z.array(z.number().int()).optional(),
      quantity: z.number().int().min(1).optional(),
    }),
    reply: TicketHold,
  }),
  ticketOrderReserve: op({
    ...base,
    method: 'post',
    path: `${T}/reservation/`,
    assumed: true,
    summary: 'Reserve the held tickets, naming each one’s holder',
    params: EventId,
    body: z.object({
      tickets: z.array(z.object({ ticket_id: z.number().int(), partner_number: z.string().min(1) })),
    }),
    reply: TicketHold,
  }),
  ticketOrderConfirm: op({
    ...base,
    method: 'post',
    path: `${T}/confirm/`,
    assumed: true,
    summary:
      'Confirm the named reservation: its tickets become cart items (type 2) to pay through the checkout within the hold, registered once paid; a second confirm answers the same items',
    params: EventId,
    reply: TicketHold,
  }),
  ticketPurchase: op({
    ...base,
    method: 'get',
    path: '/office/order/ticket-purchase/{id}/',
    assumed: true,
    summary: 'One ticket purchase of the user with its event, tickets, hold and payment; another user’s is not found',
    params: z.object({ id: QueryInt }),
    reply: TicketPurchase,
  }),
  ticketOrderCancel: op({
    ...base,
    method: 'post',
    path: `${T}/cancel/`,
    assumed: true,
    summary: 'Cancel the pre-reservation or reservation and free the seats',
    params: EventId,
    reply: OkReply,
  }),
  ticketExpired: op({
    ...base,
    method: 'get',
    path: '/greenway/expired-tickets/',
    assumed: true,
    summary: 'Holds that expired and have not been shown to the user yet',
    reply: z.object({ tickets: z.array(ExpiredTicket) }),
  }),
  ticketExpiredProcessed: op({
    ...base,
    method: 'post',
    path: '/greenway/expired-tickets/processed/',
    assumed: true,
    summary: 'Mark expired holds as shown',
    body: z.object({ ids: z.array(z.number().int()) }),
    reply: OkReply,
  }),
  ticketTemplate: op({
    ...base,
    method: 'get',
    path: '/greenway/ticket-template/{hash}/',
    auth: 'none',
    assumed: true,
    summary: 'What a ticket shows, for the external ticket-template page',
    params: Hash,
    reply: TicketView,
  }),
  ticketCheck: op({
    ...base,
    method: 'get',
    path: '/greenway/ticket/{hash}/check/',
    auth: 'none',
    assumed: true,
    summary: 'Check a ticket by its hash (the external ticket page, a scanned barcode)',
    params: Hash,
    reply: TicketCheck,
  }),
  ticketLayout: op({
    ...base,
    method: 'get',
    path: '/greenway/ticket/layout/{id}/',
    auth: 'none',
    assumed: true,
    summary: 'Where each field is drawn on a printed ticket',
    params: z.object({ id: QueryInt }),
    reply: TicketLayout,
  }),
  ticketDownload: op({
    ...base,
    method: 'get',
    path: '/greenway/ticket/{hash}/download/',
    auth: 'none',
    assumed: true,
    summary: 'The ticket as a PDF (path not printed in the spec)',
    params: Hash,
    reply: FileReply,
    replyKind: 'pdf',
  }),
} as const;
