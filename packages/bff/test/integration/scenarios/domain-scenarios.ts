import { expect } from 'vitest';
import { SESSION_COOKIE } from '../../../src/platform/session/session-manager.js';
import { cookieOf, type Scenario } from '../scenario.js';

const ITALY = 'it.localhost:3000';

/** Cross-domain sign-in, registration keys, referral and invite codes (spec 1 §4, §7). */
export const domainScenarios: Scenario[] = [
  {
    name: 'cross-domain-sign-in',
    title: 'signs the user in on another country domain with a one-time key, which works once',
    run: async ({ post, signIn }) => {
      const cookie = await signIn('partner');
      const keys = await post(
        '/bff/v1/auth/domain-key',
        { country_code: 'IT', language_code: 'it', redirect: '/office' },
        { cookie },
      );
      expect(keys.statusCode).toBe(200);
      const { key } = keys.json();
      const italy = await post('/bff/v1/auth/domain-sign-in', { key }, { host: ITALY });
      expect(italy.statusCode).toBe(200);
      expect(italy.json()).toMatchObject({ signedIn: true, country_code: 'IT', language_code: 'it' });
      expect(italy.cookies.find((c) => c.name === SESSION_COOKIE)?.domain).toBeUndefined();
      expect((await post('/bff/v1/auth/domain-sign-in', { key }, { host: ITALY })).statusCode).toBe(400);
    },
  },
  {
    name: 'domain-redirect',
    title: 'gives keys for another domain from login and password; a wrong password gives field errors',
    run: async ({ post, password }) => {
      const response = await post('/bff/v1/auth/domain-redirect', { login: 'partner', password, redirect: '/office' });
      expect(response.json()).toMatchObject({ key: expect.any(String), keys: expect.any(Object) });
      const wrong = await post('/bff/v1/auth/domain-redirect', {
        login: 'partner',
        password: 'not-the-password',
        redirect: '/office',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toHaveProperty('password');
    },
  },
  {
    name: 'registration-sign-in-unknown-key',
    title: "refuses an unknown registration key with the upstream's field error",
    run: async ({ post }) => {
      const response = await post('/bff/v1/auth/registration-sign-in', { key: 'rk_unknown' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('key');
    },
  },
  {
    name: 'referral',
    title: 'validates a referral code and keeps it for the visitor; refuses an unknown one; rc sites skip the check',
    run: async ({ get, post, upstream }) => {
      const good = await post('/bff/v1/auth/referral', { ref: '100001' });
      expect(good.json()).toMatchObject({
        signedIn: false,
        referral: { ref: '100001', name: expect.any(String), number: '100001' },
      });
      expect((await get('/bff/v1/auth', { cookie: cookieOf(good) })).json().referral).toMatchObject({ ref: '100001' });
      const bad = await post('/bff/v1/auth/referral', { ref: '999999' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('ref');
      const calls = upstream.calls('refInfo');
      const rc = await post('/bff/v1/auth/referral', { ref: 'ANYTHING' }, { host: 'rc.localhost:3000' });
      expect(rc.json().referral).toEqual({ ref: 'ANYTHING', name: '', number: '' });
      expect(upstream.calls('refInfo')).toBe(calls);
    },
  },
  {
    name: 'invite-info',
    title: 'reads an invite code',
    run: async ({ get }) => {
      const response = await get('/bff/v1/auth/invite-info?invite=INV-C-100001');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ user_type: 'client', sponsor_name: expect.any(String) });
    },
  },
];
