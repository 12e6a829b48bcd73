import { OFFICE_CHALLENGES, OFFICE_NEEDS } from '@gf/contracts/gateway/home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';

/** The upstream reads of the office home (spec 2 §7): the root, the dashboard and its promotions. */
const HOME_READS = [
  'officeHome',
  'officeDashboard',
  'officeDashboardCruise',
  'officeDashboardTooFastTooFurious',
  'officeDashboardProGrade',
] as const;

describe('GET /bff/v1/office/home (MyOffice, spec 1 §2 /office)', () => {
  let h: Harness;
  // One partner session for the newer cases: sign-ins are rate-limited per account.
  let partner: string;
  beforeAll(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
  });
  afterAll(() => h.close());

  const counts = () => Object.fromEntries(HOME_READS.map((id) => [id, h.sandbox.callLog.count(id)]));
  const readsSince = (before: Record<string, number>) =>
    Object.fromEntries(HOME_READS.map((id) => [id, h.sandbox.callLog.count(id) - (before[id] ?? 0)]));

  it('gives a partner the dashboard with the team, the period chart and the three promotions, one read each', async () => {
    const cookie = await h.signIn('partner');
    const before = counts();
    const response = await h.get('/bff/v1/office/home', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const reply = response.json();
    expect(reply.role).toBe('partner');
    expect(reply.dashboard.state).toBe('ok');
    expect(reply.dashboard.data.team).toMatchObject({ rank: expect.any(String), partners_count: expect.any(Number) });
    const history = reply.dashboard.data.history as { period_id: number }[];
    expect(history.length).toBeGreaterThan(1);
    // Oldest first, so the chart reads left to right; the current period last.
    expect(history.map((p) => p.period_id)).toEqual([...history.map((p) => p.period_id)].sort((a, b) => a - b));
    expect(history.at(-1)?.period_id).toBe(reply.dashboard.data.period.id);
    expect(reply.challenges.map((c: { name: string }) => c.name)).toEqual([...OFFICE_CHALLENGES]);
    for (const challenge of reply.challenges) expect(challenge.block.state).toBe('ok');
    expect(reply.cms_pages).toContainEqual({
      title: 'Бизнес-презентации',
      path: '/office/materials/presentations',
    });
    expect(readsSince(before)).toEqual(Object.fromEntries(HOME_READS.map((id) => [id, 1])));
  });

  it('reports the change from the previous period exactly, in minor units', async () => {
    const reply = (await h.get('/bff/v1/office/home', await h.signIn('partner'))).json();
    const { history, change } = reply.dashboard.data;
    const [previous, current] = history.slice(-2);
    expect(change.LO).toBe(Math.round(current.LO * 100 - previous.LO * 100) / 100);
    expect(change.SGO).toBe(Math.round(current.SGO * 100 - previous.SGO * 100) / 100);
  });

  it('gives a partner this period’s earnings with the exact change from the last (statement totals)', async () => {
    const cookie = partner;
    const reply = (await h.get('/bff/v1/office/home', cookie)).json();
    expect(reply.earnings.state).toBe('ok');
    const earnings = reply.earnings.data;
    const [current, previous] = [...reply.dashboard.data.history].reverse();
    const statement = async (id: number) =>
      (await h.get(`/bff/v1/office/statements/statement?period_id=${id}`, cookie)).json().total as number;
    expect(earnings.period.id).toBe(current.period_id);
    expect(earnings.total).toBe(await statement(current.period_id));
    expect(earnings.previous).toMatchObject({ id: previous.period_id, total: await statement(previous.period_id) });
    expect(earnings.change).toBe(Math.round(earnings.total * 100 - earnings.previous.total * 100) / 100);
  });

  it('gives a partner below the top the conditions of the next qualification, one at the top none', async () => {
    const below = (await h.get('/bff/v1/office/home', await h.signIn('manager'))).json().dashboard.data;
    expect(below.team.next_rank).not.toBeNull();
    expect(below.next_rank_conditions.map((c: { name: string }) => c.name)).toEqual(['LOPV', 'SGOPV']);
    for (const condition of below.next_rank_conditions) expect(condition.target).toBeGreaterThan(0);
    const top = (await h.get('/bff/v1/office/home', partner)).json().dashboard.data;
    expect(top.team.next_rank).toBeNull();
    expect(top.next_rank_conditions).toEqual([]);
  });

  it('lists what needs the partner, counted from the upstream reads, zero counts left out', async () => {
    const cookie = partner;
    const reply = (await h.get('/bff/v1/office/home', cookie)).json();
    const payouts = (await h.get('/bff/v1/office/payouts', cookie)).json();
    const companies = (await h.get('/bff/v1/office/payouts/companies', cookie)).json();
    const expected = {
      unsigned_payouts: payouts.list.filter((p: { status: string }) => p.status === 'awaiting_sign').length,
      documents_to_sign: companies.companies.filter((c: { offer_agreed: boolean }) => !c.offer_agreed).length,
      held_tickets: 0,
      unread_mail: reply.unread_mail,
      new_team_members: reply.dashboard.data.team.new_partners_count,
    };
    expect(reply.needs.state).toBe('ok');
    expect(reply.needs.data).toEqual(
      OFFICE_NEEDS.filter((kind) => expected[kind] > 0).map((kind) => ({ kind, count: expected[kind] })),
    );
    expect(reply.needs.data.length).toBeGreaterThan(0);
  });

  it('keeps the page when the statement fails: earnings show as failed', async () => {
    const cookie = partner;
    h.sandbox.faults.set({ fault: { status: 500 }, operations: ['statement'], times: 2 });
    const response = await h.get('/bff/v1/office/home', cookie);
    h.sandbox.faults.set(null);
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.earnings).toEqual({ state: 'failed', error: { status: 500, code: 'server_problems' } });
    expect(reply.dashboard.state).toBe('ok');
    expect(reply.needs.state).toBe('ok');
  });

  it('keeps the page when a payout read fails: the needs list shows as failed', async () => {
    const cookie = partner;
    h.sandbox.faults.set({ fault: { reset: true }, operations: ['payoutList'], times: 1 });
    const reply = (await h.get('/bff/v1/office/home', cookie)).json();
    expect(reply.needs).toEqual({ state: 'failed', error: { status: 502, code: 'upstream_unreachable' } });
    expect(reply.earnings.state).toBe('ok');
  });

  it('gives a client the dashboard without the team, the chart or the promotions', async () => {
    const cookie = await h.signIn('client');
    const before = counts();
    const reply = (await h.get('/bff/v1/office/home', cookie)).json();
    expect(reply.role).toBe('client');
    expect(reply.dashboard.data).toMatchObject({ team: null, history: [], change: null });
    expect(reply.dashboard.data.balance).toEqual(expect.any(Number));
    expect(reply.challenges).toEqual([]);
    expect(reply).not.toHaveProperty('earnings');
    expect(reply.needs.data.map((n: { kind: string }) => n.kind)).not.toContain('unsigned_payouts');
    expect(reply.cms_pages.map((p: { path: string }) => p.path)).not.toContain('/office/materials/presentations');
    expect(readsSince(before)).toMatchObject({ officeHome: 1, officeDashboard: 1, officeDashboardCruise: 0 });
  });

  it('gives an employee the office root alone, without reading the dashboard', async () => {
    const cookie = await h.signIn('employee');
    const before = counts();
    const reply = (await h.get('/bff/v1/office/home', cookie)).json();
    expect(reply).toMatchObject({ role: 'employee', challenges: [] });
    expect(reply).not.toHaveProperty('dashboard');
    expect(reply.unread_mail).toEqual(expect.any(Number));
    expect(readsSince(before)).toMatchObject({ officeHome: 1, officeDashboard: 0, officeDashboardProGrade: 0 });
  });

  it('reads the blocks in parallel: every read is asked before the first one answers', async () => {
    const cookie = await h.signIn('partner');
    const { faults, callLog } = h.sandbox;
    const arrivedBefore = HOME_READS.map((operation) => faults.arrived(operation));
    const answeredBefore = HOME_READS.map((operation) => callLog.count(operation));
    // Each read is held long enough that, one after another, the second would come only after the first answered.
    faults.set({ fault: { latencyMs: 1_000 }, operations: [...HOME_READS] });
    try {
      const page = h.get('/bff/v1/office/home', cookie);
      const allArrived = () =>
        HOME_READS.every((operation, index) => faults.arrived(operation) > arrivedBefore[index]!);
      while (!allArrived()) await new Promise((resolve) => setImmediate(resolve));
      const answered = HOME_READS.filter((operation, index) => callLog.count(operation) > answeredBefore[index]!);
      // All five in flight at once; read one after another, four would have answered by the time the fifth is asked.
      expect(answered.length).toBeLessThan(HOME_READS.length - 1);
      expect((await page).statusCode).toBe(200);
    } finally {
      faults.set(null);
    }
  });

  it('reports a failed promotion as failed and keeps the rest of the page', async () => {
    const cookie = await h.signIn('partner');
    h.sandbox.faults.set({ fault: { status: 500 }, operations: ['officeDashboardCruise'], times: 1 });
    const response = await h.get('/bff/v1/office/home', cookie);
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    const cruise = reply.challenges.find((c: { name: string }) => c.name === 'cruise');
    expect(cruise.block).toEqual({ state: 'failed', error: { status: 500, code: 'server_problems' } });
    expect(reply.challenges.filter((c: { block: { state: string } }) => c.block.state === 'ok')).toHaveLength(2);
    expect(reply.dashboard.state).toBe('ok');
    expect(h.logs.some((line) => line.includes('office home block failed'))).toBe(true);
  });

  it('reports a failed dashboard as failed and keeps the root and the promotions', async () => {
    const cookie = await h.signIn('partner');
    h.sandbox.faults.set({ fault: { reset: true }, operations: ['officeDashboard'], times: 1 });
    const reply = (await h.get('/bff/v1/office/home', cookie)).json();
    expect(reply.dashboard).toEqual({ state: 'failed', error: { status: 502, code: 'upstream_unreachable' } });
    expect(reply.challenges).toHaveLength(OFFICE_CHALLENGES.length);
  });

  it('fails the page when the office root fails: without it there is no office shell', async () => {
    const cookie = await h.signIn('partner');
    h.sandbox.faults.set({ fault: { status: 500 }, operations: ['officeHome'], times: 1 });
    const response = await h.get('/bff/v1/office/home', cookie);
    expect(response.statusCode).toBe(500);
    expect(response.json().error.serverProblems).toBe(true);
  });

  it('sends a suspended account to MailHome rather than a page of failed blocks', async () => {
    const response = await h.get('/bff/v1/office/home', await h.signIn('suspended'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'suspended', redirect: { route: 'MailHome' } });
  });

  it('sends a visitor to MyOfficeAuth without any upstream read', async () => {
    const before = counts();
    const response = await h.get('/bff/v1/office/home');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.redirect).toEqual({ route: 'MyOfficeAuth' });
    expect(readsSince(before)).toEqual(Object.fromEntries(HOME_READS.map((id) => [id, 0])));
  });
});
