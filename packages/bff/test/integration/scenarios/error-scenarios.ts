import { expect } from 'vitest';
import { SERVER_PROBLEM_STATUSES } from '../../../src/platform/constants.js';
import type { Scenario } from '../scenario.js';

/** A short upstream timeout, so the timeout scenarios record quickly. */
const SHORT_TIMEOUT_MS = 300;
/** Well past the timeout: undici checks header timeouts on a coarse (about 500 ms) timer. */
const LATE_MS = 2_000;

/** An invite code the sandbox does not know: the upstream answers 404. */
const UNKNOWN_INVITE = '/bff/v1/auth/invite-info?invite=INV-X-000000';
const KNOWN_INVITE = '/bff/v1/auth/invite-info?invite=INV-C-100001';

/**
 * An office read without usable tokens goes to MyOfficeAuth (spec 2 §2): signed out without an
 * upstream call, and signed in once the refresh is refused.
 */
export const officeWithoutTokens = (name: string, title: string, path: string): Scenario => ({
  name,
  title,
  run: async ({ get, signIn, upstream }) => {
    const visitor = await get(path);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.redirect).toEqual({ route: 'MyOfficeAuth' });
    expect(upstream.calls()).toBe(0);
    const cookie = await signIn('partner');
    await upstream.expireTokens();
    await upstream.fault('status=401', ['refresh'], 1);
    const refused = await get(path, { cookie });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.redirect).toEqual({ route: 'MyOfficeAuth' });
  },
});

/**
 * The error-to-redirect table (spec 2 §2) and error catalogue (spec 1 §8, spec 2 §8), each row
 * through a gateway route that reaches it today: auth info for server problems and no answer,
 * invite info (an "other" area call without a session) for the redirect rows.
 */
export const errorScenarios: Scenario[] = [
  ...SERVER_PROBLEM_STATUSES.map(
    (status): Scenario => ({
      name: `errors-server-problems-${status}`,
      title: `${status} raises the server-problems banner without a redirect; the session stays`,
      run: async ({ get, signIn, upstream }) => {
        const cookie = await signIn('partner');
        await upstream.fault(`status=${status}`, ['authInfo'], 1);
        const response = await get('/bff/v1/auth?fresh=1', { cookie });
        expect(response.statusCode).toBe(status);
        expect(response.json().error).toMatchObject({ status, code: 'server_problems', serverProblems: true });
        expect(response.json().error.redirect).toBeUndefined();
        expect((await get('/bff/v1/auth?fresh=1', { cookie })).json().signedIn).toBe(true);
      },
    }),
  ),
  ...(
    [
      ['reset', 'reset', 502, 'upstream_unreachable'],
      ['malformed', 'malformed', 502, 'upstream_malformed'],
      ['timeout', `latency=${LATE_MS}`, 504, 'upstream_timeout'],
      ['stall', 'stall', 504, 'upstream_timeout'],
    ] as const
  ).map(
    ([name, fault, status, code]): Scenario => ({
      name: `errors-no-answer-${name}`,
      title: `no usable answer (${name}) gives ${status} ${code} with the banner; the session stays`,
      config: { UPSTREAM_TIMEOUT_MS: SHORT_TIMEOUT_MS },
      run: async ({ get, signIn, upstream }) => {
        const cookie = await signIn('partner');
        await upstream.fault(fault, ['authInfo'], 1);
        const response = await get('/bff/v1/auth?fresh=1', { cookie });
        expect(response.statusCode).toBe(status);
        expect(response.json().error).toMatchObject({ status, code, serverProblems: true });
        expect(response.json().error.redirect).toBeUndefined();
        expect((await get('/bff/v1/auth?fresh=1', { cookie })).json().signedIn).toBe(true);
      },
    }),
  ),
  {
    name: 'errors-suspended-mail-home',
    title: '403 with is_suspended sends the user to MailHome',
    run: async ({ get, signIn, upstream }) => {
      await upstream.fault('status=403', ['inviteInfo'], 1);
      const response = await get(KNOWN_INVITE);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({ code: 'suspended', redirect: { route: 'MailHome' } });
      // The suspended demo account on an office call: the upstream itself answers 403 is_suspended
      // (its mail, MailHome, stays open: office/mail tests).
      const office = await get('/bff/v1/office/orders', { cookie: await signIn('suspended') });
      expect(office.statusCode).toBe(403);
      expect(office.json().error).toMatchObject({ code: 'suspended', redirect: { route: 'MailHome' } });
    },
  },
  {
    name: 'errors-404-gw-next-route-shop-main',
    title: '404 while the next route carries gw (or dc) sends the user to ShopMain',
    run: async ({ get }) => {
      for (const next of ['/shop/product/1?gw=100001', '/shop?dc=1']) {
        const response = await get(UNKNOWN_INVITE, { headers: { 'x-next-route': next } });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.redirect).toEqual({ route: 'ShopMain' });
      }
    },
  },
  {
    name: 'errors-other-status-error-page',
    title: 'another status of 401 or above on a call outside shop and office goes to Error with the status',
    run: async ({ get, upstream }) => {
      const missing = await get(UNKNOWN_INVITE);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.redirect).toEqual({ route: 'Error', status: 404 });
      // 503 is temporary (server problems, constants.ts UPSTREAM_UNAVAILABLE_STATUS); 410 is not.
      await upstream.fault('status=410', ['inviteInfo'], 1);
      const gone = await get(KNOWN_INVITE);
      expect(gone.statusCode).toBe(410);
      expect(gone.json().error).toMatchObject({ redirect: { route: 'Error', status: 410 } });
      expect(gone.json().error.serverProblems).toBeUndefined();
    },
  },
  officeWithoutTokens(
    'errors-office-401-sign-in',
    'an office call without usable tokens goes to MyOfficeAuth (signed out: without an upstream call)',
    '/bff/v1/office/mail',
  ),
  {
    name: 'errors-401-elsewhere-retried-without-token',
    title: 'a 401 outside the office whose refresh is refused is retried without the token',
    run: async ({ get, signIn, upstream }) => {
      const cookie = await signIn('partner');
      await upstream.expireTokens();
      await upstream.fault('status=401', ['refresh'], 1);
      const response = await get('/bff/v1/pages/company', { cookie });
      expect(response.statusCode).toBe(200);
      expect(upstream.calls('companyPage')).toBe(2);
      expect(upstream.calls('refresh')).toBe(1);
      expect((await get('/bff/v1/auth', { cookie })).json().signedIn).toBe(false);
    },
  },
  {
    name: 'errors-shop-call-shop-error',
    title: 'another status of 401 or above on a shop call goes to ShopError',
    run: async ({ get, upstream }) => {
      await upstream.fault('status=410', ['shopMain'], 1);
      const response = await get('/bff/v1/shop/main');
      expect(response.statusCode).toBe(410);
      expect(response.json().error.redirect).toEqual({ route: 'ShopError' });
    },
  },
];
