/**
 * Money as the office moves it (issue 18): amounts are typed as decimal text and compared as whole
 * minor units, never as binary floats. Shared by the gateway (which checks limits before the
 * upstream), the client (which says so before sending) and their tests.
 */

/** Spec 1 §9: currency decimals, two by default. */
export const CURRENCY_DECIMALS = 2;

/** Minor units (cents, kopecks) in one unit of a currency with CURRENCY_DECIMALS decimals. */
export const MINOR_PER_UNIT = 10 ** CURRENCY_DECIMALS;

/** The most whole digits an amount typed into a money form may have (999,999,999.99 at most). */
export const AMOUNT_WHOLE_DIGITS = 9;

/**
 * An amount as a person types it: digits, then a point or a comma and at most two decimals
 * (`1500`, `1500.5`, `1500,50`). No sign, no exponent, no grouping: "-5", "1e3" and "1 500" are refused.
 */
export const AMOUNT_PATTERN = new RegExp(`^\\d{1,${AMOUNT_WHOLE_DIGITS}}([.,]\\d{1,${CURRENCY_DECIMALS}})?$`);

/** Field error codes of a money form; the client words each one (the upstream's own are shown as they come). */
export const AMOUNT_ERRORS = {
  format: 'amount_format',
  zero: 'amount_zero',
  belowMin: 'amount_below_min',
  aboveMax: 'amount_above_max',
  overBalance: 'amount_over_balance',
} as const;
export type AmountError = (typeof AMOUNT_ERRORS)[keyof typeof AMOUNT_ERRORS];

/** Typed text as whole minor units, by string arithmetic; undefined when it is not an amount. */
export const parseAmountMinor = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.replace(',', '.').split('.');
  return Number(whole) * MINOR_PER_UNIT + Number(fraction.padEnd(CURRENCY_DECIMALS, '0'));
};

/**
 * An amount the upstream sent (a JSON number with at most two decimals, spec 1 §9) as minor units:
 * rounding takes away the binary error of the decimal (1234.56 * 100 is 123455.99999999999).
 */
export const toMinor = (amount: number): number => Math.round(amount * MINOR_PER_UNIT);

/** Minor units as the decimal text they stand for: 150050 is "1500.50". */
export const minorToDecimal = (minor: number): string => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / MINOR_PER_UNIT);
  const fraction = String(abs % MINOR_PER_UNIT).padStart(CURRENCY_DECIMALS, '0');
  return `${sign}${whole}.${fraction}`;
};

/** Minor units as the JSON number the upstream takes: the double nearest the decimal, written back exactly. */
export const minorToAmount = (minor: number): number => Number(minorToDecimal(minor));

/** A line's amount, price × quantity, multiplied in minor units: 0.1 × 3 is 0.3, not 0.30000000000000004. */
export const lineAmount = (price: number, quantity: number): number => minorToAmount(toMinor(price) * quantity);

/**
 * Why `minor` may not move when `min`..`max` and the balance bound it (all minor units); null when
 * it may. The balance is checked before the maximum: the user learns what is really missing.
 */
export const amountError = (
  minor: number,
  bounds: { min: number; max: number; balance?: number | undefined },
): AmountError | null => {
  if (minor <= 0) return AMOUNT_ERRORS.zero;
  if (minor < bounds.min) return AMOUNT_ERRORS.belowMin;
  if (bounds.balance !== undefined && minor > bounds.balance) return AMOUNT_ERRORS.overBalance;
  if (minor > bounds.max) return AMOUNT_ERRORS.aboveMax;
  return null;
};
