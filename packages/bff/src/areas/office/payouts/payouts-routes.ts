import {
  IdParams,
  InvoiceBody,
  PayoutBody,
  PayoutDone,
  PayoutFile,
  PayoutsReply,
  SignBody,
} from '@gf/contracts/gateway/payouts';
import { minorToAmount, parseAmountMinor } from '@gf/contracts/rules/money-rules';
import { payoutProblem } from '@gf/contracts/rules/payout-rules';
import type { UpstreamOperations } from '@gf/contracts/upstream/upstream-operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { downloadRoute } from '../../../platform/files/download-route.js';
import { signedInUser } from '../../../platform/security/credential-limit.js';
import { IDEMPOTENCY_KEEP_MS } from '../../../platform/writes/idempotency-key.js';
import { WriteOnce } from '../../../platform/writes/write-once.js';
import { fieldError } from '../finance/finance-routes.js';
import { cardProviderRoutes } from './card-provider-routes.js';
import { internationalPayoutsRoutes } from './international-payouts-routes.js';
import { payoutCompaniesRoutes } from './payout-companies-routes.js';
import { fileRef, payoutsPage } from './payouts-route-helpers.js';

type Reply<Id extends keyof UpstreamOperations> = z.output<UpstreamOperations[Id]['reply']>;
type PayoutRow = Reply<'payoutAdd'>;

const rowOf = (row: PayoutRow): z.infer<typeof PayoutDone> => ({ ...row, documents: row.documents.map(fileRef) });

/**
 * Payouts (spec 1 §2 /office/finance/payouts; spec 2 §2 "Payouts", §3 Payout, §7 payout calls):
 * the list, a request within min..max checked here and made once per idempotency key, its SMS
 * signature (limited like sign-in), invoices and documents, payout companies with their offer,
 * international payouts and the card-payout provider. Every write moves money or binds the user
 * to a contract: owner only, never a manager viewing the account.
 */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, sessions } = app.core;
  const payoutFlights = new WriteOnce<z.infer<typeof PayoutDone>>(sessions, IDEMPOTENCY_KEEP_MS);

  app.get(
    '/payouts',
    {
      config: { access: 'signedIn', ...payoutsPage },
      schema: {
        tags: ['payouts'],
        summary:
          'Payouts with periods, available periods, balance, autobonus, travel, min and max amount, currency and message',
        response: { 200: PayoutsReply },
      },
    },
    async (request) => {
      const page = await calls.call(request, 'payoutList', {});
      return { ...page, list: page.list.map(rowOf) };
    },
  );

  app.post(
    '/payouts',
    {
      config: { access: 'ownerOnly', ...payoutsPage },
      schema: {
        tags: ['payouts'],
        summary:
          'Request a payout within min..max for an available period (checked first); one payout per idempotency key',
        body: PayoutBody,
        response: { 200: PayoutDone },
      },
    },
    async (request) => {
      const body = request.body;
      const run = async () => {
        const minor = parseAmountMinor(body.amount) ?? 0;
        const page = await calls.call(request, 'payoutList', {});
        const problem = payoutProblem({ minor, period_id: body.period_id }, page);
        if (problem) throw fieldError(problem.field, problem.code);
        const row = await calls.call(request, 'payoutAdd', {
          body: {
            amount: minorToAmount(minor),
            period_id: body.period_id,
            ...(body.company_id === undefined ? {} : { company_id: body.company_id }),
            idempotency_key: body.idempotency_key,
          },
        });
        return rowOf(row);
      };
      return (await payoutFlights.run(request, body.idempotency_key, run)).value;
    },
  );

  app.post(
    '/payouts/:id/sign',
    {
      config: {
        access: 'ownerOnly',
        ...payoutsPage,
        smsFields: ['code'],
        // The code signs the user's own payout: its guesses count per user, whichever payout they name.
        credentialLimit: { counter: 'sms-code', subject: signedInUser },
      },
      schema: {
        tags: ['payouts'],
        summary:
          'Sign a payout with the SMS code (a wrong code is a field error under `sms`); attempts limited like sign-in',
        params: IdParams,
        body: SignBody,
        response: { 200: PayoutDone },
      },
    },
    async (request) =>
      rowOf(
        await calls.call(request, 'payoutSign', { body: { payout_id: request.params.id, code: request.body.code } }),
      ),
  );

  app.post(
    '/payouts/:id/invoice',
    {
      config: { access: 'ownerOnly', ...payoutsPage },
      schema: {
        tags: ['payouts'],
        summary: 'Attach the company’s invoice (a file uploaded with ?use=payout-invoice) to a payout',
        params: IdParams,
        body: InvoiceBody,
        response: { 200: PayoutDone },
      },
    },
    async (request) =>
      rowOf(
        await calls.call(request, 'payoutInvoice', {
          body: { payout_id: request.params.id, file_id: request.body.file_id },
        }),
      ),
  );

  downloadRoute(app, '/payouts/documents/:id', {
    config: { access: 'signedIn', ...payoutsPage },
    schema: {
      tags: ['payouts'],
      summary: 'A payout document (application, signed copy, invoice, offer, acceptance), streamed',
      params: IdParams,
      response: { 200: PayoutFile },
    },
    download: (request) => ({
      operationId: 'payoutDocument',
      params: { id: request.params.id },
      filename: `payout-document-${request.params.id}.pdf`,
    }),
  });

  // The sub-areas after the payouts' own routes, in the order the contract lists them.
  await app.register(payoutCompaniesRoutes);
  await app.register(internationalPayoutsRoutes);
  await app.register(cardProviderRoutes);
};
