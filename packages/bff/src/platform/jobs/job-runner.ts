import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { GatewayError } from '../errors/envelope.js';
import type { LimitStore } from '../security/limit-store.js';
import { JOB_SLOT_RETRY_AFTER_S, JOB_SLOT_TTL_MS, RUNNING_JOBS_PER_USER, takeSlot } from '../security/user-caps.js';
import { SessionStoreUnavailable } from '../store/store-unavailable.js';
import type { BackgroundCaller, SessionCall } from '../upstream/session-call.js';
import type { JobRecord, JobStore } from './job-store.js';
import type { Timers } from './job-timers.js';

/** How long a job's lease lasts without a heartbeat: an instance dead this long loses its jobs. */
export const JOB_LEASE_MS = 5_000;
/** How often an instance renews its leases and looks for jobs without a living owner. */
export const JOB_SWEEP_MS = 1_000;
/** How long a job (and its result's address) is kept after it was last saved. */
export const JOB_KEEP_SECONDS = 60 * 60;

/** How long a request joining a job waits for the job a racing request is saving. */
export const JOB_JOIN_WAIT_MS = 2_000;

/** What one status poll of the upstream said. */
export type PollOutcome =
  | { status: 'running'; upstreamStatus: string }
  | { status: 'ready'; upstreamStatus: string }
  | { status: 'failed'; upstreamStatus: string; code: string; message: string };

/** One kind of upstream work that must be polled: how to start it, poll it, and how often. */
export interface JobKind {
  name: string;
  /** Polls at most this many times; a job still running after the last one has failed. */
  pollLimit: number;
  /** The delay before poll number `poll` (1-based), from the start or the previous poll. */
  delayMs(poll: number): number;
  /** Asks the upstream to start the work; its id for the work. */
  start(calls: SessionCall, job: JobRecord): Promise<string>;
  poll(calls: SessionCall, job: JobRecord): Promise<PollOutcome>;
  /** The code and message of a job that polled pollLimit times without an answer. */
  exhausted: { code: string; message: string };
}

/** What happened to a job on this instance (metrics: jobs by state). */
export type JobEvent = 'started' | 'taken_over' | 'ready' | 'failed';

export interface JobRunnerOptions {
  store: JobStore;
  calls: SessionCall;
  timers: Timers;
  now: () => number;
  log: FastifyBaseLogger;
  onEvent?: (kind: string, event: JobEvent) => void;
  /** Where each user's running jobs hold their slots (RUNNING_JOBS_PER_USER), on every instance. */
  limits: LimitStore;
}

export interface StartInput {
  kind: string;
  userId: JobRecord['userId'];
  caller: BackgroundCaller;
  params: Record<string, string | number>;
}

const newId = (): string => randomBytes(16).toString('base64url');

/** The slots of one user's running jobs. */
const slotsOf = (userId: JobRecord['userId']): string => `slots|jobs|${userId}`;

/** Same parameters in any order make the same key. */
const joinKeyOf = (input: StartInput): string =>
  [
    input.kind,
    input.userId,
    input.caller.site,
    input.caller.language,
    ...Object.keys(input.params)
      .sort()
      .map((key) => `${key}=${input.params[key]}`),
  ].join(':');

/**
 * Runs upstream work that must be polled as gateway jobs (DESIGN.md "Jobs the gateway polls").
 * The instance that starts a job holds its lease and polls on the kind's schedule; every instance
 * renews its leases each JOB_SWEEP_MS and takes over running jobs whose lease ran out (their
 * instance died), so any instance can answer a job and finish it. Steps run on `timers` and the
 * clock `now`, which tests move.
 */
export class JobRunner {
  private readonly kinds = new Map<string, JobKind>();
  private readonly owner = newId();
  /** Jobs this instance holds the lease of, with the timer of their next step (if one is set). */
  private readonly owned = new Map<string, unknown>();
  /** Steps running here now: a status read waits for the one of its job. */
  private readonly inFlight = new Map<string, Promise<void>>();
  private sweepTimer: unknown = null;
  private closed = false;
  private closing: Promise<void> | null = null;

  constructor(private readonly options: JobRunnerOptions) {
    this.armSweep();
  }

  define(kind: JobKind): void {
    this.kinds.set(kind.name, kind);
  }

