import {
  AcceptBody,
  Done,
  RestoreBody,
  RestoreInfoReply,
  SponsorsQuery,
  SponsorsReply,
} from '@gf/contracts/gateway/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Agreement restore (spec 1 §2 /office/agreement/restore; spec 2 §7 agreement/restore,
 * agreement/restore/list {sponsor_number}, POST agreement/restore {sponsor_id}, POST agreement
 * {agree_type}): a partner whose agreement lapsed finds a sponsor by number, restores the agreement
 * under them and accepts the agreements by type. Restoring and accepting bind the account owner, so
 * a manager viewing the account may read the page but never do either.
 */
export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;
  const page = 'OfficeAgreementRestore' as const;

  app.get(
    '/agreement/restore',
    {
      config: { access: 'signedIn', page },
      schema: {
        tags: ['people'],
        summary: 'Whether the user’s lapsed agreement can be restored, until when, and the former sponsor',
        response: { 200: RestoreInfoReply },
      },
    },
    async (request) => calls.call(request, 'teamAgreementRestoreInfo', {}),
  );

  app.get(
    '/agreement/restore/sponsors',
    {
      config: { access: 'signedIn', page },
      schema: {
        tags: ['people'],
        summary: 'Partners whose number starts with the digits typed, to restore the agreement under',
        querystring: SponsorsQuery,
        response: { 200: SponsorsReply },
      },
    },
    async (request) =>
      calls.call(request, 'teamAgreementRestoreList', { query: { sponsor_number: request.query.sponsor_number } }),
  );

  app.post(
    '/agreement/restore',
    {
      config: { access: 'ownerOnly', page },
      schema: {
        tags: ['people'],
        summary: 'Restore the agreement under the chosen sponsor',
        body: RestoreBody,
        response: { 200: Done },
      },
    },
    async (request) => calls.call(request, 'teamAgreementRestore', { body: request.body }),
  );

  app.post(
    '/agreement',
    {
      config: { access: 'ownerOnly', page },
      schema: {
        tags: ['people'],
        summary: 'Accept an agreement by its type (agreement-rules AGREEMENT_TYPES)',
        body: AcceptBody,
        response: { 200: Done },
      },
    },
    async (request) => calls.call(request, 'teamAgreementAccept', { body: request.body }),
  );
};
