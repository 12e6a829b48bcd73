import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { API_PREFIX } from '../../app.js';
import { MemoryJobStore } from '../jobs/memory-job-store.js';
import { EVENTS_RECONNECT_MS } from '../replies/event-stream.js';

const EXPORTS = `${API_PREFIX}/office/statements/excel-exports`;
const PERIOD = 202610;
/** Event-loop turns the hand-over may take (the memory store answers in one). */
const HAND_OVER_TURNS = 20;

/** The `retry:` and `data:` fields of an event stream's body. */
const fieldsOf = (body: string) => ({
  retry: [...body.matchAll(/^retry: (\d+)$/gm)].map((match) => Number(match[1])),
  data: [...body.matchAll(/^data: (.*)$/gm)].map((match) => JSON.parse(match[1] ?? '')),
});

/** Issue 31 item 3: what a stop lets go of first, before the requests in flight have finished. */
describe('an instance that begins to stop', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('ends open event streams with a retry hint, so browsers reconnect to another instance', async () => {
    h = await startHarness();
    const partner = await h.signIn('partner');
    const job = (await h.post(EXPORTS, { period_id: PERIOD }, partner)).json();
    const events = h.get(`${EXPORTS}/${job.id}/events`, partner);
    // Let the stream open and send the current state.
    await new Promise((resolve) => setImmediate(resolve));
    h.app.drain.begin();
    const { retry, data } = fieldsOf((await events).body);
    expect(data).toEqual([expect.objectContaining({ id: job.id, state: 'running' })]);
    expect(retry).toHaveLength(1);
    expect(retry[0]).toBeGreaterThanOrEqual(EVENTS_RECONNECT_MS);
    expect(retry[0]).toBeLessThan(EVENTS_RECONNECT_MS * 2);
    // A stream asked for on a connection still open to it ends at once the same way.
    expect(fieldsOf((await h.get(`${EXPORTS}/${job.id}/events`, partner)).body).retry).toHaveLength(1);
  });

  it('closes each connection after its reply once it begins to stop (a balancer reuses none)', async () => {
    h = await startHarness();
    const before = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(before.headers.connection).not.toBe('close');
    h.app.drain.begin();
    const partner = await h.signIn('partner');
    for (const reply of [
      await h.app.inject({ method: 'GET', url: '/healthz' }),
      await h.get(`${API_PREFIX}/auth`, partner),
    ])
      expect(reply.headers.connection).toBe('close');
  });

  it('hands its running jobs to the other instances at once (their leases are released)', async () => {
    const jobStore = new MemoryJobStore();
    h = await startHarness({}, { jobStore });
    const partner = await h.signIn('partner');
    const job = (await h.post(EXPORTS, { period_id: PERIOD }, partner)).json();
    expect(await jobStore.lease(job.id, 'another instance', 5_000)).toBe(false);
    h.app.drain.begin();
    // The hand-over runs on its own (nothing here closes the app or its jobs): the lease frees
    // within a few turns of the event loop, long before the 5 s lease would have run out.
    let free = false;
    for (let turn = 0; turn < HAND_OVER_TURNS && !free; turn += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      free = await jobStore.lease(job.id, 'another instance', 5_000);
    }
    expect(free).toBe(true);
  });
});