  /**
   * Starts a job, or joins the running one of the same user, kind and parameters. The first step
   * (asking the upstream to start) is done before this resolves.
   */
  async start(input: StartInput): Promise<{ job: JobRecord; joined: boolean }> {
    const kind = this.kindOf(input.kind);
    const { store, now } = this.options;
    const id = newId();
    const joinKey = joinKeyOf(input);
    const keyTtlMs = JOB_KEEP_SECONDS * 1000;
    const bound = await store.bindKey(joinKey, id, keyTtlMs);
    if (bound !== id) {
      const running = await this.joinable(bound);
      if (running && running.state === 'running') return { job: running, joined: true };
      // The job the key named has finished or expired: this request starts a new one.
      await store.rebindKey(joinKey, id, keyTtlMs);
    }
    try {
      await takeSlot(
        this.options.limits,
        slotsOf(input.userId),
        id,
        RUNNING_JOBS_PER_USER,
        JOB_SLOT_TTL_MS,
        'exports',
        JOB_SLOT_RETRY_AFTER_S,
      );
    } catch (error) {
      // Refused: the key names no job of ours, so the next request may start one.
      await store.unbindKey(joinKey, id);
      throw error;
    }
    const at = now();
    const job: JobRecord = {
      id,
      kind: kind.name,
      userId: input.userId,
      joinKey,
      caller: input.caller,
      params: input.params,
      state: 'running',
      upstreamId: null,
      polls: 0,
      nextPollAt: at,
      upstreamStatus: null,
      error: null,
      createdAt: at,
      updatedAt: at,
    };
    await store.lease(id, this.owner, JOB_LEASE_MS);
    await store.save(job, JOB_KEEP_SECONDS);
    this.owned.set(id, null);
    this.options.onEvent?.(kind.name, 'started');
    await this.run(id);
    return { job: (await store.get(id)) ?? job, joined: false };
  }

  /** How many jobs are running, on every instance sharing the store. */
  async runningCount(): Promise<number> {
    return (await this.options.store.running()).length;
  }

  /** The job as stored, after any step of it running on this instance has finished. */
  async read(id: string): Promise<JobRecord | null> {
    await this.inFlight.get(id);
    return this.options.store.get(id);
  }

  watch(id: string, listener: () => void): () => void {
    return this.options.store.watch(id, listener);
  }

