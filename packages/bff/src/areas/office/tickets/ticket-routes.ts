import { EventId } from '@gf/contracts/gateway/events';
import {
  ExpiredTicketsReply,
  PartnerQuery,
  PreReserveBody,
  ProcessedBody,
  PurchaseId,
  ReserveBody,
  TicketHoldReply,
  TicketPurchaseReply,
  TicketsPageReply,
} from '@gf/contracts/gateway/tickets';
import { HELD_STATUSES, TICKET_STATUS, type TicketStatusValue } from '@gf/contracts/rules/ticket-rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../../platform/errors/envelope.js';
import { WriteOnce } from '../../../platform/writes/write-once.js';
import { lookingUpPartner } from '../team/partner-lookup.js';

const Ok = z.object({ ok: z.boolean() });
const Partner = z.object({ id: z.number().int(), number: z.string(), name: z.string() });

type Hold = Pick<
  z.output<typeof TicketHoldReply>,
  'order_id' | 'tickets' | 'awaiting_payment' | 'cart_items' | 'shop_order'
> & { expires_in: number | null };

/**
 * Buying tickets to an event (spec 1 §2 /office/orders/events/{event_id}/tickets; spec 2 §4 ticket
 * registration): the page (event, hall, the user's tickets, the running hold), then pre-reserve,
 * reserve naming holders, confirm or cancel. A 404 while signed out sends the user to sign in
 * (spec 2 §2). Holds are counted in the server's time: replies carry the deadline and the clock.
 */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, sessions, now } = app.core;
  // Holds name no attempt: an identical write of the same session joins the one under way, nothing is kept.
  const sameWrite = new WriteOnce<unknown>(sessions, 0);

  const toHoldReply = (hold: Hold, status: z.output<typeof TicketHoldReply>['status']) => {
    const serverTime = now();
    return {
      order_id: hold.order_id,
      status,
      tickets: hold.tickets,
      held_until: hold.expires_in === null ? null : serverTime + hold.expires_in,
      server_time: serverTime,
      awaiting_payment: hold.awaiting_payment,
      cart_items: hold.cart_items,
      shop_order: hold.shop_order,
    };
  };

  const purchaseReply = (purchase: Hold & { status: TicketStatusValue; event_id: number; event_name: string }) => ({
    ...toHoldReply(purchase, purchase.status),
    status: purchase.status,
    event_id: purchase.event_id,
    event_name: purchase.event_name,
  });

  /**
   * Keeps the session's hold deadline (the site-wide reminder, auth `min_tickets_timer`) in step:
   * a new hold can only bring it closer; after a confirm or cancel the upstream says what is left.
   */
  const rememberHold = async (request: FastifyRequest, heldUntil: number | 'ask') => {
    const session = await sessions.load(request);
    if (!session) return;
    let until: number | null;
    if (heldUntil === 'ask') {
      const timer = (await calls.call(request, 'authInfo', {}, 'required')).min_tickets_timer;
      until = timer === null ? null : now() + timer;
    } else {
      const current = session.data.ticketsHeldUntil ?? null;
      until = current !== null && current > now() ? Math.min(current, heldUntil) : heldUntil;
    }
    await sessions.update(session.id, (data) => {
      data.ticketsHeldUntil = until;
    });
  };

  /**
   * A hold that ended elsewhere (its order paid through the checkout, spec 2 §2) leaves the
   * session's deadline behind: a page that sees no running hold asks the upstream once more.
   */
  const forgetEndedHold = async (request: FastifyRequest, running: boolean) => {
    if (running) return;
    const session = await sessions.load(request);
    const until = session?.data.ticketsHeldUntil ?? null;
    if (until !== null && until > now()) await rememberHold(request, 'ask');
  };

  /** The write, joined to an identical one (route, parameters, body) of the same session already under way. */
  const once = async <T>(request: FastifyRequest, write: () => Promise<T>): Promise<T> =>
    (await sameWrite.join(request, write)) as T;

  const eventConfig = { page: 'OfficeEventTickets', ticketsPage: true } as const;

  app.get(
    '/events/:eventId/tickets',
    {
      schema: {
        tags: ['tickets'],
        summary: 'The tickets page of an event: event, seat scheme, the user’s tickets and running hold',
        params: EventId,
        response: { 200: TicketsPageReply },
      },
      config: { access: 'signedIn', ...eventConfig },
    },
    async (request) => {
      const params = { id: request.params.eventId };
      // The event first: it is public, so an unknown event answers 404 even to a signed-out visitor.
      const event = await calls.call(request, 'eventGet', { params });
      const [scheme, registration, status] = await Promise.all([
        calls.call(request, 'ticketOrderScheme', { params }).catch((error: unknown) => {
          // Schools and cruises sell places by number: they have no hall, which is not an error here.
          if (error instanceof GatewayError && error.envelope.status === 404) return null;
          throw error;
        }),
        calls.call(request, 'ticketOrderRegistration', { params }),
        calls.call(request, 'ticketOrderStatus', { params }),
      ]);
      await forgetEndedHold(request, status.expires_in !== null);
      return {
        event,
        scheme,
        tickets: registration.tickets,
        hold: toHoldReply(status, status.order_id === null ? null : status.status),
      };
    },
  );

  app.get(
    '/events/:eventId/tickets/partner',
    {
      schema: {
        tags: ['tickets'],
        summary:
          'Find a partner by number to hold a ticket: the user or a partner of their structure; anyone else is partner_not_found, as a number nobody has',
        params: EventId,
        querystring: PartnerQuery,
        response: { 200: Partner },
      },
      // A read: a manager viewing the account may look a partner up; naming the owner is the reservation's write.
      config: { access: 'signedIn', ...eventConfig },
    },
    async (request) => {
      const number = request.query.number.trim();
      // x-assumed (the spec says who holds a ticket nowhere): the buyer or a team member (the hold
      // panel's rule), so the look-up names nobody else; the structure's own look-up tells which.
      const own = (await sessions.load(request))?.data.user?.number;
      return lookingUpPartner(async () => {
        if (number !== own) await calls.call(request, 'teamPartner', { params: { number } });
        return calls.call(request, 'ticketOrderPartner', { params: { id: request.params.eventId }, query: { number } });
      });
    },
  );

  app.post(
    '/events/:eventId/tickets/pre-reservation',
    {
      schema: {
        tags: ['tickets'],
        summary:
          'Hold seats on the scheme or a number of places for TICKET_HOLD_MS; a seat someone else holds is refused',
        params: EventId,
        body: PreReserveBody,
        response: { 200: TicketHoldReply },
      },
      config: { access: 'ordering', ...eventConfig },
    },
    async (request) =>
      once(request, async () => {
        const hold = await calls.call(request, 'ticketOrderPreReserve', {
          params: { id: request.params.eventId },
          body: request.body,
        });
        const reply = toHoldReply(hold, TICKET_STATUS.preReserved);
        if (reply.held_until !== null) await rememberHold(request, reply.held_until);
        return reply;
      }),
  );

  app.post(
    '/events/:eventId/tickets/reservation',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Name the holder (a partner number) of each held ticket',
        params: EventId,
        body: ReserveBody,
        response: { 200: TicketHoldReply },
      },
      config: { access: 'ordering', ...eventConfig },
    },
    async (request) =>
      once(request, async () => {
        const params = { id: request.params.eventId };
        const hold = await calls.call(request, 'ticketOrderReserve', { params, body: request.body });
        const status = await calls.call(request, 'ticketOrderStatus', { params });
        return toHoldReply(hold, status.status);
      }),
  );

  app.post(
    '/events/:eventId/tickets/confirm',
    {
      schema: {
        tags: ['tickets'],
        summary:
          'Confirm the named reservation: its tickets become cart items (type 2) paid through the checkout before the hold lapses, registered once paid; a second confirm answers the same items; a lapsed or paid hold is refused',
        params: EventId,
        response: { 200: TicketHoldReply },
      },
      config: { access: 'ordering', ...eventConfig },
    },
    async (request) =>
      once(request, async () => {
        const params = { id: request.params.eventId };
        const hold = await calls.call(request, 'ticketOrderConfirm', { params });
        // The hold runs on until the order is paid: the reminder's deadline stays as it was.
        return toHoldReply(hold, TICKET_STATUS.confirmAwaited);
      }),
  );

  app.post(
    '/events/:eventId/tickets/cancel',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Cancel the pre-reservation or reservation and free the seats',
        params: EventId,
        response: { 200: Ok },
      },
      config: { access: 'ordering', ...eventConfig },
    },
    async (request) =>
      once(request, async () => {
        const reply = await calls.call(request, 'ticketOrderCancel', { params: { id: request.params.eventId } });
        await rememberHold(request, 'ask');
        return reply;
      }),
  );

  app.get(
    '/ticket-purchases/:purchaseId',
    {
      schema: {
        tags: ['tickets'],
        summary:
          'One ticket purchase of the user: its event, tickets and holders, hold and payment (another user’s purchase is 404)',
        params: PurchaseId,
        response: { 200: TicketPurchaseReply },
      },
      config: { access: 'signedIn', page: 'OfficeTicketPurchaseRegistration', ticketsPage: true },
    },
    async (request) => {
      const purchase = await calls.call(request, 'ticketPurchase', { params: { id: request.params.purchaseId } });
      await forgetEndedHold(request, purchase.expires_in !== null);
      return purchaseReply(purchase);
    },
  );

  app.post(
    '/ticket-purchases/:purchaseId/registration',
    {
      schema: {
        tags: ['tickets'],
        summary:
          'Name the attendees of one purchase’s tickets while its hold runs unconfirmed; a confirmed, paid or lapsed purchase is refused',
        params: PurchaseId,
        body: ReserveBody,
        response: { 200: TicketPurchaseReply },
      },
      config: { access: 'signedIn', page: 'OfficeTicketPurchaseRegistration', ticketsPage: true },
    },
    async (request) =>
      once(request, async () => {
        const id = request.params.purchaseId;
        const purchase = await calls.call(request, 'ticketPurchase', { params: { id } });
        // The upstream names holders on the user's running hold of the event: it must be this purchase.
        const open = purchase.expires_in !== null && !purchase.awaiting_payment;
        if (!open || !HELD_STATUSES.includes(purchase.status)) {
          throw new GatewayError({
            status: 409,
            code: 'purchase_closed',
            message: 'The attendees of this purchase can no longer be changed: it is confirmed, paid or lapsed',
          });
        }
        const params = { id: purchase.event_id };
        await calls.call(request, 'ticketOrderReserve', { params, body: request.body });
        const after = await calls.call(request, 'ticketPurchase', { params: { id } });
        return purchaseReply(after);
      }),
  );

  app.get(
    '/tickets/expired',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Holds that lapsed and were not shown to the user yet (spec 2 §4)',
        response: { 200: ExpiredTicketsReply },
      },
      config: { access: 'signedIn', page: 'MyOffice' },
    },
    async (request) => calls.call(request, 'ticketExpired', {}),
  );

  app.post(
    '/tickets/expired/processed',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Mark lapsed holds as shown',
        body: ProcessedBody,
        response: { 200: Ok },
      },
      config: { access: 'signedIn', page: 'MyOffice' },
    },
    async (request) => calls.call(request, 'ticketExpiredProcessed', { body: request.body }),
  );
};
