/** Amounts reach us with at most two decimals (spec 1 §9); minor units make their difference exact. */
const MINOR_PER_UNIT = 100;

const minorUnits = (amount: number): number => Math.round(amount * MINOR_PER_UNIT);

/** `now - before`, exact to the cent: 0.3 - 0.1 is 0.2, not 0.19999999999999998. */
export const moneyChange = (now: number, before: number): number =>
  (minorUnits(now) - minorUnits(before)) / MINOR_PER_UNIT;
