/**
 * Spec 2 §4 "Bonus Excel download" and §9 "Bonus Excel polling": after the request, the status is
 * polled at most 10 times, after delays of 0.5 s, 1 s, 3 s, then 5 s each. SUCCESS gives the file
 * and stops polling; FAIL stops polling; a job still running after the last poll has failed.
 * The gateway's job runner polls the upstream on this schedule; the page follows the gateway's job.
 */
export const EXCEL_POLL_LIMIT = 10;

/** The delays before the first polls, in order; every later poll waits EXCEL_POLL_LATER_DELAY_MS. */
export const EXCEL_POLL_FIRST_DELAYS_MS: readonly number[] = [500, 1_000, 3_000];

export const EXCEL_POLL_LATER_DELAY_MS = 5_000;

/** The delay before poll number `poll` (1-based), counted from the request or the previous poll. */
export const excelPollDelayMs = (poll: number): number =>
  EXCEL_POLL_FIRST_DELAYS_MS[poll - 1] ?? EXCEL_POLL_LATER_DELAY_MS;

/** When poll `poll` is due, counted from the request (the sum of the delays up to it). */
export const excelPollAtMs = (poll: number): number => {
  let at = 0;
  for (let i = 1; i <= poll; i += 1) at += excelPollDelayMs(i);
  return at;
};
