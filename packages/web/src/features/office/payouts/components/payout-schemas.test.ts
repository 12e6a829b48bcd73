import { PAYOUT_ERRORS } from '@gf/contracts/rules/payout-rules';
import { describe, expect, it } from 'vitest';
import type { InternationalPage } from '../api/get-international';
import type { PayoutsPage } from '../api/get-payouts';
import { internationalForm, payoutRequestForm } from './payout-schemas';

/** The parts of the pages the forms check by; the rest the forms do not read. */
const payouts = { min_amount: 10, max_amount: 1000, balance: 500, available_periods: [7] } as PayoutsPage;
const field = (name: string, required: boolean) => ({
  name,
  required,
  label: name,
  options: [],
  type: 'text' as const,
});
const international: InternationalPage = {
  accepted: true,
  currency_code: 'EUR',
  payouts: [],
  min_amount: 10,
  max_amount: 1000,
  currency_rates: { EUR: 1 },
  fields: [field('iban', true), field('note', false)],
};

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map(({ path, message }) => [path.join('.'), message]);

describe('the payout forms check as the gateway does (payout-rules.ts)', () => {
  it('takes a payout within the bounds for an available period, the amount in minor units', () => {
    const result = payoutRequestForm(payouts).safeParse({ period_id: 7, company_id: 0, amount: '100' });
    expect(result.data).toEqual({ period_id: 7, company_id: 0, amount: 10_000 });
  });

  it('refuses a period no payout may be requested for, with the gateway code on period_id', () => {
    const result = payoutRequestForm(payouts).safeParse({ period_id: 8, company_id: 0, amount: '100' });
    expect(issues(result)).toEqual([['period_id', PAYOUT_ERRORS.periodNotAvailable]]);
  });

  it('refuses an international payout in a currency the form offers no rate for', () => {
    const result = internationalForm(international).safeParse({
      payout_currency: 'USD',
      fields: { iban: 'DE00' },
      amount: '100',
    });
    expect(issues(result)).toEqual([['payout_currency', PAYOUT_ERRORS.currencyNotOffered]]);
  });

  it('refuses an international payout with a required field left blank, on fields.<name>', () => {
    const result = internationalForm(international).safeParse({
      payout_currency: 'EUR',
      fields: { iban: ' ', note: '' },
      amount: '100',
    });
    expect(issues(result)).toEqual([['fields.iban', PAYOUT_ERRORS.required]]);
  });
});
