import { contract } from '@gf/contracts/gateway/contract-registry';
import { TicketHash, TicketPageReply } from '@gf/contracts/gateway/tickets';
import { TicketLayout, TicketView } from '@gf/contracts/upstream/entities/ticket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkedTicket, layoutOf } from './ticket-view.js';

export const TicketTemplateReply = contract(
  'TicketTemplateReply',
  z.object({ ticket: TicketView, layout: TicketLayout.nullable() }),
);

/**
 * The light, public ticket pages (spec 1 §2 /external/ticket-template, /external/ticket): a ticket
 * by its hash, for whoever holds the link or scans the barcode; no sign-in, nothing personal
 * beyond what the ticket prints. Replies are kept by no cache (private-replies.ts): a ticket's status changes.
 */
export const externalTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/external/ticket-template/:hash',
    {
      config: { access: 'public' },
      schema: {
        tags: ['external'],
        summary: 'What a ticket shows and its printed layout, by the ticket’s hash',
        params: TicketHash,
        response: { 200: TicketTemplateReply },
      },
    },
    async (request) => {
      const ticket = await app.core.calls.call(request, 'ticketTemplate', { params: { hash: request.params.hash } });
      return { ticket, layout: await layoutOf(app, request, ticket.layout_id) };
    },
  );

  app.get(
    '/external/ticket/:hash',
    {
      config: { access: 'public' },
      schema: {
        tags: ['external'],
        summary: 'The ticket check by hash (a scanned barcode): valid or not, and the ticket when registered',
        params: TicketHash,
        response: { 200: TicketPageReply },
      },
    },
    async (request) => checkedTicket(app, request, request.params.hash),
  );
};
