import { callSandbox, signIn as sandboxSignIn } from '@gf/sandbox/test-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { SESSION_COOKIE } from '../../platform/session/session-manager.js';

const DOMAIN_KEY_BODY = { country_code: 'IT', language_code: 'it', redirect: '/office' };

/** Audit lines the gateway logged, parsed. */
const auditOf = (h: Harness, audit: string): Record<string, unknown>[] =>
  h.logs
    .filter((line) => line.includes(`"audit":"${audit}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/**
 * Issue 29, item 1: watching a partner never becomes being the partner. No route hands out or
 * spends sign-in material while viewing, and a key made while viewing (before this rule, or by any
 * other way to the upstream) never yields an ordinary session as the viewed user.
 */
describe('sign-in material while viewing another account', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  it('refuses a domain key to a viewer watching a partner: 403, nothing upstream, an audit line', async () => {
    const viewing = await h.spectate('viewer', 'partner');
    h.sandbox.callLog.clear();
    const response = await h.post('/bff/v1/auth/domain-key', DOMAIN_KEY_BODY, viewing);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ status: 403, code: 'spectator_credentials' });
    expect(response.json()).not.toHaveProperty('key');
    expect(h.sandbox.callLog.snapshot().records).toEqual([]);
    expect(auditOf(h, 'spectator_refused')).toEqual([
      expect.objectContaining({
        refused: 'spectator_credentials',
        access: 'credentials',
        route: 'POST /bff/v1/auth/domain-key',
        manager: '100005',
        user: '100001',
      }),
    ]);
  });

  it('refuses every route that makes or spends sign-in material to both kinds of viewing manager', async () => {
    const calls: [string, unknown][] = [
      ['/bff/v1/auth/domain-key', DOMAIN_KEY_BODY],
      ['/bff/v1/auth/domain-redirect', { login: 'partner', password: 'demo1234', redirect: '/office' }],
      ['/bff/v1/auth/domain-sign-in', { key: 'dk_anything' }],
      ['/bff/v1/auth/registration-sign-in', { key: 'rk_anything' }],
      [
        '/bff/v1/auth/voice-assistant',
        { login: 'partner', password: 'demo1234', redirect_uri: 'https://social.yandex.net/x' },
      ],
      ['/bff/v1/auth/messenger', { login: 'partner', password: 'demo1234', chat_id: '1', chat_type: 'telegram' }],
      ['/bff/v1/office/services/voice-assistant/link', { code: '123456' }],
      ['/bff/v1/auth/sign-in', { login: 'partner', password: 'demo1234' }],
      ['/bff/v1/auth/spectator', { as_user: 'client' }],
    ];
    for (const manager of ['viewer', 'manager']) {
      const viewing = await h.spectate(manager, 'partner');
      h.sandbox.callLog.clear();
      for (const [url, body] of calls) {
        const response = await h.post(url, body, viewing);
        expect(response.statusCode, `${manager} ${url}`).toBe(403);
        expect(response.json().error.code, `${manager} ${url}`).toBe('spectator_credentials');
      }
      expect(h.sandbox.callLog.snapshot().records, manager).toEqual([]);
      // Still viewing: nothing was replaced.
      expect((await h.get('/bff/v1/auth', viewing)).json().spectator).toMatchObject({
        well_user: { number: '100001' },
      });
    }
  });

  it('never turns a key made while viewing into a session of the viewed user: refused, revoked, no cookie', async () => {
    // A key obtained earlier: the viewing token asks the upstream directly, as an old gateway did.
    const viewer = await sandboxSignIn(h.sandbox.app, 'viewer');
    const viewing = await callSandbox<{ access_token: string }>(h.sandbox.app, 'POST', '/auth/spectator/', {
      token: viewer.access_token,
      body: { as_user: 'partner' },
    });
    const made = await callSandbox<{ key: string }>(h.sandbox.app, 'POST', '/auth/domain/key/', {
      token: viewing.body.access_token,
      body: DOMAIN_KEY_BODY,
    });
    h.sandbox.callLog.clear();

    // A fresh browser spends it.
    const spent = await h.post('/bff/v1/auth/domain-sign-in', { key: made.body.key });
    expect(spent.statusCode).toBe(403);
    expect(spent.json().error.code).toBe('spectator_sign_in_refused');
    expect(spent.body).not.toContain('Anna Partnerova');
    const cookie = spent.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.value ?? '').toBe('');
    expect(h.sandbox.callLog.count('logout')).toBe(1);
    expect(auditOf(h, 'spectator_sign_in_refused')).toEqual([
      expect.objectContaining({ manager: '100005', user: '100001' }),
    ]);

    // The owner-only write of the probe (security settings) finds no partner session.
    const write = await h.app.inject({
      method: 'PUT',
      url: '/bff/v1/office/finance/security',
      headers: {
        host: 'ru.localhost:3000',
        'x-csrf': '1',
        origin: 'http://ru.localhost:3000',
        ...(cookie?.value ? { cookie: `${SESSION_COOKIE}=${cookie.value}` } : {}),
      },
      payload: { login_notifications: false, sms_payout_confirmation: false },
    });
    expect(write.statusCode).toBe(401);
    expect(h.sandbox.callLog.count('securitySet')).toBe(0);
  });

  it('still signs a user in with a key they made for themselves', async () => {
    const partner = await h.signIn('partner');
    const { key } = (await h.post('/bff/v1/auth/domain-key', DOMAIN_KEY_BODY, partner)).json();
    const spent = await h.post('/bff/v1/auth/domain-sign-in', { key });
    expect(spent.statusCode).toBe(200);
    expect(spent.json()).toMatchObject({ signedIn: true, user: { number: '100001' }, spectator: null });
  });
});
