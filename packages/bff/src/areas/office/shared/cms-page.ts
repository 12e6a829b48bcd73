import type { FastifyRequest } from 'fastify';
import { GatewayError } from '../../../platform/errors/envelope.js';
import type { SessionCall } from '../../../platform/upstream/session-call.js';

/**
 * An office page the company writes in its CMS, read by the static-page call (spec 2 §7
 * /page{path}/). A path the CMS does not have (or does not show this user's role) is a plain 404
 * that the page shows in place, not the Error redirect of other failed calls; a server problem
 * stays one.
 */
export const readOfficeCmsPage = async (calls: SessionCall, request: FastifyRequest, path: string) => {
  try {
    return await calls.call(request, 'staticPage', { params: { path } });
  } catch (error) {
    if (error instanceof GatewayError && error.envelope.status === 404 && !error.envelope.serverProblems) {
      throw new GatewayError({ status: 404, code: 'page_not_found', message: 'There is no such office page' });
    }
    throw error;
  }
};
