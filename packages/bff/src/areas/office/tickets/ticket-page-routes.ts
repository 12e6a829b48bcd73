import { FileBytes } from '@gf/contracts/gateway/files';
import { TicketHash, TicketPageReply } from '@gf/contracts/gateway/tickets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downloadRoute } from '../../../platform/files/download-route.js';
import { checkedTicket } from './ticket-view.js';

/**
 * One ticket in the office (spec 1 §2 /office/orders/tickets/{ticket_id}, the ticket-barcode modal):
 * its check, layout and PDF. The ticket is named by its hash, the key every ticket call takes
 * (x-assumed: the spec's `ticket_id` is that hash; there is no read by number).
 */
export const ticketPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tickets/:hash',
    {
      config: { access: 'signedIn', page: 'OfficeTicket' },
      schema: {
        tags: ['tickets'],
        summary: 'A ticket: valid or not, its status, what it shows and the printed layout',
        params: TicketHash,
        response: { 200: TicketPageReply },
      },
    },
    async (request) => checkedTicket(app, request, request.params.hash),
  );

  downloadRoute(app, '/tickets/:hash/download', {
    config: { access: 'signedIn', page: 'OfficeTicket' },
    schema: {
      tags: ['tickets'],
      summary: 'The ticket as a PDF, streamed (GET ticket by hash, spec 2 §7 downloads)',
      params: TicketHash,
      response: { 200: FileBytes },
    },
    download: (request) => ({
      operationId: 'ticketDownload',
      params: { hash: request.params.hash },
      filename: `ticket-${request.params.hash}.pdf`,
      contentType: 'application/pdf',
    }),
  });
};
