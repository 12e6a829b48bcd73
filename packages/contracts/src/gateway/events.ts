import { z } from 'zod';
import { EventDetail, EventSummary } from '../upstream/entities/event.js';
import { TicketRegistration } from '../upstream/entities/ticket.js';
import { contract } from './contract-registry.js';

export const EventId = z.object({ eventId: z.coerce.number().int().positive().max(2_147_483_647) });

/** An event's path as the instruction route carries it: letters, digits and dashes only. */
export const EventPath = z.object({
  eventPath: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
});

export const EventsListReply = contract('EventsListReply', z.object({ events: z.array(EventSummary) }));

export const EventPageReply = contract(
  'EventPageReply',
  z.object({
    event: EventDetail,
    tickets: z.array(TicketRegistration).meta({ description: 'The user’s tickets for the event' }),
  }),
);

export const EventInstructionReply = contract(
  'EventInstructionReply',
  z.object({ event: EventSummary, instruction: z.string().nullable().meta({ description: 'HTML' }) }),
);
