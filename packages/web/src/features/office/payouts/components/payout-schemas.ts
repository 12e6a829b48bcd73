import { internationalPayoutProblem, type PayoutProblem, payoutProblem } from '@gf/contracts/rules/payout-rules';
import { InternationalPayoutAdd, PayoutAdd } from '@gf/contracts/upstream/entities/payout';
import type { z } from 'zod';
import { amountField } from '../../../../lib/amount-check';
import type { InternationalPage } from '../api/get-international';
import type { PayoutsPage } from '../api/get-payouts';

/** The gateway's refusal (`payout-rules.ts`) as the form's issue, on the field it names, with its code. */
const addProblem = (ctx: z.RefinementCtx, problem: PayoutProblem | null) => {
  if (problem) ctx.addIssue({ code: 'custom', path: problem.field.split('.'), message: problem.code });
};

/**
 * The payout request as the form holds it (spec 2 §2 "Payouts: request"): the contract's period
 * and company (0 is "to me"), the amount within min..max and the balance, for a period still open,
 * checked by the gateway's own `payoutProblem`.
 */
export const payoutRequestForm = (data: PayoutsPage) =>
  PayoutAdd.pick({ period_id: true, company_id: true })
    .extend({ amount: amountField({ min: data.min_amount, max: data.max_amount, balance: data.balance }) })
    .superRefine((values, ctx) =>
      addProblem(ctx, payoutProblem({ minor: values.amount, period_id: values.period_id }, data)),
    );

/**
 * The international payout as the form holds it: the contract's currency and config fields, the
 * amount within min..max, every required field filled, checked by the gateway's own
 * `internationalPayoutProblem`.
 */
export const internationalForm = (data: InternationalPage) =>
  InternationalPayoutAdd.pick({ payout_currency: true, fields: true })
    .extend({ amount: amountField({ min: data.min_amount, max: data.max_amount }) })
    .superRefine((values, ctx) =>
      addProblem(ctx, internationalPayoutProblem({ ...values, minor: values.amount }, data)),
    );
