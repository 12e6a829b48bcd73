import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieOf, type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { REFRESH_COOKIE_LIFETIME_S } from '../constants.js';
import { ANONYMOUS_SESSION_TTL_S, SESSION_CREATION_LIMIT } from './session-lifetime.js';

/** A site whose referral codes are kept unvalidated (spec 1 §4): no upstream call per visit. */
const RC_HOST = 'rc.localhost:3000';

describe('anonymous sessions are bounded (issue 15 point 4)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  const referralVisit = (ref: string, cookie?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/bff/v1/auth/referral',
      headers: { host: RC_HOST, origin: `http://${RC_HOST}`, 'x-csrf': '1', ...(cookie ? { cookie } : {}) },
      payload: { ref },
    });

  it(`one address makes at most ${SESSION_CREATION_LIMIT.max} new sessions; a visitor with a session goes on`, async () => {
    const first = await referralVisit('R0');
    const cookie = cookieOf(first);
    const statuses: number[] = [];
    for (let i = 1; i < SESSION_CREATION_LIMIT.max + 3; i += 1)
      statuses.push((await referralVisit(`R${i}`)).statusCode);
    expect(statuses.slice(0, SESSION_CREATION_LIMIT.max - 1).every((status) => status === 200)).toBe(true);
    const refused = await referralVisit('over');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_attempts');
    expect(refused.cookies).toEqual([]);
    expect(await h.app.core.sessions.store.count()).toBe(SESSION_CREATION_LIMIT.max);
    // The limit is on new sessions: a visitor who holds one changes it freely.
    expect((await referralVisit('R-changed', cookie)).statusCode).toBe(200);
  });

  it('a session holding only a referral code lives ANONYMOUS_SESSION_TTL_S; a signed-in one its refresh lifetime', async () => {
    const visitor = cookieOf(await referralVisit('R1'));
    const partner = await h.signIn('partner');
    h.advance((ANONYMOUS_SESSION_TTL_S - 60) * 1000);
    expect((await h.get('/bff/v1/auth', visitor, { host: RC_HOST })).json().referral).toMatchObject({ ref: 'R1' });
    // A change keeps it: the time counts from the visitor's last change.
    expect((await referralVisit('R2', visitor)).statusCode).toBe(200);
    h.advance((ANONYMOUS_SESSION_TTL_S - 60) * 1000);
    expect((await h.get('/bff/v1/auth', visitor, { host: RC_HOST })).json().referral).toMatchObject({ ref: 'R2' });
    h.advance(120 * 1000);
    expect((await h.get('/bff/v1/auth', visitor, { host: RC_HOST })).json().referral).toBeNull();
    expect((await h.get('/bff/v1/auth', partner)).json().signedIn).toBe(true);
    h.advance((REFRESH_COOKIE_LIFETIME_S - 2 * ANONYMOUS_SESSION_TTL_S) * 1000);
    expect(await h.app.core.sessions.store.count()).toBe(0);
  });
});
