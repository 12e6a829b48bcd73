/**
 * When the job runner wakes up. Real timers in production; tests move a clock and fire what is due
 * (`test-support/manual-timers.ts`), so a schedule of seconds is proven without waiting for it.
 */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: Timers = {
  // Unref'd: a pending poll never keeps a stopping process alive (its lease lets another finish it).
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};
