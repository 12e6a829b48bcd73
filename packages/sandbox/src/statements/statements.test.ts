import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { callSandbox, signIn } from '../test-client.js';

const S = '/greenway/office/statement';

describe('sandbox statements', () => {
  let sandbox: Sandbox;
  let partner: string;
  const get = <T = Record<string, unknown>>(path: string, site = 'ru') =>
    callSandbox<T>(sandbox.app, 'GET', path, { token: partner, headers: { 'content-location': site } });
  const poll = async (jobId: string) =>
    (await get<{ status: string; url?: string }>(`${S}/download/?job_id=${jobId}`)).body;

  beforeEach(async () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    sandbox = await buildSandbox({ validateReplies: true, logLevel: 'silent', now: () => now });
    partner = (await signIn(sandbox.app, 'partner')).access_token;
  });
  afterEach(() => sandbox.app.close());

  it('builds the Excel file through PENDING and PROCESSING polls, then SUCCESS and real bytes', async () => {
    const { job_id } = (await get<{ job_id: string }>(`${S}/request-download/?period_id=202610`)).body;
    expect((await get(`${S}/download/file/?job_id=${job_id}`)).status).toBe(400);
    const statuses: string[] = [];
    let state = await poll(job_id);
    statuses.push(state.status);
    while (state.status === 'PENDING' || state.status === 'PROCESSING') {
      state = await poll(job_id);
      statuses.push(state.status);
    }
    expect(statuses[0]).toBe('PENDING');
    expect(statuses).toContain('PROCESSING');
    expect(statuses.at(-1)).toBe('SUCCESS');
    expect(statuses.length).toBeLessThanOrEqual(10);
    const file = await sandbox.app.inject({
      method: 'GET',
      url: `/api/v1${state.url}`,
      headers: { authorization: `Bearer ${partner}`, 'content-location': 'ru' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(file.rawPayload.toString('latin1')).toContain('October 2026');
  });

  it('fails the export of an archived period (older than six months)', async () => {
    const { job_id } = (await get<{ job_id: string }>(`${S}/request-download/?period_id=202605`)).body;
    let state = await poll(job_id);
    while (state.status === 'PENDING' || state.status === 'PROCESSING') state = await poll(job_id);
    expect(state).toEqual({ status: 'FAIL' });
    expect((await get(`${S}/download/file/?job_id=${job_id}`)).body).toMatchObject({ code: 'job_failed' });
  });

  it('gives an indicator transcript once it is requested, after it is processed', async () => {
    const info = `${S}/indicator-transcript-info/?periodId=202611&indicatorType=first_line`;
    expect((await get(info)).status).toBe(404);
    const requested = await callSandbox(sandbox.app, 'POST', `${S}/user-bonus/indicator-transcript/`, {
      token: partner,
      body: { periodId: 202611, indicatorType: 'first_line' },
    });
    expect(requested.body).toEqual({ status: 'PENDING', pages_count: 0, result: null });
    expect((await get(info)).body).toMatchObject({ status: 'PROCESSING' });
    const done = await get<{ status: string; result: { number: string }[] }>(info);
    expect(done.body.status).toBe('SUCCESS');
    expect(done.body.result.map((r) => r.number)).toContain('100100');
    const wrong = await callSandbox(sandbox.app, 'POST', `${S}/user-bonus/indicator-transcript/`, {
      token: partner,
      body: { periodId: 202611, indicatorType: 'charisma' },
    });
    expect(wrong.status).toBe(400);
  });

  it('gives the statement in the site’s currency', async () => {
    const ru = await get<{ total: number; currency_code: string; bonuses: unknown[] }>(`${S}/?withExtra=1`);
    const us = await get<{ total: number; currency_code: string }>(`${S}/`, 'us');
    expect(ru.body.currency_code).toBe('RUB');
    expect(us.body.currency_code).toBe('USD');
    expect(us.body.total).toBeCloseTo(ru.body.total / 90, 0);
    expect(ru.body.bonuses.length).toBeGreaterThan(0);
    expect(ru.body).toMatchObject({ has_team_income: true });
  });

  it('shows client or partner loyalty by role and none to employees', async () => {
    expect((await get(`${S}/user-loyalty/`)).body).toMatchObject({ role: 'partner' });
    const client = (await signIn(sandbox.app, 'client')).access_token;
    const loyalty = await callSandbox(sandbox.app, 'GET', `${S}/user-loyalty/`, { token: client });
    expect(loyalty.body).toMatchObject({ role: 'client', months: expect.any(Array) });
    const employee = (await signIn(sandbox.app, 'employee')).access_token;
    expect((await callSandbox(sandbox.app, 'GET', `${S}/user-loyalty/`, { token: employee })).status).toBe(403);
  });

  it('forecasts rewards from the calculator’s inputs', async () => {
    const calc = (body: object) =>
      callSandbox<{ reward: number; structure_size: number; LOPV: number }[]>(
        sandbox.app,
        'POST',
        '/greenway/remuneration-calculator/',
        { body },
      );
    const small = await calc({ currency: 'RUB', partners: 2, sum: 8000 });
    const large = await calc({ currency: 'RUB', partners: 10, sum: 8000 });
    expect(small.body).toHaveLength(12);
    expect(small.body[0]!.LOPV).toBe(80);
    expect(large.body[11]!.structure_size).toBeGreaterThan(small.body[11]!.structure_size);
    expect(large.body[11]!.reward).toBeGreaterThan(small.body[11]!.reward);
    expect((await calc({ currency: 'XXX', partners: 2, sum: 8000 })).status).toBe(400);
  });
});
