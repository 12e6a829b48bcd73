/**
 * The payout rules (spec 2 §2 "Payouts", §3 Payout): what a payout request must be before it goes
 * to the upstream. The gateway's payout routes (`bff/src/areas/office/payouts`) refuse a request
 * that breaks one (400, by field) before any upstream call; the client words each code
 * (`web/src/lib/amount-check.ts`). Amounts are compared in minor units (`money-rules.ts`).
 */
import { type AmountError, amountError, toMinor } from './money-rules.js';

/** Field error codes of a payout request beyond the amount's own (`AMOUNT_ERRORS`). */
export const PAYOUT_ERRORS = {
  /** A period no payout may be requested for (not in `available_periods`). */
  periodNotAvailable: 'period_not_available',
  /** An international payout currency the form offers no rate for. */
  currencyNotOffered: 'currency_not_offered',
  /** A field of the international payout form the upstream requires and the request left empty. */
  required: 'required',
} as const;
type PayoutError = (typeof PAYOUT_ERRORS)[keyof typeof PAYOUT_ERRORS];

/** The first rule a request breaks: the field it names and why. */
export interface PayoutProblem {
  field: string;
  code: AmountError | PayoutError;
}

/** What the payouts page allows (the upstream's payout list). */
export interface PayoutLimits {
  min_amount: number;
  max_amount: number;
  balance: number;
  available_periods: readonly number[];
}

/** A payout request: an amount within min..max and the balance, for an available period. */
export const payoutProblem = (
  request: { minor: number; period_id: number },
  limits: PayoutLimits,
): PayoutProblem | null => {
  const why = amountError(request.minor, {
    min: toMinor(limits.min_amount),
    max: toMinor(limits.max_amount),
    balance: toMinor(limits.balance),
  });
  if (why) return { field: 'amount', code: why };
  if (!limits.available_periods.includes(request.period_id))
    return { field: 'period_id', code: PAYOUT_ERRORS.periodNotAvailable };
  return null;
};

/** What the international payout form allows (the upstream's form config). */
export interface InternationalPayoutLimits {
  min_amount: number;
  max_amount: number;
  currency_rates: Readonly<Record<string, unknown>>;
  fields: readonly { name: string; required: boolean }[];
}

/**
 * An international payout: an amount within min..max, in a currency the form offers, with every
 * field the form requires filled (a field's error names it as `fields.<name>`).
 */
export const internationalPayoutProblem = (
  request: { minor: number; payout_currency: string; fields: Readonly<Record<string, string | undefined>> },
  limits: InternationalPayoutLimits,
): PayoutProblem | null => {
  const why = amountError(request.minor, { min: toMinor(limits.min_amount), max: toMinor(limits.max_amount) });
  if (why) return { field: 'amount', code: why };
  if (!Object.hasOwn(limits.currency_rates, request.payout_currency))
    return { field: 'payout_currency', code: PAYOUT_ERRORS.currencyNotOffered };
  const missing = limits.fields.find((field) => field.required && !request.fields[field.name]?.trim());
  if (missing) return { field: `fields.${missing.name}`, code: PAYOUT_ERRORS.required };
  return null;
};
