import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ManualTimers } from '../../../test/harness/manual-timers.js';
import { MemoryLimitStore } from '../security/limit-store.js';
import { SessionStoreUnavailable } from '../store/store-unavailable.js';
import type { SessionCall } from '../upstream/session-call.js';
import { JOB_LEASE_MS, JOB_SWEEP_MS, type JobKind, JobRunner } from './job-runner.js';
import { MemoryJobStore } from './memory-job-store.js';

/** A kind polled every POLL_DELAY_MS that answers SUCCESS at its READY_AT_POLL-th poll. */
const POLL_DELAY_MS = 2_000;
const READY_AT_POLL = 8;
const POLL_LIMIT = 10;

/**
 * Two gateway instances sharing one job store (as with Redis): the one that started a job keeps
 * it while it lives (its heartbeat renews the lease), another takes it over when it dies or stops.
 */
describe('job runner across instances', () => {
  const setup = () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const clock = () => now;
    const store = new MemoryJobStore(clock);
    const polls: string[] = [];
    /** Polls to fail as if Redis were away (a failover) before they reach the upstream. */
    const outage = { polls: 0 };
    const logged: string[] = [];
    const note =
      (level: string) =>
      (_fields: object, message: string): void => {
        logged.push(`${level} ${message}`);
      };
    const log = {
      level: 'info',
      fatal: note('fatal'),
      error: note('error'),
      warn: note('warn'),
      info: note('info'),
      debug: note('debug'),
      trace: note('trace'),
      silent: () => {},
      child: () => log,
    } as unknown as FastifyBaseLogger;
    const kind = (instance: string): JobKind => ({
      name: 'test',
      pollLimit: POLL_LIMIT,
      delayMs: () => POLL_DELAY_MS,
      exhausted: { code: 'timed_out', message: 'too long' },
      start: async () => 'U1',
      poll: async () => {
        if (outage.polls > 0) {
          outage.polls -= 1;
          throw new SessionStoreUnavailable(new Error('Connection is closed.'));
        }
        polls.push(instance);
        return polls.length >= READY_AT_POLL
          ? { status: 'ready', upstreamStatus: 'SUCCESS' }
          : { status: 'running', upstreamStatus: 'PROCESSING' };
      },
    });
    /** The slots given back, in order. */
    const freed: string[] = [];
    const limits = new (class extends MemoryLimitStore {
      override async release(key: string, holder: string): Promise<void> {
        freed.push(holder);
        await super.release(key, holder);
      }
    })(clock);
    const instance = (name: string) => {
      const timers = new ManualTimers(clock);
      const runner = new JobRunner({
        store,
        calls: {} as SessionCall,
        timers,
        now: clock,
        log,
        limits,
      });
      runner.define(kind(name));
      return { runner, timers, alive: true };
    };
    const a = instance('a');
    const b = instance('b');
    /** Moves the clock in small steps, firing the timers of the instances still alive. */
    const advance = async (ms: number) => {
      for (let moved = 0; moved < ms; moved += 100) {
        now += 100;
        for (const i of [a, b]) if (i.alive) i.timers.fireDue();
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const start = () =>
      a.runner.start({
        kind: 'test',
        userId: 1,
        caller: { sessionId: 's', language: 'ru-RU', site: 'ru' },
        params: {},
      });
    return { a, b, advance, start, polls, logged, outage, freed };
  };

  it('leaves a job with the instance that started it while that instance lives', async () => {
    const { b, advance, start, polls } = setup();
    const { job } = await start();
    await advance(POLL_DELAY_MS * READY_AT_POLL);
    expect(polls).toEqual(Array(READY_AT_POLL).fill('a'));
    expect(await b.runner.read(job.id)).toMatchObject({ state: 'ready', polls: READY_AT_POLL });
  });

  it("frees the user's slot (RUNNING_JOBS_PER_USER) before the end is told, so the next export can start at once", async () => {
    const { a, advance, start, freed } = setup();
    const { job } = await start();
    /** At each change the watchers hear of: whether the job's slot was already given back. */
    const heard: boolean[] = [];
    a.runner.watch(job.id, () => heard.push(freed.includes(job.id)));
    await advance(POLL_DELAY_MS * READY_AT_POLL);
    expect(await a.runner.read(job.id)).toMatchObject({ state: 'ready' });
    expect(heard.at(-1)).toBe(true);
    expect(heard.slice(0, -1)).not.toContain(true);
  });

  it('hands a job to another instance when its instance dies (no heartbeat): after the lease, on schedule', async () => {
    const { a, b, advance, start, polls, logged } = setup();
    const { job } = await start();
    await advance(POLL_DELAY_MS * 2);
    expect(polls).toEqual(['a', 'a']);
    a.alive = false;
    await advance(JOB_LEASE_MS - JOB_SWEEP_MS);
    expect(polls).toEqual(['a', 'a']);
    await advance(JOB_SWEEP_MS * 2);
    expect(polls.slice(2)).toContain('b');
    expect(logged).toEqual(['info jobs: taking over a job whose instance stopped']);
    await advance(POLL_DELAY_MS * READY_AT_POLL);
    expect(polls.filter((p) => p === 'a')).toHaveLength(2);
    expect(polls).toHaveLength(READY_AT_POLL);
    expect(await b.runner.read(job.id)).toMatchObject({ state: 'ready', polls: READY_AT_POLL });
  });

  it('hands a job over at the next sweep when its instance stops gracefully (leases released)', async () => {
    const { a, b, advance, start, polls } = setup();
    const { job } = await start();
    await advance(POLL_DELAY_MS);
    await a.runner.close();
    a.alive = false;
    await advance(JOB_SWEEP_MS + POLL_DELAY_MS);
    expect(polls).toEqual(['a', 'b']);
    await advance(POLL_DELAY_MS * READY_AT_POLL);
    expect(await b.runner.read(job.id)).toMatchObject({ state: 'ready' });
  });

  it('fails no job while the store is away for a moment (a Redis failover): the step runs again at the next sweep', async () => {
    const { a, advance, start, polls, outage } = setup();
    const { job } = await start();
    outage.polls = 2;
    await advance(POLL_DELAY_MS + JOB_SWEEP_MS * 3);
    expect(outage.polls).toBe(0);
    expect(await a.runner.read(job.id)).toMatchObject({ state: 'running', error: null });
    await advance(POLL_DELAY_MS * READY_AT_POLL);
    expect(polls).toHaveLength(READY_AT_POLL);
    expect(await a.runner.read(job.id)).toMatchObject({ state: 'ready', polls: READY_AT_POLL });
  });

  it('hands over at once a job started on an instance that is stopping (a request drained there)', async () => {
    const { a, b, advance, start, polls } = setup();
    await a.runner.close();
    const { job } = await start();
    a.alive = false;
    await advance(JOB_SWEEP_MS + POLL_DELAY_MS);
    expect(polls).toEqual(['b']);
    await advance(POLL_DELAY_MS * READY_AT_POLL);
    expect(await b.runner.read(job.id)).toMatchObject({ state: 'ready' });
  });
});
