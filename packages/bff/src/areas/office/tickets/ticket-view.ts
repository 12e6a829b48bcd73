import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GatewayError } from '../../../platform/errors/envelope.js';

/**
 * A ticket by its hash as a page shows it: the check (valid, status, the ticket when registered)
 * and the printed layout its fields are drawn on (GET ticket/{hash}/check/, ticket/layout/{id}/).
 * Shared by the office ticket page and the public external ticket page.
 */
export const checkedTicket = async (app: FastifyInstance, request: FastifyRequest, hash: string) => {
  const check = await app.core.calls.call(request, 'ticketCheck', { params: { hash } });
  const layout = check.ticket ? await layoutOf(app, request, check.ticket.layout_id) : null;
  return { ...check, layout };
};

/** A layout that cannot be read leaves the ticket drawn plainly; other faults are the envelope. */
export const layoutOf = async (app: FastifyInstance, request: FastifyRequest, id: number) =>
  app.core.calls.call(request, 'ticketLayout', { params: { id } }).catch((error: unknown) => {
    if (error instanceof GatewayError && error.envelope.status === 404) return null;
    throw error;
  });