  /**
   * The job a join key names. A request racing the one that bound the key may find the key before
   * the job is saved: it waits for the save (JOB_JOIN_WAIT_MS at most: the other request died).
   */
  private async joinable(id: string): Promise<JobRecord | null> {
    let stop = (): void => {};
    const saved = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, JOB_JOIN_WAIT_MS);
      const unwatch = this.watch(id, resolve);
      stop = () => {
        clearTimeout(timer);
        unwatch();
      };
    });
    try {
      const job = await this.read(id);
      if (job) return job;
      await saved;
      return await this.read(id);
    } finally {
      stop();
    }
  }

  /**
   * Stops polling here and hands this instance's jobs over (their leases are released at once, so
   * another instance takes them at its next sweep). Called when a stop begins, before the requests
   * in flight have finished, and again when the store closes: the second call waits for the first.
   */
  close(): Promise<void> {
    this.closing ??= this.handBack();
    return this.closing;
  }

  private async handBack(): Promise<void> {
    this.closed = true;
    this.options.timers.clear(this.sweepTimer);
    // Jobs waiting for their next step go at once; a step under way (an upstream call may take its
    // whole timeout) finishes and saves first, then lets go (`schedule`), and whatever is left after.
    const release = async (ids: string[]): Promise<void> => {
      for (const id of ids) this.drop(id);
      const released = await Promise.allSettled(ids.map((id) => this.options.store.release(id, this.owner)));
      for (const result of released)
        if (result.status === 'rejected')
          // Not fatal: the lease runs out by itself and another instance takes the job over then.
          this.options.log.warn({ err: result.reason }, 'jobs: a lease could not be released at close');
    };
    await Promise.all([
      release([...this.owned.keys()].filter((id) => !this.inFlight.has(id))),
      Promise.allSettled(this.inFlight.values()),
    ]);
    await release([...this.owned.keys()]);
  }

  private kindOf(name: string): JobKind {
    const kind = this.kinds.get(name);
    if (!kind) throw new Error(`no job kind ${name}`);
    return kind;
  }

  private armSweep(): void {
    if (this.closed) return;
    this.sweepTimer = this.options.timers.set(() => {
      this.sweep()
        .catch((error: unknown) => this.options.log.warn({ err: error }, 'jobs: sweep failed, trying again'))
        .finally(() => this.armSweep());
    }, JOB_SWEEP_MS);
  }

  /** The heartbeat: renews this instance's leases and takes over running jobs nobody holds. */
  private async sweep(): Promise<void> {
    const { store } = this.options;
    for (const id of await store.running()) {
      if (this.closed) return;
      const mine = this.owned.has(id);
      if (!(await store.lease(id, this.owner, JOB_LEASE_MS))) {
        if (mine) this.drop(id);
        continue;
      }
      if (!mine) this.options.log.info({ job: id }, 'jobs: taking over a job whose instance stopped');
      if (!mine || (this.owned.get(id) === null && !this.inFlight.has(id))) {
        this.owned.set(id, null);
        const job = await store.get(id);
        if (job && !mine) this.options.onEvent?.(job.kind, 'taken_over');
        if (job) this.schedule(job);
      }
    }
  }

  private schedule(job: JobRecord): void {
    if (!this.owned.has(job.id)) return;
    if (this.closed) {
      // Started by a request that came in while this instance stops: the next sweep elsewhere takes it.
      this.drop(job.id);
      this.options.store
        .release(job.id, this.owner)
        .catch((error: unknown) =>
          this.options.log.warn({ err: error, job: job.id }, 'jobs: a lease could not be released; it runs out'),
        );
      return;
    }
    const { timers, now } = this.options;
    timers.clear(this.owned.get(job.id));
    const timer = timers.set(
      () => {
        this.owned.set(job.id, null);
        this.run(job.id).catch((error: unknown) =>
          this.options.log.error({ err: error, job: job.id }, 'jobs: step failed, the next sweep retries it'),
        );
      },
      Math.max(0, job.nextPollAt - now()),
    );
    this.owned.set(job.id, timer);
  }

  private drop(id: string): void {
    this.options.timers.clear(this.owned.get(id));
    this.owned.delete(id);
  }

  private run(id: string): Promise<void> {
    const running = this.inFlight.get(id);
    if (running) return running;
    const step = this.step(id).finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, step);
    return step;
  }

  /** One step of a job this instance holds: start the upstream work, or poll it once. */
  private async step(id: string): Promise<void> {
    const { store, now, calls } = this.options;
    const job = await store.get(id);
    if (job?.state !== 'running' || !this.owned.has(id)) {
      this.drop(id);
      return;
    }
    if (now() < job.nextPollAt) {
      this.schedule(job);
      return;
    }
    const kind = this.kindOf(job.kind);
    const next: JobRecord = { ...job };
    try {
      if (job.upstreamId === null) {
        next.upstreamId = await kind.start(calls, job);
        next.nextPollAt = now() + kind.delayMs(1);
      } else {
        const outcome = await kind.poll(calls, job);
        next.polls = job.polls + 1;
        next.upstreamStatus = outcome.upstreamStatus;
        if (outcome.status === 'ready') next.state = 'ready';
        else if (outcome.status === 'failed') {
          next.state = 'failed';
          next.error = { code: outcome.code, message: outcome.message };
        } else if (next.polls >= kind.pollLimit) {
          next.state = 'failed';
          next.error = kind.exhausted;
        } else next.nextPollAt = now() + kind.delayMs(next.polls + 1);
      }
    } catch (error) {
      // The store away (a Redis failover) is the gateway's own trouble, not the work's: the job
      // stays as saved and the next sweep runs this step again.
      if (error instanceof SessionStoreUnavailable) throw error;
      next.state = 'failed';
      if (error instanceof GatewayError) {
        next.error = { code: error.envelope.code, message: error.envelope.message };
      } else {
        this.options.log.error({ err: error, job: id }, 'jobs: a step threw');
        next.error = { code: 'server_problems', message: 'The job could not be finished' };
      }
    }
    next.updatedAt = now();
    if (next.state === 'running') {
      await store.save(next, JOB_KEEP_SECONDS);
      this.schedule(next);
      return;
    }
    // The slot and the join key go before the end is saved: saving tells the watchers, and a user
    // who starts the next export the moment this one ends must find the slot free. Should the save
    // fail, the next sweep runs this step again and the job ends then (both releases are idempotent).
    await Promise.all([store.unbindKey(job.joinKey, id), this.options.limits.release(slotsOf(job.userId), id)]);
    await store.save(next, JOB_KEEP_SECONDS);
    this.drop(id);
    this.options.onEvent?.(job.kind, next.state);
    await store.release(id, this.owner);
  }
}
