import { AsyncResource } from 'node:async_hooks';

/**
 * When the job runner wakes up. Real timers in production; tests move a clock and fire what is due
 * (`test-support/manual-timers.ts`), so a schedule of seconds is proven without waiting for it.
 */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/**
 * Made when this module loads, outside any request: a job's later steps run in its scope, not in
 * the async context of the request that started the job (that request's trace ended long before,
 * and its poll would otherwise show up inside it).
 */
const outsideRequests = new AsyncResource('gateway-job');

export const realTimers: Timers = {
  // Unref'd: a pending poll never keeps a stopping process alive (its lease lets another finish it).
  set: (run, ms) => setTimeout(() => outsideRequests.runInAsyncScope(run), ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};
