import { BONUS_ROWS_PAGE_SIZE, STATEMENT_BONUS_TYPES } from '@gf/contracts/gateway/statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';
import { RECENT_BOUNDS_TTL_MS } from '../shared/recent-bounds.js';

const STATEMENT = '/bff/v1/office/statements/statement';
const BONUSES = '/bff/v1/office/statements/bonuses';
const TRANSCRIPTS = '/bff/v1/office/statements/transcripts';
const LOYALTY = '/bff/v1/office/statements/loyalty';
const STATEMENT_READS = [
  'statement',
  'statementTeamRevenue',
  'statementBonusDetail',
  'statementCountriesStatistics',
  'statementOrdersStatuses',
  'statementLoyalty',
  'statementIndicatorTranscriptRequest',
  'statementIndicatorTranscriptInfo',
] as const;

/** Spec 2 §2 "Statements and bonuses", §3 Statement, §7 statement calls, through the gateway. */
describe('statement and bonus pages (spec 2 §2, §3, §7)', () => {
  let h: Harness;
  let partner: string;
  beforeAll(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
  });
  afterAll(() => h.close());

  const upstreamCalls = () => STATEMENT_READS.reduce((sum, id) => sum + h.sandbox.callLog.count(id), 0);

  it('gives the statement of the current period with its periods, totals, figures and team revenue', async () => {
    const response = await h.get(STATEMENT, partner);
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.period.is_current).toBe(true);
    expect(reply.periods[0].id).toBe(reply.period.id);
    expect(reply.currency_code).toBe('RUB');
    expect(reply.stats.map((s: { type: string }) => s.type)).toContain('LO');
    expect(reply.bonuses.length).toBeGreaterThan(0);
    expect(reply.team_revenue.rows.at(-1).period_id).toBe(reply.period.id);
    const ids = reply.team_revenue.rows.map((r: { period_id: number }) => r.period_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('gives the statement of a chosen earlier period', async () => {
    const { periods } = (await h.get(STATEMENT, partner)).json();
    const earlier = periods[2].id;
    const reply = (await h.get(`${STATEMENT}?period_id=${earlier}`, partner)).json();
    expect(reply.period.id).toBe(earlier);
    expect(reply.team_revenue.rows.at(-1).period_id).toBe(earlier);
  });

  it('refuses a malformed period and a period not yet begun without asking the upstream', async () => {
    const before = upstreamCalls();
    const malformed = await h.get(`${STATEMENT}?period_id=202613`, partner);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty('period_id');
    const future = await h.get(`${BONUSES}?period_id=999912`, partner);
    expect(future.statusCode).toBe(404);
    expect(future.json().error.code).toBe('period_not_found');
    const badType = await h.get(`${BONUSES}?type=jackpot`, partner);
    expect(badType.statusCode).toBe(400);
    const badPage = await h.get(`${BONUSES}?page=0`, partner);
    expect(badPage.statusCode).toBe(400);
    expect(upstreamCalls()).toBe(before);
  });

  it('refuses a well-formed period the user has no statement for, never asking the upstream with it', async () => {
    const carrying = (period: number) =>
      h.sandbox.callLog
        .snapshot()
        .records.filter((r) => new RegExp(`[?&](period_id|periodId)=${period}\\b`).test(r.path)).length;
    const unknown = 200001;
    // Cold: nothing read yet on this instance (or read too long ago): the user's periods are read first.
    h.advance(RECENT_BOUNDS_TTL_MS);
    const cold = await h.get(`${STATEMENT}?period_id=${unknown}`, partner);
    expect(cold.statusCode).toBe(404);
    expect(cold.json().error.code).toBe('period_not_found');
    // Warm: every page refuses it alone.
    const before = upstreamCalls();
    for (const refused of [
      await h.get(`${STATEMENT}?period_id=${unknown}`, partner),
      await h.get(`${BONUSES}?period_id=${unknown}`, partner),
      await h.get(`${LOYALTY}?period_id=${unknown}`, partner),
      await h.get(`${TRANSCRIPTS}?period_id=${unknown}&indicator=lo`, partner),
      await h.post(TRANSCRIPTS, { period_id: unknown, indicator: 'lo' }, partner),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('period_not_found');
    }
    expect(upstreamCalls()).toBe(before);
    expect(carrying(unknown)).toBe(0);
  });

  it('gives the bonus page: each bonus, a page of one bonus, countries, order statuses and partner loyalty', async () => {
    const response = await h.get(BONUSES, partner);
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    for (const bonus of reply.bonuses) expect(STATEMENT_BONUS_TYPES).toContain(bonus.type);
    expect(reply.detail.rows.length).toBeLessThanOrEqual(BONUS_ROWS_PAGE_SIZE);
    expect(reply.detail.total).toBe(
      reply.bonuses.find((b: { type: string }) => b.type === reply.detail.type).rows_count,
    );
    expect(reply.countries.length).toBeGreaterThan(0);
    expect(reply.order_statuses.length).toBeGreaterThan(0);
    expect(reply.loyalty.role).toBe('partner');
  });

  it('pages through the rows of one bonus and answers 404 past the last page', async () => {
    const { bonuses } = (await h.get(BONUSES, partner)).json();
    const widest = [...bonuses].sort((a, b) => b.rows_count - a.rows_count)[0];
    const pages = Math.max(1, Math.ceil(widest.rows_count / BONUS_ROWS_PAGE_SIZE));
    const last = (await h.get(`${BONUSES}?type=${widest.type}&page=${pages}`, partner)).json();
    expect(last.detail.type).toBe(widest.type);
    expect(last.detail.has_more).toBe(false);
    const before = upstreamCalls();
    const past = await h.get(`${BONUSES}?type=${widest.type}&page=${pages + 1}`, partner);
    expect(past.statusCode).toBe(404);
    expect(past.json().error.code).toBe('page_not_found');
    // The rows were counted by the reads before: the page past them asks the upstream nothing.
    expect(upstreamCalls()).toBe(before);
  });

  it('shows a client the client loyalty statistics (spec 2 §6)', async () => {
    const reply = (await h.get(BONUSES, await h.signIn('client'))).json();
    expect(reply.loyalty.role).toBe('client');
  });

  it('refuses the statement to a client, whose office has no statement page', async () => {
    const before = upstreamCalls();
    const response = await h.get(STATEMENT, await h.signIn('client'));
    expect(response.statusCode).toBe(403);
    expect(upstreamCalls()).toBe(before);
  });

  it('gives the loyalty programme page: partner loyalty up to the current period and its loyalty bonus', async () => {
    const response = await h.get(LOYALTY, partner);
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.period.is_current).toBe(true);
    expect(reply.loyalty.role).toBe('partner');
    expect(reply.loyalty.months.at(-1).period_id).toBe(reply.period.id);
    const ids = reply.loyalty.months.map((m: { period_id: number }) => m.period_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The bonus is the statement's loyalty line of the period, as the statement itself gives it.
    const statement = (await h.get(STATEMENT, partner)).json();
    const line = statement.bonuses.find((b: { type: string }) => b.type === 'loyalty');
    expect(reply.bonus).toBe(line ? line.amount : null);
    expect(reply.currency_code).toBe(statement.currency_code);
  });

  it('gives the loyalty months up to a chosen earlier period only', async () => {
    const { periods } = (await h.get(LOYALTY, partner)).json();
    const earlier = periods[2].id;
    const reply = (await h.get(`${LOYALTY}?period_id=${earlier}`, partner)).json();
    expect(reply.period.id).toBe(earlier);
    expect(reply.loyalty.months.at(-1).period_id).toBe(earlier);
    for (const month of reply.loyalty.months) expect(month.period_id).toBeLessThanOrEqual(earlier);
  });

  it('shows a client the client loyalty programme (spec 2 §6)', async () => {
    const reply = (await h.get(LOYALTY, await h.signIn('client'))).json();
    expect(reply.loyalty.role).toBe('client');
  });

  it('refuses a malformed or not yet begun loyalty period without asking the upstream', async () => {
    const before = upstreamCalls();
    const malformed = await h.get(`${LOYALTY}?period_id=202600`, partner);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty('period_id');
    const words = await h.get(`${LOYALTY}?period_id=last`, partner);
    expect(words.statusCode).toBe(400);
    const future = await h.get(`${LOYALTY}?period_id=999912`, partner);
    expect(future.statusCode).toBe(404);
    expect(future.json().error.code).toBe('period_not_found');
    expect(upstreamCalls()).toBe(before);
  });

  it('refuses the loyalty programme to an employee, whose office has no such page', async () => {
    const before = upstreamCalls();
    const response = await h.get(LOYALTY, await h.signIn('employee'));
    expect(response.statusCode).toBe(403);
    expect(upstreamCalls()).toBe(before);
  });

  it('requests an indicator transcript, then reads its status and pages of its result', async () => {
    const { period, stats } = (await h.get(STATEMENT, partner)).json();
    const indicator = stats.find((s: { has_transcript: boolean }) => s.has_transcript).type;
    const requested = await h.post(TRANSCRIPTS, { period_id: period.id, indicator }, partner);
    expect(requested.statusCode).toBe(200);
    expect(requested.json().status).toBe('PENDING');
    const query = `${TRANSCRIPTS}?period_id=${period.id}&indicator=${indicator}`;
    expect((await h.get(query, partner)).json().status).toBe('PROCESSING');
    const done = (await h.get(query, partner)).json();
    expect(done.status).toBe('SUCCESS');
    expect(done.pages_count).toBeGreaterThan(0);
    expect(done.rows.length).toBeGreaterThan(0);
    expect(done.columns).toEqual(Object.keys(done.rows[0]));
    const past = await h.get(`${query}&page=${done.pages_count + 1}`, partner);
    expect(past.statusCode).toBe(400);
  });

  it('refuses a transcript request without the CSRF header, before the upstream', async () => {
    const before = upstreamCalls();
    const response = await h.app.inject({
      method: 'POST',
      url: TRANSCRIPTS,
      headers: { cookie: partner, 'content-type': 'application/json' },
      payload: { period_id: 202601, indicator: 'LO' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(upstreamCalls()).toBe(before);
  });
});

describe('remuneration calculator (spec 2 §2, §3, §7)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());
  const CALCULATOR = '/bff/v1/office/statements/calculator';
  const BONUSES_OF_SPEC = ['loyalty', 'gift', 'sponsor', 'personal', 'group', 'leadership', 'gm_pool'];

  it('forecasts each period: qualification, reward, volumes, first line, structure and each bonus', async () => {
    const partner = await h.signIn('partner');
    const response = await h.get(`${CALCULATOR}?currency=RUB&partners=5&sum=15000.50`, partner);
    expect(response.statusCode).toBe(200);
    const { currency, periods } = response.json();
    expect(currency).toBe('RUB');
    expect(periods.length).toBeGreaterThan(0);
    const first = periods[0];
    expect(first).toMatchObject({ qualification: expect.any(String), reward: expect.any(Number) });
    expect(Object.keys(first.bonuses).sort()).toEqual([...BONUSES_OF_SPEC].sort());
    expect(h.sandbox.callLog.count('remunerationCalculator')).toBe(1);
  });

  it('refuses a sum with more than two decimals, a negative count or a bad currency before the upstream', async () => {
    const partner = await h.signIn('partner');
    const before = h.sandbox.callLog.count('remunerationCalculator');
    for (const query of [
      'currency=RUB&partners=5&sum=1.005',
      'currency=RUB&partners=-1&sum=10',
      'currency=rub&partners=1&sum=10',
    ]) {
      const response = await h.get(`${CALCULATOR}?${query}`, partner);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields, query).toBeDefined();
    }
    expect(h.sandbox.callLog.count('remunerationCalculator')).toBe(before);
  });

  it('passes on the upstream refusal of a currency it has no prices in', async () => {
    const response = await h.get(`${CALCULATOR}?currency=XXX&partners=1&sum=10`, await h.signIn('partner'));
    expect(response.statusCode).toBe(400);
  });
});
