import { AGREEMENT_TYPES, SPONSOR_NUMBER_MIN_DIGITS } from '@gf/contracts/rules/agreement-rules';
import { users } from '@gf/sandbox/state/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';

const AGREEMENT = '/bff/v1/office/agreement';
/** The sandbox's partner whose agreement lapsed (no sponsor). */
const LAPSED = 'lapsed';
/** The demo partner 100001 (id 1), outside the lapsed partner's structure. */
const SPONSOR_ID = 1;
const SPONSOR_NUMBER = '100001';

describe('agreement restore (spec 1 §2 /office/agreement/restore; spec 2 §7 agreement/restore, restore/list, agreement)', () => {
  let h: Harness;
  let lapsed: string;
  const upstreamCalls = () => h.sandbox.callLog.snapshot().records.length;

  beforeAll(async () => {
    h = await startHarness();
    lapsed = await h.signIn(LAPSED);
  });
  afterAll(() => h.close());

  it('refuses a sponsor number that is not digits, or too short, and an unknown agreement type, before the upstream', async () => {
    const before = upstreamCalls();
    for (const number of ['abc', '1'.repeat(SPONSOR_NUMBER_MIN_DIGITS - 1), '']) {
      const response = await h.get(`${AGREEMENT}/restore/sponsors?sponsor_number=${number}`, lapsed);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('sponsor_number');
    }
    expect((await h.get(`${AGREEMENT}/restore/sponsors`, lapsed)).statusCode).toBe(400);
    const badSponsor = await h.post(`${AGREEMENT}/restore`, { sponsor_id: 'x' }, lapsed);
    expect(badSponsor.json().error.fields).toHaveProperty('sponsor_id');
    const badType = await h.post(AGREEMENT, { agree_type: 'everything' }, lapsed);
    expect(badType.json().error.fields).toHaveProperty('agree_type');
    expect(upstreamCalls()).toBe(before);
  });

  it('a client may not open the page; a manager viewing the lapsed partner may read it but neither restore nor accept', async () => {
    const client = await h.signIn('client');
    expect((await h.get(`${AGREEMENT}/restore`, client)).statusCode).toBe(403);
    const watching = await h.spectate('manager', LAPSED);
    expect((await h.get(`${AGREEMENT}/restore`, watching)).json()).toMatchObject({ can_restore: true });
    const restore = await h.post(`${AGREEMENT}/restore`, { sponsor_id: SPONSOR_ID }, watching);
    expect(restore.statusCode).toBe(403);
    expect(restore.json().error.code).toBe('spectator_owner_only');
    expect((await h.post(AGREEMENT, { agree_type: AGREEMENT_TYPES[0] }, watching)).statusCode).toBe(403);
    expect(users(h.sandbox.state()).byLogin(LAPSED)?.sponsorId).toBeNull();
  });

  it('finds sponsors by the start of the number (spaces ignored) and restores under the chosen one, then accepts by type', async () => {
    const info = await h.get(`${AGREEMENT}/restore`, lapsed);
    expect(info.json()).toMatchObject({ can_restore: true, sponsor: null });
    const found = await h.get(`${AGREEMENT}/restore/sponsors?sponsor_number=${encodeURIComponent('100 00')}`, lapsed);
    expect(found.statusCode).toBe(200);
    const sponsors: { id: number; number: string }[] = found.json().sponsors;
    expect(sponsors.map((s) => s.number)).toContain(SPONSOR_NUMBER);
    expect(sponsors.map((s) => s.number)).not.toContain(users(h.sandbox.state()).byLogin(LAPSED)?.number);

    const restored = await h.post(`${AGREEMENT}/restore`, { sponsor_id: SPONSOR_ID }, lapsed);
    expect(restored.json()).toEqual({ ok: true });
    expect(users(h.sandbox.state()).byLogin(LAPSED)?.sponsorId).toBe(SPONSOR_ID);
    const after = await h.get(`${AGREEMENT}/restore`, lapsed);
    expect(after.json()).toMatchObject({ can_restore: false, sponsor: { number: SPONSOR_NUMBER } });

    const accepts = h.sandbox.callLog.count('teamAgreementAccept');
    for (const agree_type of AGREEMENT_TYPES)
      expect((await h.post(AGREEMENT, { agree_type }, lapsed)).json()).toEqual({ ok: true });
    expect(h.sandbox.callLog.count('teamAgreementAccept')).toBe(accepts + AGREEMENT_TYPES.length);
  });

  it('an agreement in force cannot be restored again: the upstream’s refusal shows at the sponsor field', async () => {
    const again = await h.post(`${AGREEMENT}/restore`, { sponsor_id: SPONSOR_ID }, lapsed);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toHaveProperty('sponsor_id');
  });
});
