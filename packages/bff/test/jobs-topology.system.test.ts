import { EXCEL_POLL_LIMIT } from '@gf/contracts/rules/excel-polling';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_LEASE_MS, JOB_SWEEP_MS } from '../src/platform/jobs/job-runner.js';
import { sleep } from './harness/processes.js';
import { startTopology, type Topology } from './harness/topology.js';

const INSTANCES = 3;
const EXPORTS = '/bff/v1/office/statements/excel-exports';
const PERIOD = 202610;
/** How often the test reads the job while it waits. */
const READ_EVERY_MS = 200;
/** The longest the job may take after its instance died: a lease running out, a sweep, the rest of the schedule. */
const TAKEOVER_BOUND_MS = JOB_LEASE_MS + JOB_SWEEP_MS + 20_000;

/**
 * Issue 16 "Gateway jobs": a job's state lives in Redis, so any instance answers it, and a job
 * whose instance was killed mid-way is finished by another instance (its lease runs out).
 */
describe('Excel export jobs over three gateway processes sharing Redis', () => {
  let t: Topology;
  beforeAll(async () => {
    t = await startTopology(INSTANCES);
  });
  afterAll(() => t?.stop());

  it('an instance killed mid-job: another takes the job over and finishes it; every instance answers and joins it', async () => {
    const [owner, second, third] = t.instances;
    if (!owner || !second || !third) throw new Error('instances missing');
    const cookie = await t.signIn('partner', owner.url);
    await t.admin('DELETE', '/calls');
    const started = await t.call('POST', EXPORTS, { cookie, body: { period_id: PERIOD }, base: owner.url });
    expect(started.status).toBe(202);
    const { id } = started.json();
    const read = (base: string) => t.call('GET', `${EXPORTS}/${id}`, { cookie, base });
    // The same export asked through another instance joins the job.
    const joined = await t.call('POST', EXPORTS, { cookie, body: { period_id: PERIOD }, base: second.url });
    expect(joined.json()).toMatchObject({ id, joined: true });

    // Its events from an instance that did not start it, from the start to the end of the job.
    const events = request(`${third.url}${EXPORTS}/${id}/events`, {
      headers: { host: `ru.localhost:${new URL(third.url).port}`, cookie },
      bodyTimeout: TAKEOVER_BOUND_MS,
    }).then((response) => response.body.text());

    // The first poll made by the instance that started it, then that instance dies.
    const deadline = Date.now() + TAKEOVER_BOUND_MS;
    while ((await read(second.url)).json().progress.polls < 1) {
      if (Date.now() > deadline) throw new Error('the job never polled');
      await sleep(READ_EVERY_MS);
    }
    expect(await owner.kill()).not.toBe(0);
    const pollsAtKill = (await t.admin('GET', '/calls')).counts.statementDownloadStatus;

    let job = (await read(third.url)).json();
    while (job.state === 'running') {
      if (Date.now() > deadline) throw new Error(`the job was not finished: ${JSON.stringify(job)}`);
      await sleep(READ_EVERY_MS);
      job = (await read(t.nginx.url)).json();
    }
    expect(job).toMatchObject({ state: 'ready', upstreamStatus: 'SUCCESS' });
    const { counts } = await t.admin('GET', '/calls');
    expect(counts.statementRequestDownload).toBe(1);
    expect(counts.statementDownloadStatus).toBeGreaterThan(pollsAtKill);
    expect(counts.statementDownloadStatus).toBeLessThanOrEqual(EXCEL_POLL_LIMIT);
    for (const base of [second.url, third.url, t.nginx.url])
      expect((await read(base)).json()).toMatchObject({ id, state: 'ready' });

    const file = await request(`${second.url}${job.file}`, {
      headers: { host: `ru.localhost:${new URL(second.url).port}`, cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(
      Buffer.from(await file.body.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    const states = (await events)
      .split('\n\n')
      .filter((chunk) => chunk.startsWith('data: '))
      .map((chunk) => JSON.parse(chunk.slice('data: '.length)).state);
    expect(states.at(-1)).toBe('ready');
    await owner.start();
  }, 60_000);
});
