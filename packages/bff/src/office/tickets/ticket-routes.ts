import { EventDetail } from '@gf/contracts/upstream/entities/event';
import { SeatScheme, TicketRegistration } from '@gf/contracts/upstream/entities/ticket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contract } from '../../contract-registry.js';
import { GatewayError } from '../../errors/envelope.js';

export const TicketsPage = contract(
  'TicketsPage',
  z.object({
    event: EventDetail,
    scheme: SeatScheme.nullable().meta({ description: 'null for an event sold by number of places' }),
    tickets: z.array(TicketRegistration),
  }),
);

/**
 * The tickets page of an event (spec 1 §2 /office/events/{event_id}/tickets): the event, its hall
 * and the user's tickets, read in parallel. A tickets page: a 404 while signed out sends the user
 * to sign in (spec 2 §2).
 */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;
  app.get(
    '/events/:eventId/tickets',
    {
      schema: {
        tags: ['tickets'],
        summary: 'The tickets page of an event: event, seat scheme and the tickets of the user',
        params: z.object({ eventId: z.coerce.number().int().positive() }),
        response: { 200: TicketsPage },
      },
      config: { page: 'OfficeEventTickets', ticketsPage: true },
    },
    async (request) => {
      const params = { id: request.params.eventId };
      // The event first: it is public, so an unknown event answers 404 even to a signed-out visitor.
      const event = await calls.call(request, 'eventGet', { params });
      const [scheme, registration] = await Promise.all([
        calls.call(request, 'ticketOrderScheme', { params }).catch((error: unknown) => {
          // Schools and cruises sell places by number: they have no hall, which is not an error here.
          if (error instanceof GatewayError && error.envelope.status === 404) return null;
          throw error;
        }),
        calls.call(request, 'ticketOrderRegistration', { params }),
      ]);
      return { event, scheme, tickets: registration.tickets };
    },
  );
};
