import {
  PARTNER_LOOKUP_ERRORS,
  STRUCTURE_SEARCH_SIZE,
  TEAM_LAST_PAGE,
  TEAM_PAGE_SIZE,
} from '@gf/contracts/rules/team-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';

interface Node {
  number: string;
  level: number;
  rank: string;
  LO: number;
  SGO: number;
  children_count: number;
}

/** A number nobody in the sandbox has. */
const UNKNOWN_NUMBER = '999999';
/** A user whose structure does not hold the signed-in partner. */
const OUTSIDE_ROLE = 'manager';

describe('office team routes (issue 17, spec 2 §7 team calls)', () => {
  let h: Harness;
  let cookie: string;
  beforeAll(async () => {
    h = await startHarness();
    cookie = await h.signIn('partner');
  });
  afterAll(() => h.close());

  const children = async (number?: string): Promise<Node[]> => {
    const response = await h.get(`/bff/v1/office/team/structure${number ? `?number=${number}` : ''}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json().children;
  };

  it('opens the structure a level at a time, three levels deep, one partner/children call each', async () => {
    const before = h.sandbox.callLog.count('teamPartnerChildren');
    const first = await children();
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((n) => n.level === 1)).toBe(true);
    const withTeam = first.find((n) => n.children_count > 0)!;
    const second = await children(withTeam.number);
    expect(second).toHaveLength(withTeam.children_count);
    expect(second.every((n) => n.level === 2)).toBe(true);
    const deeper = second.find((n) => n.children_count > 0)!;
    const third = await children(deeper.number);
    expect(third.every((n) => n.level === 3)).toBe(true);
    expect(third[0]).toMatchObject({ rank: expect.any(String), LO: expect.any(Number), SGO: expect.any(Number) });
    expect(h.sandbox.callLog.count('teamPartnerChildren') - before).toBe(3);
  });

  it('finds a member by number and by name', async () => {
    const [member] = await children();
    const byNumber = await h.get(`/bff/v1/office/team/structure/search?q=${member!.number}`, cookie);
    expect(byNumber.json().partners.map((p: Node) => p.number)).toContain(member!.number);
    const card = (await h.get(`/bff/v1/office/team/partners/${member!.number}`, cookie)).json();
    const byName = await h.get(`/bff/v1/office/team/structure/search?q=${encodeURIComponent(card.name)}`, cookie);
    expect(byName.json().partners.length).toBeGreaterThan(0);
    expect(byName.json().partners.length).toBeLessThanOrEqual(STRUCTURE_SEARCH_SIZE);
  });

  it('shows a partner card with volumes and the sponsor', async () => {
    const [member] = await children();
    const response = await h.get(`/bff/v1/office/team/partners/${member!.number}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      number: member!.number,
      LOPV: expect.any(Number),
      sponsor: expect.anything(),
    });
  });

  it('answers the partner-lookup code of spec 2 §8 without an error-page redirect, the same outside the structure', async () => {
    const unknown = await h.get(`/bff/v1/office/team/partners/${UNKNOWN_NUMBER}`, cookie);
    expect(unknown.statusCode).toBe(PARTNER_LOOKUP_ERRORS.partner_not_found);
    expect(unknown.json().error.code).toBe('partner_not_found');
    expect(unknown.json().error.redirect).toBeUndefined();
    const outsiderCookie = await h.signIn(OUTSIDE_ROLE);
    const me = (await h.get('/bff/v1/office/team/structure', cookie)).json().children[0].sponsor_number as string;
    const outside = await h.get(`/bff/v1/office/team/partners/${me}`, outsiderCookie);
    // Outside the structure is answered as nobody: the reply does not tell that the number exists.
    expect(outside.statusCode).toBe(unknown.statusCode);
    expect(outside.json()).toEqual(unknown.json());
    const opened = await h.get(`/bff/v1/office/team/structure?number=${UNKNOWN_NUMBER}`, cookie);
    expect(opened.json().error.code).toBe('partner_not_found');
  });

  it('refuses a number that is not a partner number with a field error, nothing upstream', async () => {
    const before = h.sandbox.callLog.count('teamPartner') + h.sandbox.callLog.count('teamPartnerChildren');
    for (const bad of ['abc', '12%2F..%2F3', '1'.repeat(13), '%20']) {
      const card = await h.get(`/bff/v1/office/team/partners/${bad}`, cookie);
      expect(card.statusCode).toBe(400);
      const tree = await h.get(`/bff/v1/office/team/structure?number=${bad}`, cookie);
      expect(tree.statusCode).toBe(400);
      expect(tree.json().error.fields).toBeDefined();
    }
    expect(h.sandbox.callLog.count('teamPartner') + h.sandbox.callLog.count('teamPartnerChildren')).toBe(before);
  });

  it('pages through the client list and the partner list, searched and by level', async () => {
    const first = (await h.get('/bff/v1/office/team/clients', cookie)).json();
    expect(first).toMatchObject({ page: 1, per_page: TEAM_PAGE_SIZE });
    expect(first.clients.length).toBeGreaterThan(0);
    const partners = (await h.get('/bff/v1/office/team/partners?page=2', cookie)).json();
    expect(partners.page).toBe(2);
    expect(partners.partners).toHaveLength(TEAM_PAGE_SIZE);
    const level = (await h.get('/bff/v1/office/team/partners?level=1', cookie)).json();
    expect(level.partners.every((p: Node) => p.level === 1)).toBe(true);
    const name = first.clients[0].name as string;
    const found = (await h.get(`/bff/v1/office/team/clients?search=${encodeURIComponent(name)}`, cookie)).json();
    expect(found.clients.map((c: { name: string }) => c.name)).toContain(name);
  });

  it('answers a page past the end 404 page_past_end, and a page beyond any list 400 before the upstream', async () => {
    const { total } = (await h.get('/bff/v1/office/team/clients', cookie)).json();
    const past = Math.ceil(total / TEAM_PAGE_SIZE) + 1;
    const listed = h.sandbox.callLog.count('teamClientList');
    const response = await h.get(`/bff/v1/office/team/clients?page=${past}`, cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('page_past_end');
    // The first page told the total: the page past the end asks the upstream nothing.
    expect(h.sandbox.callLog.count('teamClientList')).toBe(listed);
    // Another search is another list, with a total of its own still to read.
    const searched = await h.get(`/bff/v1/office/team/clients?search=zz&page=${past}`, cookie);
    expect(searched.statusCode).toBe(404);
    expect(h.sandbox.callLog.count('teamClientList')).toBe(listed + 1);
    const before = h.sandbox.callLog.count('teamPartnerList');
    for (const bad of [`${TEAM_LAST_PAGE + 1}`, '0', 'x', '-1']) {
      expect((await h.get(`/bff/v1/office/team/partners?page=${bad}`, cookie)).statusCode).toBe(400);
    }
    expect(h.sandbox.callLog.count('teamPartnerList')).toBe(before);
  });

  it('refuses a client the structure without an upstream call', async () => {
    const before = h.sandbox.callLog.count('teamPartnerChildren');
    const response = await h.get('/bff/v1/office/team/structure', await h.signIn('client'));
    expect(response.statusCode).toBe(403);
    expect(h.sandbox.callLog.count('teamPartnerChildren')).toBe(before);
  });
});

