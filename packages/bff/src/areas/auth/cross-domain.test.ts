import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieOf, type Harness, startHarness, TEST_HOST } from '../../../test/harness/gateway-harness.js';
import { CSRF_HEADER } from '../../platform/security/csrf.js';
import { CODE_LOOKUP_LIMIT } from '../../platform/security/rate-limits.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../platform/session/session-manager.js';

describe('cross-domain sign-in, referral and invite codes (spec 1 §4, §7)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  const postOn = (host: string, url: string, payload: object, cookie?: string) =>
    h.app.inject({
      method: 'POST',
      url,
      headers: { host, [CSRF_HEADER]: '1', origin: `http://${host}`, ...(cookie ? { cookie } : {}) },
      payload,
    });

  it.each([
    'https://evil.example/office',
    '//evil.example/',
    '/\t/evil.example/',
    '\\\\evil.example',
    'javascript:alert(1)',
  ])('refuses a key whose redirect %j leaves the site: 400 before any upstream call (issue 15)', async (redirect) => {
    const cookie = await h.signIn('partner');
    h.sandbox.callLog.clear();
    const keys = await h.post('/bff/v1/auth/domain-key', { country_code: 'IT', language_code: 'it', redirect }, cookie);
    expect(keys.statusCode).toBe(400);
    expect(keys.json().error.fields).toHaveProperty('redirect');
    const viaPassword = await h.post('/bff/v1/auth/domain-redirect', {
      login: 'partner',
      password: 'demo1234',
      redirect,
    });
    expect(viaPassword.statusCode).toBe(400);
    expect(h.sandbox.callLog.count('domainKey') + h.sandbox.callLog.count('domainRedirect')).toBe(0);
  });

  it('lists the country sites a user can move to, and refuses a country no site serves before the upstream', async () => {
    const { sites } = (await h.get('/bff/v1/sites')).json();
    expect(sites.map((site: { code: string }) => site.code)).toEqual(expect.arrayContaining(['ru', 'it', 'il', 'eu']));
    expect(sites.map((site: { code: string }) => site.code)).not.toContain('rc');
    const before = h.sandbox.callLog.count('domainKey');
    const unknown = await h.post(
      '/bff/v1/auth/domain-key',
      { country_code: 'ZZ', language_code: 'en', redirect: '/office' },
      await h.signIn('partner'),
    );
    expect(unknown.statusCode).toBe(400);
    expect(h.sandbox.callLog.count('domainKey')).toBe(before);
  });

  it('signs the user in on another country domain with a one-time key', async () => {
    const ruCookie = await h.signIn('partner');
    const keys = await h.post(
      '/bff/v1/auth/domain-key',
      { country_code: 'IT', language_code: 'it', redirect: '/office' },
      ruCookie,
    );
    expect(keys.statusCode).toBe(200);
    const { key, url } = keys.json();
    // The address the site switcher sends the user to: the other site's /redirect-auth with the key.
    expect(url).toBe(`http://it.localhost:3000/redirect-auth?key=${key}&redirect=%2Foffice`);
    const it1 = await postOn('it.localhost:3000', '/bff/v1/auth/domain-sign-in', { key });
    expect(it1.statusCode).toBe(200);
    expect(it1.json()).toMatchObject({
      signedIn: true,
      country_code: 'IT',
      language_code: 'it',
      user: { name: 'Anna Partnerova' },
    });
    expect(it1.cookies.find((c) => c.name === SESSION_COOKIE)?.domain).toBeUndefined();
    const again = await postOn('it.localhost:3000', '/bff/v1/auth/domain-sign-in', { key });
    expect(again.statusCode).toBe(400);
  });

  it('gives keys for another domain from login and password (domain redirect)', async () => {
    const response = await h.post('/bff/v1/auth/domain-redirect', {
      login: 'partner',
      password: 'demo1234',
      redirect: '/office',
    });
    expect(response.json()).toMatchObject({ key: expect.any(String), keys: expect.any(Object) });
    const wrong = await h.post('/bff/v1/auth/domain-redirect', {
      login: 'partner',
      password: 'nope',
      redirect: '/office',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('password');
  });

  it('refuses an unknown registration key with the upstream field error', async () => {
    const response = await h.post('/bff/v1/auth/registration-sign-in', { key: 'rk_unknown' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('key');
  });

  it('validates a referral code and keeps it in the visitor session; rejects an unknown one', async () => {
    const good = await h.post('/bff/v1/auth/referral', { ref: '100001' });
    expect(good.json()).toMatchObject({
      signedIn: false,
      referral: { ref: '100001', name: 'Anna Partnerova', number: '100001' },
    });
    expect((await h.get('/bff/v1/auth', cookieOf(good))).json().referral).toMatchObject({ ref: '100001' });
    const bad = await h.post('/bff/v1/auth/referral', { ref: '999999' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('ref');
  });

  it('does not validate referral codes on the rc and company sites (spec 1 §4)', async () => {
    const response = await postOn('rc.localhost:3000', '/bff/v1/auth/referral', { ref: 'ANYTHING' });
    expect(response.json().referral).toEqual({ ref: 'ANYTHING', name: '', number: '' });
    expect(h.sandbox.callLog.count('refInfo')).toBe(0);
  });

  it('reads an invite code', async () => {
    const response = await h.get('/bff/v1/auth/invite-info?invite=INV-C-100001');
    expect(response.json()).toMatchObject({ user_type: 'client', sponsor_name: 'Anna Partnerova' });
  });

  it(`looks up at most ${CODE_LOOKUP_LIMIT.max} invite and referral codes per address, then 429 (issue 29)`, async () => {
    const lookups = [];
    for (let i = 0; i < CODE_LOOKUP_LIMIT.max; i += 1)
      lookups.push(
        i % 2 === 0
          ? await h.get(`/bff/v1/auth/invite-info?invite=INV-P-${100001 + i}`)
          : await h.post('/bff/v1/auth/referral', { ref: String(100001 + i) }),
      );
    expect(lookups.every((response) => response.statusCode !== 429)).toBe(true);
    const calls = h.sandbox.callLog.count('inviteInfo') + h.sandbox.callLog.count('refInfo');
    const invite = await h.get('/bff/v1/auth/invite-info?invite=INV-C-100001');
    const referral = await h.post('/bff/v1/auth/referral', { ref: '100001' });
    for (const refused of [invite, referral]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('too_many_attempts');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(h.sandbox.callLog.count('inviteInfo') + h.sandbox.callLog.count('refInfo')).toBe(calls);
    // A code kept unchecked (the rc site) names nobody and is not counted.
    expect((await postOn('rc.localhost:3000', '/bff/v1/auth/referral', { ref: 'ANY' })).statusCode).toBe(200);
  });

  it('marks the session cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    await h.close();
    h = await startHarness({ TRUST_PROXY: true });
    const response = await h.post('/bff/v1/auth/sign-in', { login: 'partner', password: 'demo1234' }, undefined, {
      'x-forwarded-proto': 'https',
      origin: `https://${TEST_HOST}`,
    });
    // Issue 15: a Secure session cookie carries the __Host- prefix (host-only, path /).
    const secure = response.cookies.find((c) => c.name === SECURE_SESSION_COOKIE);
    expect(secure).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(secure?.domain).toBeUndefined();
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    // Over HTTPS the plain name is not read: a cookie planted under it signs nobody in.
    const planted = await h.get('/bff/v1/auth', `${SESSION_COOKIE}=${secure?.value}`, { 'x-forwarded-proto': 'https' });
    expect(planted.json().signedIn).toBe(false);
    const own = await h.get('/bff/v1/auth', `${SECURE_SESSION_COOKIE}=${secure?.value}`, {
      'x-forwarded-proto': 'https',
    });
    expect(own.json().signedIn).toBe(true);
  });
});
