import { describe, expect, it } from 'vitest';
import { AMOUNT_ERRORS } from './money-rules.js';
import { internationalPayoutProblem, PAYOUT_ERRORS, payoutProblem } from './payout-rules.js';

const limits = { min_amount: 100, max_amount: 5000, balance: 1500.5, available_periods: [202610, 202609] };
const abroad = {
  min_amount: 50,
  max_amount: 1000,
  currency_rates: { EUR: 1, USD: 1.1 },
  fields: [
    { name: 'iban', required: true },
    { name: 'note', required: false },
  ],
};

describe('payout rules (spec 2 §2 "Payouts")', () => {
  it('takes an amount within min, max and the balance for an available period', () => {
    expect(payoutProblem({ minor: 150050, period_id: 202609 }, limits)).toBeNull();
  });

  it('names the amount first, then the period', () => {
    expect(payoutProblem({ minor: 9999, period_id: 1 }, limits)).toEqual({
      field: 'amount',
      code: AMOUNT_ERRORS.belowMin,
    });
    expect(payoutProblem({ minor: 150051, period_id: 202610 }, limits)).toEqual({
      field: 'amount',
      code: AMOUNT_ERRORS.overBalance,
    });
    expect(payoutProblem({ minor: 10000, period_id: 202608 }, limits)).toEqual({
      field: 'period_id',
      code: PAYOUT_ERRORS.periodNotAvailable,
    });
  });

  it('takes an international payout in an offered currency with its required fields', () => {
    expect(
      internationalPayoutProblem({ minor: 5000, payout_currency: 'EUR', fields: { iban: 'DE89' } }, abroad),
    ).toBeNull();
    expect(
      internationalPayoutProblem({ minor: 100001, payout_currency: 'EUR', fields: { iban: 'DE89' } }, abroad),
    ).toEqual({ field: 'amount', code: AMOUNT_ERRORS.aboveMax });
    expect(
      internationalPayoutProblem({ minor: 5000, payout_currency: 'GBP', fields: { iban: 'DE89' } }, abroad),
    ).toEqual({
      field: 'payout_currency',
      code: PAYOUT_ERRORS.currencyNotOffered,
    });
    expect(internationalPayoutProblem({ minor: 5000, payout_currency: 'USD', fields: { iban: '  ' } }, abroad)).toEqual(
      {
        field: 'fields.iban',
        code: PAYOUT_ERRORS.required,
      },
    );
  });
});
