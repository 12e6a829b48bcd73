import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { API_PREFIX } from '../../app.js';
import { EXCEL_EXPORT_JOB } from '../../areas/office/statements/excel-export-job.js';
import { MemorySessionStore } from '../session/memory-store.js';
import { emptySession, type SessionData } from '../session/session.js';
import { sessionKindOf } from './metrics.js';

/** The value of one sample of the exposition text, or undefined when it is absent. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('operations endpoints', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  it('answers /healthz and /readyz while the store and the upstream are there', async () => {
    expect((await h.get('/healthz')).json()).toEqual({ ok: true });
    expect((await h.get('/readyz')).statusCode).toBe(200);
  });

  it('stays ready while the upstream cannot be reached: a shared dependency down must not empty the Service', async () => {
    await h.sandbox.app.close();
    expect((await h.get('/readyz')).statusCode).toBe(200);
    // What the instance still does then: the envelope, which readiness failing would have replaced
    // with the load balancer's own error page.
    const read = await h.get(`${API_PREFIX}/pages/news/1`);
    expect(read.statusCode).toBe(502);
    expect(read.json().error).toMatchObject({ code: 'upstream_unreachable', serverProblems: true });
  });

  it('answers 503 from /readyz once the instance begins to stop', async () => {
    h.app.drain.begin();
    const response = await h.get('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({ code: 'not_ready', message: 'Shutting down', serverProblems: true });
    expect((await h.get('/healthz')).statusCode).toBe(200);
  });

  it('exposes requests, upstream latency, refreshes and sessions as Prometheus metrics', async () => {
    const cookie = await h.signIn('partner');
    await h.sandbox.app.inject({ method: 'POST', url: '/__admin/tokens/expire' });
    await h.get('/bff/v1/auth?fresh=1', cookie);
    const text = (await h.get('/metrics')).body;
    expect(text).toMatch(/gateway_requests_total\{route="\/bff\/v1\/auth\/sign-in",method="POST",status="200"\} 1/);
    expect(text).toMatch(/gateway_upstream_seconds_count\{operation="authenticate",outcome="200"\} 1/);
    expect(text).toMatch(/gateway_token_refreshes_total\{outcome="refreshed"\} 1/);
    expect(text).toMatch(/gateway_sessions 1/);
  });
});

/** Issue 31, item 5: what a dashboard needs, counted without a cost per request worth measuring. */
describe('metrics worth a dashboard', () => {
  let h: Harness;
  afterEach(() => h.close());
  const scrape = async () => (await h.get('/metrics')).body;

  it('times each request under its route pattern, never its raw URL', async () => {
    h = await startHarness();
    await h.get(`${API_PREFIX}/pages/news/1`);
    await h.get(`${API_PREFIX}/pages/news/2?x=1`);
    const text = await scrape();
    const route = `route="${API_PREFIX}/pages/news/:id",method="GET"`;
    expect(sample(text, `gateway_request_duration_seconds_count{${route}}`)).toBe(2);
    expect(sample(text, `gateway_request_duration_seconds_bucket{le="60",${route}}`)).toBe(2);
    expect(text).not.toMatch(/news\/1|news\/2|x=1/);
  });

  it("counts the public caches' answers, which give the hit ratio", async () => {
    h = await startHarness();
    await h.get(`${API_PREFIX}/pages/news/1`);
    await h.get(`${API_PREFIX}/pages/news/1`);
    const text = await scrape();
    expect(sample(text, 'gateway_cache_lookups_total{cache="reads",outcome="miss"}')).toBe(1);
    expect(sample(text, 'gateway_cache_lookups_total{cache="reads",outcome="hit"}')).toBe(1);
  });

  it('tells sessions apart by kind, counted once per request that reads its session', async () => {
    h = await startHarness();
    await h.get(`${API_PREFIX}/auth`, await h.signIn('partner'));
    await h.get(`${API_PREFIX}/auth`, await h.spectate('manager', 'partner'));
    const text = await scrape();
    // The sign-in itself reads no session (the visitor had none); each /auth read counts once.
    expect(sample(text, 'gateway_session_requests_total{kind="signed_in"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'gateway_session_requests_total{kind="spectator"}')).toBe(1);
  });

  it('names the five kinds of session', () => {
    const session = (change: Partial<SessionData>): SessionData => ({ ...emptySession(0), ...change });
    const tokens = { access: 'a', refresh: 'r', expiresAt: 1 };
    expect(sessionKindOf(session({}))).toBe('anonymous');
    expect(sessionKindOf(session({ tokens }))).toBe('signed_in');
    expect(
      sessionKindOf(
        session({ tokens, spectator: { managerTokens: tokens, manager: {} as never, canCreateOrderWell: false } }),
      ),
    ).toBe('spectator');
    expect(sessionKindOf(session({ referral: { ref: 'r1', name: 'Ann', number: '100001' } }))).toBe('referral');
    expect(sessionKindOf(session({ openEntry: { phone: '+7', code: '1', createdAt: 0, sponsorId: null } }))).toBe(
      'open_entry',
    );
  });

  it('counts jobs by event, and the jobs running in the store', async () => {
    h = await startHarness();
    const cookie = await h.signIn('partner');
    expect(
      (await h.post(`${API_PREFIX}/office/statements/excel-exports`, { period_id: 202610 }, cookie)).statusCode,
    ).toBe(202);
    const text = await scrape();
    expect(sample(text, `gateway_jobs_total{kind="${EXCEL_EXPORT_JOB}",event="started"}`)).toBe(1);
    expect(sample(text, 'gateway_jobs_running')).toBe(1);
  });

  it('counts a refresh that waited too long for another holder of the lock', async () => {
    h = await startHarness();
    const cookie = await h.signIn('partner');
    await h.sandbox.app.inject({ method: 'POST', url: '/__admin/tokens/expire' });
    const id = cookie.split('=')[1] ?? '';
    // Another instance holds the refresh lock and never finishes.
    await h.app.core.sessions.store.lock(`refresh:${id}`, 'another-instance', 600_000);
    let settled = false;
    const waiting = h.get(`${API_PREFIX}/auth?fresh=1`, cookie).finally(() => {
      settled = true;
    });
    // The clock moves on while the request waits for the lock (each wait is a real second at most).
    while (!settled) {
      h.advance(10_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const reply = await waiting;
    expect(reply.statusCode).toBe(503);
    expect(reply.json().error.code).toBe('refresh_wait_timeout');
    expect(sample(await scrape(), 'gateway_token_refreshes_total{outcome="wait_timeout"}')).toBe(1);
  });

  it("reports the event-loop delay and the process's CPU and memory", async () => {
    h = await startHarness();
    const text = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
    ])
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
  });

  it('still answers while Redis is down: the store reported down, its counts unknown', async () => {
    class DownStore extends MemorySessionStore {
      override async ping(): Promise<void> {
        throw new Error('connect ECONNREFUSED');
      }
      override async count(): Promise<number> {
        throw new Error('connect ECONNREFUSED');
      }
    }
    h = await startHarness({}, { store: new DownStore() });
    const reply = await h.get('/metrics');
    expect(reply.statusCode).toBe(200);
    expect(sample(reply.body, 'gateway_session_store_up')).toBe(0);
    expect(sample(reply.body, 'gateway_sessions')).toBeNaN();
    expect(sample(reply.body, 'gateway_jobs_running')).toBeNaN();
  });

  it('reports the store up while it answers', async () => {
    h = await startHarness();
    expect(sample(await scrape(), 'gateway_session_store_up')).toBe(1);
  });
});
