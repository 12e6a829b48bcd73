import { InternationalPayoutAdd, PayoutAdd } from '@gf/contracts/upstream/entities/payout';
import { amountField } from '../../../../lib/amount-check';
import type { InternationalPage } from '../api/get-international';
import type { PayoutsPage } from '../api/get-payouts';

/** Field error of a period no payout may be requested for (the gateway's `period_not_available`). */
const PERIOD_NOT_AVAILABLE = 'period_not_available';
/** Field error of a config field the upstream requires and the form left empty. */
const REQUIRED = 'required';

/**
 * The payout request as the form holds it (spec 2 §2 "Payouts: request"): the contract's period
 * and company (0 is "to me"), the amount within min..max and the balance, for a period still open.
 */
export const payoutRequestForm = (data: PayoutsPage) =>
  PayoutAdd.pick({ period_id: true, company_id: true })
    .extend({ amount: amountField({ min: data.min_amount, max: data.max_amount, balance: data.balance }) })
    .refine((values) => data.available_periods.includes(values.period_id), {
      path: ['period_id'],
      message: PERIOD_NOT_AVAILABLE,
    });

/** The international payout as the form holds it: the contract's currency and config fields, the amount within min..max, every required field filled. */
export const internationalForm = (data: InternationalPage) =>
  InternationalPayoutAdd.pick({ payout_currency: true, fields: true })
    .extend({ amount: amountField({ min: data.min_amount, max: data.max_amount }) })
    .superRefine((values, ctx) => {
      for (const field of data.fields) {
        if (field.required && !values.fields[field.name]?.trim())
          ctx.addIssue({ code: 'custom', path: ['fields', field.name], message: REQUIRED });
      }
    });
