import { expect } from 'vitest';
import { SESSION_USER_FRESHNESS_S } from '../../../src/platform/constants.js';
import { SESSION_COOKIE } from '../../../src/platform/session/session-manager.js';
import { cookieOf, type Scenario } from '../scenario.js';

/** Sign-in, auth info, the agreement gate and sign-out (spec 1 §4). */
export const signInScenarios: Scenario[] = [
  {
    name: 'sign-in',
    title: 'signs a partner in: an httpOnly session cookie, the user, no token in the reply',
    run: async ({ post, password, upstream }) => {
      const response = await post('/bff/v1/auth/sign-in', { login: 'partner', password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ signedIn: true, user: { number: expect.any(String) } });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
      });
      expect(response.body).not.toMatch(/access_token|refresh_token|<access-token|<refresh-token/);
      expect(upstream.calls('authenticate')).toBe(1);
      expect(upstream.calls('authInfo')).toBe(1);
    },
  },
  {
    name: 'sign-in-bad-input',
    title: 'refuses a missing login or password with field errors and no upstream call',
    noUpstreamCall: true,
    run: async ({ post, upstream }) => {
      const response = await post('/bff/v1/auth/sign-in', { login: '  ' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(expect.arrayContaining(['login', 'password']));
      expect(upstream.calls()).toBe(0);
    },
  },
  {
    name: 'sign-in-wrong-password',
    title: "keeps the upstream's sign-in error text as the message",
    run: async ({ post }) => {
      const response = await post('/bff/v1/auth/sign-in', { login: 'partner', password: 'not-the-password' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({ code: 'sign_in_failed', message: 'Wrong login or password' });
    },
  },
  {
    name: 'sign-in-agreement',
    title: 'completes a need_agreements sign-in only after the agreement call',
    run: async ({ post, get, password }) => {
      const pending = await post('/bff/v1/auth/sign-in', { login: 'newbie', password });
      expect(pending.json()).toMatchObject({ signedIn: false, agreementRequired: true });
      const cookie = cookieOf(pending);
      expect((await get('/bff/v1/auth', { cookie })).json().signedIn).toBe(false);
      const accepted = await post('/bff/v1/auth/agreements', { agree_type: 'terms' }, { cookie });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ signedIn: true, agreementRequired: false });
    },
  },
  {
    name: 'auth-info',
    title: 'serves the cached user, reloads it when asked for a fresh one or when it is stale',
    run: async ({ get, signIn, advance, upstream }) => {
      const cookie = await signIn('partner');
      const loads = upstream.calls('authInfo');
      expect((await get('/bff/v1/auth', { cookie })).json()).toMatchObject({ signedIn: true });
      expect(upstream.calls('authInfo')).toBe(loads);
      const fresh = await get('/bff/v1/auth?fresh=1', { cookie });
      expect(fresh.json()).toMatchObject({ signedIn: true, user: { number: expect.any(String) } });
      expect(upstream.calls('authInfo')).toBe(loads + 1);
      advance(SESSION_USER_FRESHNESS_S * 1000);
      expect((await get('/bff/v1/auth', { cookie })).json().signedIn).toBe(true);
      expect(upstream.calls('authInfo')).toBe(loads + 2);
    },
  },
  {
    name: 'sign-out',
    title: 'signs out upstream with the refresh token, then here',
    run: async ({ get, post, signIn, upstream }) => {
      const cookie = await signIn('partner');
      const response = await post('/bff/v1/auth/sign-out', undefined, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json().signedIn).toBe(false);
      expect(upstream.calls('logout')).toBe(1);
      expect((await get('/bff/v1/auth', { cookie })).json().signedIn).toBe(false);
    },
  },
  {
    name: 'sign-out-upstream-fails',
    title: 'signs out here even when the upstream logout fails',
    run: async ({ get, post, signIn, upstream }) => {
      const cookie = await signIn('partner');
      await upstream.fault('status=500', ['logout'], 1);
      const response = await post('/bff/v1/auth/sign-out', undefined, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json().signedIn).toBe(false);
      expect(upstream.calls('logout')).toBe(1);
      expect((await get('/bff/v1/auth', { cookie })).json().signedIn).toBe(false);
    },
  },
];
