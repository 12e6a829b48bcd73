import {
  EXCEL_POLL_FIRST_DELAYS_MS,
  EXCEL_POLL_LATER_DELAY_MS,
  EXCEL_POLL_LIMIT,
  excelPollAtMs,
  excelPollDelayMs,
} from '@gf/contracts/rules/excel-polling';
import { statementJobs } from '@gf/sandbox/statements/statement-jobs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';
import { API_PREFIX } from '../../../app.js';
import { JOB_KEEP_SECONDS } from '../../../platform/jobs/job-runner.js';

const EXPORTS = `${API_PREFIX}/office/statements/excel-exports`;
/** A period the sandbox builds, and one older than its EXPORT_ARCHIVE_PERIODS, whose export fails. */
const PERIOD = 202610;
const ARCHIVED_PERIOD = 202605;
const START = 'statementRequestDownload';
const POLL = 'statementDownloadStatus';

/** Spec 2 §4 and §9: the gateway polls the upstream on the Excel schedule, as a job. */
describe('bonus Excel export jobs (spec 2 §4)', () => {
  let h: Harness;
  let partner: string;
  const calls = (operationId: string) => h.sandbox.callLog.count(operationId);
  const start = (period: number | undefined = PERIOD, cookie = partner) =>
    h.post(EXPORTS, period === undefined ? {} : { period_id: period }, cookie);
  const read = (id: string, cookie = partner) => h.get(`${EXPORTS}/${id}`, cookie);
  /** Makes the sandbox's job answer PROCESSING for longer than the gateway polls. */
  const neverFinishes = (upstreamJobs = statementJobs(h.sandbox.state()).downloads) => {
    for (const job of upstreamJobs.values()) job.processingPolls = EXCEL_POLL_LIMIT * 2;
  };
  /** Moves the clock through the schedule until the job ends; the states seen after each poll. */
  const runToEnd = async (id: string) => {
    const seen: string[] = [];
    for (let poll = 1; poll <= EXCEL_POLL_LIMIT; poll += 1) {
      h.advance(excelPollDelayMs(poll));
      const job = (await read(id)).json();
      seen.push(job.upstreamStatus);
      if (job.state !== 'running') return { job, seen };
    }
    throw new Error('the job outlived its schedule');
  };

  beforeEach(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
  });
  afterEach(() => h.close());

  it('names the schedule of spec 2 §9: 10 polls after 0.5 s, 1 s, 3 s, then 5 s each', () => {
    expect(EXCEL_POLL_LIMIT).toBe(10);
    expect(EXCEL_POLL_FIRST_DELAYS_MS).toEqual([500, 1_000, 3_000]);
    expect(EXCEL_POLL_LATER_DELAY_MS).toBe(5_000);
    expect(excelPollAtMs(EXCEL_POLL_LIMIT)).toBe(500 + 1_000 + 3_000 + 7 * 5_000);
  });

  it('answers 202 with Location and Retry-After, then polls exactly on schedule and fails when the polls run out', async () => {
    const started = await start();
    expect(started.statusCode).toBe(202);
    const job = started.json();
    expect(started.headers.location).toBe(`${EXPORTS}/${job.id}`);
    expect(started.headers['retry-after']).toBe(String(Math.ceil(excelPollDelayMs(1) / 1000)));
    expect(job).toMatchObject({ state: 'running', progress: { polls: 0, pollLimit: EXCEL_POLL_LIMIT } });
    expect([calls(START), calls(POLL)]).toEqual([1, 0]);
    neverFinishes();
    for (let poll = 1; poll <= EXCEL_POLL_LIMIT; poll += 1) {
      h.advance(excelPollDelayMs(poll) - 1);
      const before = await read(job.id);
      expect(calls(POLL), `just before poll ${poll}`).toBe(poll - 1);
      expect(before.headers['retry-after']).toBe('1');
      h.advance(1);
      const after = (await read(job.id)).json();
      expect(calls(POLL), `at poll ${poll} (${excelPollAtMs(poll)} ms)`).toBe(poll);
      expect(after.progress.polls).toBe(poll);
    }
    const ended = await read(job.id);
    expect(ended.json()).toMatchObject({
      state: 'failed',
      upstreamStatus: 'PROCESSING',
      error: { code: 'export_timed_out' },
      file: null,
      retryAfterSeconds: null,
    });
    expect(ended.headers['retry-after']).toBeUndefined();
    h.advance(EXCEL_POLL_LATER_DELAY_MS * 4);
    expect(calls(POLL)).toBe(EXCEL_POLL_LIMIT);
    expect((await h.get(`${EXPORTS}/${job.id}/file`, partner)).json().error.code).toBe('export_failed');
  });

  it('on SUCCESS stops polling and streams the file; before it the file is not ready', async () => {
    const job = (await start()).json();
    expect((await h.get(`${EXPORTS}/${job.id}/file`, partner)).json().error).toMatchObject({
      status: 409,
      code: 'export_not_ready',
    });
    const { job: done, seen } = await runToEnd(job.id);
    expect(seen[0]).toBe('PENDING');
    expect(seen).toContain('PROCESSING');
    expect(done).toMatchObject({ state: 'ready', upstreamStatus: 'SUCCESS', file: `${EXPORTS}/${job.id}/file` });
    const polls = calls(POLL);
    h.advance(EXCEL_POLL_LATER_DELAY_MS * 4);
    expect(calls(POLL)).toBe(polls);
    const file = await h.get(done.file, partner);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="statement-${PERIOD}.xlsx"`);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(file.rawPayload.toString('latin1')).toContain('October 2026');
  });

  it('on FAIL stops polling: the export of an archived period fails', async () => {
    const job = (await start(ARCHIVED_PERIOD)).json();
    const { job: done } = await runToEnd(job.id);
    expect(done).toMatchObject({ state: 'failed', upstreamStatus: 'FAIL', error: { code: 'export_failed' } });
    const polls = calls(POLL);
    expect(polls).toBeLessThan(EXCEL_POLL_LIMIT);
    h.advance(EXCEL_POLL_LATER_DELAY_MS * 4);
    expect(calls(POLL)).toBe(polls);
  });

  it('fails the job with the error envelope’s code when the upstream fails a poll, and polls no more', async () => {
    const job = (await start()).json();
    h.sandbox.faults.set({ fault: { status: 500 }, operations: [POLL], times: 1 });
    h.advance(excelPollDelayMs(1));
    expect((await read(job.id)).json()).toMatchObject({ state: 'failed', error: { code: 'server_problems' } });
    h.advance(EXCEL_POLL_LATER_DELAY_MS * 4);
    expect(calls(POLL)).toBe(1);
  });

  it('fails the job with the envelope’s code when the upstream refuses to start it', async () => {
    h.sandbox.faults.set({ fault: { status: 500 }, operations: [START], times: 1 });
    const started = await start();
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ state: 'failed', error: { code: 'server_problems' } });
    h.advance(EXCEL_POLL_LATER_DELAY_MS);
    expect(calls(POLL)).toBe(0);
  });

  it('joins a second request for the same export, also when both race; another period is another job', async () => {
    const [first, second] = await Promise.all([start(), start()]);
    expect(second?.json().id).toBe(first?.json().id);
    expect([first?.json().joined, second?.json().joined].sort()).toEqual([false, true]);
    const later = await start();
    expect(later.json()).toMatchObject({ id: first?.json().id, joined: true });
    expect(later.headers.location).toBe(first?.headers.location);
    expect(calls(START)).toBe(1);
    const other = (await start(ARCHIVED_PERIOD)).json();
    expect(other.id).not.toBe(first?.json().id);
    expect(calls(START)).toBe(2);
    // A finished export is not joined: asking again builds the file again.
    await runToEnd(first?.json().id);
    const again = (await start()).json();
    expect(again).toMatchObject({ joined: false, state: 'running' });
    expect(again.id).not.toBe(first?.json().id);
  });

  it('keeps each user’s exports apart: another user’s job is not found, and the same period is not joined', async () => {
    const job = (await start()).json();
    const client = await h.signIn('client');
    for (const path of ['', '/events', '/file']) {
      const response = await h.get(`${EXPORTS}/${job.id}${path}`, client);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error.code).toBe('export_not_found');
    }
    expect((await start(PERIOD, client)).json()).toMatchObject({ joined: false });
    const unknown = await read('A'.repeat(22));
    expect(unknown.statusCode).toBe(404);
    expect((await read('not-an-id')).statusCode).toBe(400);
  });

  it('answers signed-out callers 401 before any upstream call', async () => {
    const job = (await start()).json();
    const before = h.sandbox.callLog.snapshot().records.length;
    for (const response of [
      await h.post(EXPORTS, { period_id: PERIOD }),
      await h.get(`${EXPORTS}/${job.id}`),
      await h.get(`${EXPORTS}/${job.id}/events`),
      await h.get(`${EXPORTS}/${job.id}/file`),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.redirect).toEqual({ route: 'MyOfficeAuth' });
    }
    expect(h.sandbox.callLog.snapshot().records.length).toBe(before);
  });

  it('needs the CSRF header to start, and refuses a bad period with field errors, before any upstream call', async () => {
    const noCsrf = await h.app.inject({
      method: 'POST',
      url: EXPORTS,
      headers: { host: 'ru.localhost:3000', cookie: partner, origin: 'http://ru.localhost:3000' },
      payload: { period_id: PERIOD },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.code).toBe('csrf_header_missing');
    for (const period_id of ['202610', -1, 2026.5]) {
      const bad = await h.post(EXPORTS, { period_id }, partner);
      expect(bad.statusCode, String(period_id)).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('period_id');
    }
    expect(calls(START)).toBe(0);
  });

  it('sends progress as server-sent events until the job ends', async () => {
    const job = (await start()).json();
    const events = h.get(`${EXPORTS}/${job.id}/events`, partner);
    // Let the stream open and send the current state before the clock moves.
    await new Promise((resolve) => setImmediate(resolve));
    await runToEnd(job.id);
    const response = await events;
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = response.body
      .split('\n\n')
      .filter((chunk) => chunk.startsWith('data: '))
      .map((chunk) => JSON.parse(chunk.slice('data: '.length)));
    expect(data[0]).toMatchObject({ id: job.id, state: 'running', progress: { polls: 0 } });
    expect(data.map((d) => d.progress.polls)).toEqual(data.map((_d, i) => i));
    expect(data.at(-1)).toMatchObject({ state: 'ready', file: `${EXPORTS}/${job.id}/file` });
    // A finished job's stream says so once and ends at once.
    const again = (await h.get(`${EXPORTS}/${job.id}/events`, partner)).body;
    expect(again.match(/^data: /gm)).toHaveLength(1);
  });

  it('keeps a job for JOB_KEEP_SECONDS after it ended', async () => {
    const job = (await start()).json();
    await runToEnd(job.id);
    h.advance(JOB_KEEP_SECONDS * 1000 - 1);
    expect((await read(job.id)).statusCode).toBe(200);
    h.advance(1);
    expect((await read(job.id)).statusCode).toBe(404);
  });
});

/** Issue 17 "the export under upstream faults": a status reply that is not JSON, a poll that never answers. */
describe('bonus Excel export jobs under a malformed or silent status reply', () => {
  const TIMEOUT_MS = 300;
  let h: Harness;
  let partner: string;
  beforeEach(async () => {
    h = await startHarness({ UPSTREAM_TIMEOUT_MS: TIMEOUT_MS });
    partner = await h.signIn('partner');
  });
  afterEach(() => h.close());

  it.each([
    [{ malformed: true }, 'upstream_malformed'],
    [{ stall: true }, 'upstream_timeout'],
  ])('a poll answered %o fails the job with %s, and nothing polls after it', async (fault, code) => {
    const job = (await h.post(EXPORTS, { period_id: PERIOD }, partner)).json();
    h.sandbox.faults.set({ fault, operations: [POLL], times: 1 });
    h.advance(excelPollDelayMs(1));
    // The silent poll ends on the gateway's own upstream timeout, in real time.
    await vi.waitFor(
      async () => expect((await h.get(`${EXPORTS}/${job.id}`, partner)).json().state).not.toBe('running'),
      { timeout: TIMEOUT_MS * 20, interval: 50 },
    );
    const ended = (await h.get(`${EXPORTS}/${job.id}`, partner)).json();
    expect(ended).toMatchObject({ state: 'failed', error: { code } });
    // The faulted poll never reached the sandbox's job; no poll after it does either.
    const [upstreamJob] = statementJobs(h.sandbox.state()).downloads.values();
    h.advance(EXCEL_POLL_LATER_DELAY_MS * 4);
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS));
    expect(upstreamJob?.polls).toBe(0);
    expect((await h.get(`${EXPORTS}/${job.id}`, partner)).json().state).toBe('failed');
  });
});
