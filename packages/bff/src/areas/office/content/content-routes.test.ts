import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';

const OFFICE = '/bff/v1/office';

/** Spec 1 §2 achievements, eco-achievements, promo; spec 2 §2 "Audio, promo, links, achievements". */
describe('office content pages (spec 1 §2, spec 2 §2, §7)', () => {
  let h: Harness;
  let partner: string;
  beforeAll(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
  });
  afterAll(() => h.close());

  it('lists achievements, the received ones first and newest first', async () => {
    const reply = (await h.get(`${OFFICE}/achievements`, partner)).json();
    expect(reply.achievements.length).toBeGreaterThan(0);
    const received = reply.achievements.slice(0, reply.received);
    expect(received.every((a: { received_at: string | null }) => a.received_at !== null)).toBe(true);
    expect(reply.achievements.slice(reply.received).every((a: { received_at: null }) => a.received_at === null)).toBe(
      true,
    );
    const dates = received.map((a: { received_at: string }) => Date.parse(a.received_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('gives the user’s eco figures beside the company’s, reading both in one page call', async () => {
    const [mine, company] = [
      h.sandbox.callLog.count('achievementsEcoStats'),
      h.sandbox.callLog.count('achievementsEco'),
    ];
    const reply = (await h.get(`${OFFICE}/eco-achievements`, partner)).json();
    expect(reply.mine.map((s: { name: string }) => s.name)).toContain('trees');
    expect(reply.company.length).toBeGreaterThan(0);
    expect(h.sandbox.callLog.count('achievementsEcoStats')).toBe(mine + 1);
    expect(h.sandbox.callLog.count('achievementsEco')).toBe(company + 1);
    const projects = (await h.get(`${OFFICE}/eco-achievements/projects`, partner)).json().projects;
    expect(projects.length).toBeGreaterThan(0);
    expect(projects[0].stats.length).toBeGreaterThan(0);
  });

  it('lists current promos without their texts, newest first, with the running GreenJack', async () => {
    const reply = (await h.get(`${OFFICE}/promo`, partner)).json();
    expect(reply.promos.length).toBeGreaterThan(0);
    expect(reply.promos[0]).not.toHaveProperty('content');
    const starts = reply.promos.map((p: { date_from: string }) => p.date_from);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(reply.greenjack).toMatchObject({ is_active: true, jackpot: expect.any(Number) });
  });

  it('gives one promo page with its text, and 404 for a promo that is not running', async () => {
    const { promos } = (await h.get(`${OFFICE}/promo`, partner)).json();
    const page = await h.get(`${OFFICE}/promo/${promos[0].page}`, partner);
    expect(page.statusCode).toBe(200);
    expect(page.json().content).toContain('<p>');
    const missing = await h.get(`${OFFICE}/promo/no-such-promo`, partner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('promo_not_found');
  });

  it('refuses a malformed promo name without asking the upstream', async () => {
    const before = h.sandbox.callLog.count('officePromo');
    for (const bad of ['Cruise', 'a'.repeat(65), 'cruise%00', 'cruise%2f..', '-cruise']) {
      expect((await h.get(`${OFFICE}/promo/${bad}`, partner)).statusCode, bad).toBe(400);
    }
    // A dot-segment is no promo name at all: the router answers 404 before any handler.
    expect((await h.get(`${OFFICE}/promo/%2e%2e`, partner)).statusCode).toBe(404);
    expect(h.sandbox.callLog.count('officePromo')).toBe(before);
  });
});
