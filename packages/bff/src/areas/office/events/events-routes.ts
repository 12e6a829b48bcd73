import {
  EventId,
  EventInstructionReply,
  EventPageReply,
  EventPath,
  EventsListReply,
} from '@gf/contracts/gateway/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GatewayError } from '../../../platform/errors/envelope.js';

/**
 * Company events in the office (spec 1 §2 /office/events, /office/events/{event_id},
 * /office/events/{event_path}/instruction; spec 2 §7 GET /event/ and /event/{id}/).
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  app.get(
    '/events',
    {
      config: { access: 'signedIn', page: 'OfficeEvents' },
      schema: { tags: ['events'], summary: 'Upcoming company events', response: { 200: EventsListReply } },
    },
    async (request) => calls.call(request, 'eventList', {}),
  );

  app.get(
    '/events/:eventId',
    {
      config: { access: 'signedIn', page: 'OfficeEvent' },
      schema: {
        tags: ['events'],
        summary: 'One event and the user’s tickets for it',
        params: EventId,
        response: { 200: EventPageReply },
      },
    },
    async (request) => {
      const params = { id: request.params.eventId };
      const [event, registration] = await Promise.all([
        calls.call(request, 'eventGet', { params }),
        calls.call(request, 'ticketOrderRegistration', { params }),
      ]);
      return { event, tickets: registration.tickets };
    },
  );

  app.get(
    '/event-instructions/:eventPath',
    {
      config: { access: 'signedIn', page: 'OfficeEventInstruction' },
      schema: {
        tags: ['events'],
        summary: 'What to do to take part in an event, found by the event’s path',
        params: EventPath,
        response: { 200: EventInstructionReply },
      },
    },
    async (request) => {
      // The upstream reads events by id only: the path is looked up in the list first.
      const { events } = await calls.call(request, 'eventList', {});
      const summary = events.find((e) => e.path === request.params.eventPath);
      if (!summary) {
        throw new GatewayError({
          status: 404,
          code: 'event_not_found',
          message: 'No such event',
          redirect: { route: 'Error', status: 404 },
        });
      }
      const event = await calls.call(request, 'eventGet', { params: { id: summary.id } });
      const { description: _d, address: _a, instruction, ...rest } = event;
      return { event: rest, instruction };
    },
  );
};
