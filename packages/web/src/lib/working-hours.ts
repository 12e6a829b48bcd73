/**
 * Spec 1 §3 pickup point (and stock) `times`: the working time, periods separated by semicolons
 * ("Mo-Fr 9-20;Sa 10-18"). Each period on its own, blanks dropped.
 */
export const workingPeriods = (times: string): string[] =>
  times
    .split(';')
    .map((period) => period.trim())
    .filter(Boolean);