describe('office team list downloads (issue 17, through the file streamer)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  /** The first bytes of every .xlsx (a zip archive). */
  const ZIP_MAGIC = 'PK';

  it('streams the client list and the partner list as spreadsheets, as searched and filtered', async () => {
    const cookie = await h.signIn('partner');
    for (const [path, name] of [
      ['/bff/v1/office/team/clients/download', 'clients.xlsx'],
      ['/bff/v1/office/team/partners/download?level=1', 'partners.xlsx'],
    ] as const) {
      const response = await h.get(path, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toContain(name);
      expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe(ZIP_MAGIC);
    }
    const before = h.sandbox.callLog.count('teamPartnerListDownload');
    expect((await h.get('/bff/v1/office/team/partners/download?level=0', cookie)).statusCode).toBe(400);
    expect(h.sandbox.callLog.count('teamPartnerListDownload')).toBe(before);
  });

  it('answers an upstream fault before the first byte with the envelope', async () => {
    const cookie = await h.signIn('partner');
    await h.sandbox.app.inject({
      method: 'POST',
      url: '/__admin/faults',
      payload: { fault: 'status=500', operations: ['teamClientListDownload'], times: 1 },
    });
    const response = await h.get('/bff/v1/office/team/clients/download', cookie);
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(response.json().error.serverProblems).toBe(true);
  });
});
