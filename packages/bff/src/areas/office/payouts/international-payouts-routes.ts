import {
  InternationalBody,
  InternationalConfigReply,
  InternationalListReply,
  InternationalPayoutReply,
  OkReply,
} from '@gf/contracts/gateway/payouts';
import { minorToAmount, parseAmountMinor } from '@gf/contracts/rules/money-rules';
import { internationalPayoutProblem } from '@gf/contracts/rules/payout-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IDEMPOTENCY_KEEP_MS } from '../../../platform/writes/idempotency-key.js';
import { WriteOnce } from '../../../platform/writes/write-once.js';
import { fieldError } from '../finance/finance-routes.js';
import { payoutsPage } from './payouts-route-helpers.js';

/**
 * International payouts (spec 2 §2 "Payouts", §7 payout calls): the form's rules and the list, the
 * terms accepted, and a request checked against the form (amount, currency, fields) before it is
 * made once per idempotency key. Owner only, never a manager viewing the account.
 */
export const internationalPayoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, sessions } = app.core;
  const abroadFlights = new WriteOnce<z.infer<typeof InternationalPayoutReply>>(sessions, IDEMPOTENCY_KEEP_MS);

  app.get(
    '/payouts/international',
    {
      config: { access: 'signedIn', ...payoutsPage },
      schema: {
        tags: ['payouts'],
        summary:
          'The international payout form (config fields, currency rates, bounds) and the user’s international payouts',
        response: { 200: InternationalConfigReply.extend({ payouts: InternationalListReply.shape.payouts }) },
      },
    },
    async (request) => {
      const [form, list] = await Promise.all([
        calls.call(request, 'payoutInternationalConfig', {}),
        calls.call(request, 'payoutInternationalList', {}),
      ]);
      return { ...form, payouts: list.payouts };
    },
  );

  app.post(
    '/payouts/international/accept',
    {
      config: { access: 'ownerOnly', ...payoutsPage },
      schema: { tags: ['payouts'], summary: 'Accept the terms of international payouts', response: { 200: OkReply } },
    },
    async (request) => calls.call(request, 'payoutInternationalAccept', {}),
  );

  app.post(
    '/payouts/international',
    {
      config: { access: 'ownerOnly', ...payoutsPage },
      schema: {
        tags: ['payouts'],
        summary: 'Request an international payout within min..max in an offered currency; one per idempotency key',
        body: InternationalBody,
        response: { 200: InternationalPayoutReply },
      },
    },
    async (request) => {
      const body = request.body;
      const run = async () => {
        const minor = parseAmountMinor(body.amount) ?? 0;
        const form = await calls.call(request, 'payoutInternationalConfig', {});
        const problem = internationalPayoutProblem(
          { minor, payout_currency: body.payout_currency, fields: body.fields },
          form,
        );
        if (problem) throw fieldError(problem.field, problem.code);
        return calls.call(request, 'payoutInternationalAdd', {
          body: {
            amount: minorToAmount(minor),
            payout_currency: body.payout_currency,
            fields: body.fields,
            idempotency_key: body.idempotency_key,
          },
        });
      };
      return (await abroadFlights.run(request, body.idempotency_key, run)).value;
    },
  );
};
