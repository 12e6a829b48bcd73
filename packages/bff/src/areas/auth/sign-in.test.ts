import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieOf, type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { SESSION_USER_FRESHNESS_S } from '../../platform/constants.js';
import { SIGN_IN_LIMIT } from '../../platform/security/rate-limits.js';
import { SESSION_COOKIE } from '../../platform/session/session-manager.js';

const DEMO_ACCOUNTS = ['partner', 'client', 'employee', 'manager', 'viewer', 'suspended'];

describe('sign-in, auth info and sign-out (spec 1 §4)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  it('refuses a missing login or password with field errors and never calls the upstream (spec 1 §5)', async () => {
    const response = await h.post('/bff/v1/auth/sign-in', { login: '  ' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(expect.arrayContaining(['login', 'password']));
    expect(h.sandbox.callLog.count('authenticate')).toBe(0);
  });

  it.each(DEMO_ACCOUNTS)(
    'signs in %s; the browser gets an httpOnly SameSite=Lax cookie and no token',
    async (login) => {
      const response = await h.post('/bff/v1/auth/sign-in', { login, password: 'demo1234' });
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 4 * 86_400 });
      expect(cookie?.domain).toBeUndefined();
      expect(response.json()).toMatchObject({ signedIn: true, user: { number: expect.any(String) } });
      expect(response.body).not.toMatch(/at_|rt_|access_token|refresh_token/);
    },
  );

  it('rotates the session id at sign-in', async () => {
    const visitor = cookieOf(await h.post('/bff/v1/auth/referral', { ref: '100001' }));
    const signedIn = cookieOf(
      await h.post('/bff/v1/auth/sign-in', { login: 'partner', password: 'demo1234' }, visitor),
    );
    expect(signedIn).not.toBe(visitor);
    expect((await h.get('/bff/v1/auth', visitor)).json().signedIn).toBe(false);
    expect((await h.get('/bff/v1/auth', signedIn)).json().signedIn).toBe(true);
  });

  it('keeps the sign-in error text as the message', async () => {
    const response = await h.post('/bff/v1/auth/sign-in', { login: 'partner', password: 'wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'sign_in_failed', message: 'Wrong login or password' });
  });

  it('reuses the cached user until it is SESSION_USER_FRESHNESS_S old, or when asked for a fresh one', async () => {
    const cookie = await h.signIn('partner');
    const loads = h.sandbox.callLog.count('authInfo');
    await h.get('/bff/v1/auth', cookie);
    expect(h.sandbox.callLog.count('authInfo')).toBe(loads);
    await h.get('/bff/v1/auth?fresh=1', cookie);
    expect(h.sandbox.callLog.count('authInfo')).toBe(loads + 1);
    h.advance(SESSION_USER_FRESHNESS_S * 1000);
    const stale = await h.get('/bff/v1/auth', cookie);
    expect(stale.json().signedIn).toBe(true);
    expect(h.sandbox.callLog.count('authInfo')).toBe(loads + 2);
  });

  it('signs out upstream with the refresh token, then locally whatever the upstream says', async () => {
    const cookie = await h.signIn('partner');
    await h.sandbox.app.inject({
      method: 'POST',
      url: '/__admin/faults',
      payload: { fault: 'status=500', operations: ['logout'] },
    });
    const response = await h.post('/bff/v1/auth/sign-out', undefined, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().signedIn).toBe(false);
    expect(h.sandbox.callLog.count('logout')).toBe(1);
    expect((await h.get('/bff/v1/auth', cookie)).json().signedIn).toBe(false);
  });

  it('completes a need_agreements sign-in only after the agreement call', async () => {
    const pending = await h.post('/bff/v1/auth/sign-in', { login: 'newbie', password: 'demo1234' });
    expect(pending.json()).toMatchObject({ signedIn: false, agreementRequired: true });
    const cookie = cookieOf(pending);
    expect((await h.get('/bff/v1/auth', cookie)).json().signedIn).toBe(false);
    const accepted = await h.post('/bff/v1/auth/agreements', { agree_type: 'terms' }, cookie);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      signedIn: true,
      agreementRequired: false,
      user: { name: 'Sofia Novichkova' },
    });
  });

  it('rate limits sign-in per IP and login', async () => {
    const replies = [];
    for (let i = 0; i < SIGN_IN_LIMIT.max + 2; i += 1)
      replies.push(await h.post('/bff/v1/auth/sign-in', { login: 'client', password: 'wrong' }));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.slice(0, SIGN_IN_LIMIT.max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN_LIMIT.max)).toEqual([429, 429]);
    expect(replies.at(-1)?.json().error).toMatchObject({ status: 429, code: 'too_many_attempts' });
    expect((await h.post('/bff/v1/auth/sign-in', { login: 'partner', password: 'demo1234' })).statusCode).toBe(200);
  });
});
