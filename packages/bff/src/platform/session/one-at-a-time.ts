import { randomUUID } from 'node:crypto';
import type { SessionManager } from './session-manager.js';

/**
 * How long a lock on work that calls the upstream outlives a holder that died: the upstream call's
 * own bound (the configured UPSTREAM_TIMEOUT_MS) and 5 s for the rest of the work.
 */
export const lockTtlMs = (upstreamTimeoutMs: number): number => upstreamTimeoutMs + 5_000;

export interface OneAtATimeOptions {
  /** What is done once at a time per session (part of the lock's key). */
  work: string;
  /** How long a waiter sleeps between looks, unless the session changes first. */
  stepMs: number;
  /** After this many looks a waiter stops waiting and does the work itself. */
  maxSteps: number;
  /** How long the lock outlives a holder that died (the work's own upper bound). */
  lockTtlMs: number;
}

/**
 * Runs `work` for one session one at a time, in this process and across instances (spec 1 §4
 * "if another load is running, wait in 1-second steps, up to 20 tries"), the way the token
 * refresher does: within a process callers share one promise; across instances the first takes a
 * lock in the session store (Redis with REDIS_URL) and the others wait for the session to change,
 * each look at most `stepMs` apart. A waiter whose session was renewed while it waited takes that
 * (`done` says so); one that waited `maxSteps` looks does the work itself.
 */
export class OneAtATime<T> {
  private readonly inflight = new Map<string, Promise<T>>();

  constructor(
    private readonly sessions: SessionManager,
    private readonly options: OneAtATimeOptions,
  ) {}

  run(sessionId: string, work: () => Promise<T>, done: (since: number) => Promise<T | undefined>): Promise<T> {
    const running = this.inflight.get(sessionId);
    if (running) return running;
    const promise = this.runOnce(sessionId, work, done).finally(() => this.inflight.delete(sessionId));
    this.inflight.set(sessionId, promise);
    return promise;
  }

  private async runOnce(
    sessionId: string,
    work: () => Promise<T>,
    done: (since: number) => Promise<T | undefined>,
  ): Promise<T> {
    const { store } = this.sessions;
    const { stepMs, maxSteps, lockTtlMs } = this.options;
    const key = `${this.options.work}:${sessionId}`;
    const owner = randomUUID();
    const since = this.sessions.now();
    for (let step = 0; ; step += 1) {
      if (await store.lock(key, owner, lockTtlMs)) {
        try {
          return (step > 0 ? await done(since) : undefined) ?? (await work());
        } finally {
          await store.unlock(key, owner);
        }
      }
      if (step >= maxSteps) return work();
      await store.waitForChange(sessionId, stepMs);
      const renewed = await done(since);
      if (renewed !== undefined) return renewed;
    }
  }
}
