import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_VALUE } from '../../src/platform/security/csrf.js';
import { ACCOUNT_SESSIONS_MAX } from '../../src/platform/session/account-sessions.js';
import { SessionEnded } from '../../src/platform/session/session-manager.js';
import { cartOf, courierMoscow, line, testCatalog } from './checkout-test-data.js';
import { cookieOf, type Harness, TEST_HOST } from './gateway-harness.js';

const SESSIONS = '/bff/v1/office/finance/security/sessions';
const TRAIL = '/bff/v1/office/finance/security/spectators';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Listed {
  id: string;
  browser: string | null;
  system: string | null;
  device: string;
  site: string;
  current: boolean;
}

/**
 * Issue 35 items 1 and 2 against one session store: the same cases run on memory
 * (`my-sessions.test.ts`) and on Redis (`my-sessions-redis.system.test.ts`).
 */
export const mySessionsCases = (store: string, start: () => Promise<Harness>): void => {
  describe(`my sessions and the spectator trail (issue 35, sessions in ${store})`, () => {
    let h: Harness;
    let addresses = 0;
    beforeAll(async () => {
      h = await start();
    });
    afterAll(() => h?.close());

    /** A sign-in from a browser of its own (its own address, so the sign-in limit counts it apart). */
    const signInFrom = async (login: string, userAgent: string): Promise<string> => {
      addresses += 1;
      const response = await h.app.inject({
        method: 'POST',
        url: '/bff/v1/auth/sign-in',
        remoteAddress: `127.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`,
        headers: {
          host: TEST_HOST,
          origin: `http://${TEST_HOST}`,
          [CSRF_HEADER]: CSRF_VALUE,
          'user-agent': userAgent,
        },
        payload: { login, password: 'demo1234' },
      });
      return cookieOf(response);
    };
    const list = async (cookie: string): Promise<Listed[]> => (await h.get(SESSIONS, cookie)).json().sessions;
    const end = (id: string, cookie: string, headers: Record<string, string> = { [CSRF_HEADER]: CSRF_VALUE }) =>
      h.app.inject({
        method: 'DELETE',
        url: `${SESSIONS}/${id}`,
        headers: { host: TEST_HOST, origin: `http://${TEST_HOST}`, cookie, ...headers },
      });
    const idOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
    const signedIn = async (cookie: string) => (await h.get('/bff/v1/auth', cookie)).json().signedIn as boolean;

    it('lists the account’s sessions with browser, system and site, marks this one, and never shows a session id', async () => {
      const here = await signInFrom('client', FIREFOX_ON_WINDOWS);
      const phone = await signInFrom('client', SAFARI_ON_IPHONE);
      const seen = await list(here);
      expect(seen).toHaveLength(2);
      expect(seen.find((session) => session.current)).toMatchObject({
        browser: 'Firefox',
        system: 'Windows',
        device: 'desktop',
        site: 'ru',
      });
      expect(seen.find((session) => !session.current)).toMatchObject({
        browser: 'Safari',
        system: 'iOS',
        device: 'mobile',
      });
      const body = JSON.stringify(seen);
      expect(body).not.toContain(idOf(here));
      expect(body).not.toContain(idOf(phone));
    });

    it('ends another session: final on the store, revoked upstream, no refresh brings it back', async () => {
      const here = await signInFrom('client', FIREFOX_ON_WINDOWS);
      h.advance(1_000);
      const there = await signInFrom('client', SAFARI_ON_IPHONE);
      // Most recently seen first: the sign-in just made.
      const other = (await list(here)).find((session) => !session.current);
      const logouts = h.sandbox.callLog.count('logout');
      const ended = await end(other?.id ?? '', here);
      expect(ended.json()).toEqual({ ended: 1 });
      expect(h.sandbox.callLog.count('logout') - logouts).toBe(1);
      expect(await signedIn(there)).toBe(false);
      expect((await h.get('/bff/v1/office/orders', there)).statusCode).toBe(401);
      // A refresh finishing late writes with replace: the ended session stays ended.
      await expect(h.app.core.sessions.update(idOf(there), () => {})).rejects.toBeInstanceOf(SessionEnded);
      expect(await h.app.core.sessions.store.get(idOf(there))).toBeNull();
      expect((await list(here)).map((session) => session.id)).not.toContain(other?.id);
      expect(await signedIn(here)).toBe(true);
    });

    it('refuses bad input with 400, the current session with 409, an unknown one with 404, and a write without CSRF', async () => {
      const here = await signInFrom('client', FIREFOX_ON_WINDOWS);
      const bad = await end('not-a-handle', here);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('id');
      const current = (await list(here)).find((session) => session.current);
      expect((await end(current?.id ?? '', here)).json().error.code).toBe('current_session');
      expect((await end('A'.repeat(22), here)).statusCode).toBe(404);
      expect((await end(current?.id ?? '', here, {})).statusCode).toBe(403);
      expect(await signedIn(here)).toBe(true);
    });

    it('ends all other sessions at once', async () => {
      const here = await signInFrom('client', FIREFOX_ON_WINDOWS);
      const others = [await signInFrom('client', SAFARI_ON_IPHONE), await signInFrom('client', SAFARI_ON_IPHONE)];
      const before = (await list(here)).length;
      const ended = await h.post(`${SESSIONS}/end-others`, {}, here);
      expect(ended.json()).toEqual({ ended: before - 1 });
      for (const cookie of others) expect(await signedIn(cookie)).toBe(false);
      expect(await list(here)).toEqual([expect.objectContaining({ current: true })]);
    });

    it(`keeps at most ACCOUNT_SESSIONS_MAX (${ACCOUNT_SESSIONS_MAX}) sessions per account, ending the least recently seen`, async () => {
      const first = await signInFrom('viewer', FIREFOX_ON_WINDOWS);
      const later: string[] = [];
      for (let i = 0; i < ACCOUNT_SESSIONS_MAX; i += 1) {
        h.advance(1_000);
        later.push(await signInFrom('viewer', SAFARI_ON_IPHONE));
      }
      expect(await signedIn(first)).toBe(false);
      const last = later.at(-1) ?? '';
      expect(await list(last)).toHaveLength(ACCOUNT_SESSIONS_MAX);
      for (const cookie of later) expect(await signedIn(cookie)).toBe(true);
    });

    it('refuses a viewing manager every route of it (403), reads included', async () => {
      const watching = await h.spectate('manager', 'partner');
      const own = await signInFrom('partner', FIREFOX_ON_WINDOWS);
      const handle = (await list(own))[0]?.id ?? '';
      const replies = [
        await h.get(SESSIONS, watching),
        await end(handle, watching),
        await h.post(`${SESSIONS}/end-others`, {}, watching),
        await h.get(TRAIL, watching),
      ];
      expect(replies.map((reply) => reply.statusCode)).toEqual([403, 403, 403, 403]);
      expect(replies.map((reply) => reply.json().error.code)).toEqual(Array(4).fill('spectator_owner_only'));
      expect(await signedIn(own)).toBe(true);
    });

    it('puts a manager’s order for the partner on the partner’s trail and the manager’s, and logs it with both ids', async () => {
      const catalog = testCatalog(h.sandbox);
      const watching = await h.spectate('manager', 'partner');
      h.advance(60_000);
      const order = await h.post(
        '/bff/v1/orders',
        {
          idempotency_key: `trail-order-${store}-${Date.now()}`,
          cart: cartOf(line(catalog.plain[0]!, 1)),
          delivery: courierMoscow,
        },
        watching,
      );
      expect(order.statusCode).toBe(200);
      const number = order.json().number as string;
      h.advance(60_000);
      const exit = await h.post('/bff/v1/auth/spectator/exit', undefined, watching);
      const manager = cookieOf(exit);

      const partner = await signInFrom('partner', FIREFOX_ON_WINDOWS);
      const trail = (await h.get(TRAIL, partner)).json();
      const visit = trail.watched_me[0];
      expect(visit).toMatchObject({
        manager: { name: 'Oleg Menedzherov', role: 'partner' },
        user: { name: 'Anna Partnerova', role: 'partner' },
        can_order: true,
        writes: [{ kind: 'order', reference: number }],
      });
      expect(Date.parse(visit.ended_at) - Date.parse(visit.started_at)).toBe(120_000);
      const mine = (await h.get(TRAIL, manager)).json();
      expect(mine.watched_by_me[0]).toEqual(visit);

      const logged = h.logs
        .map((text) => JSON.parse(text))
        .find((entry) => entry.audit === 'spectator_write' && entry.route === 'POST /bff/v1/orders');
      expect(logged).toMatchObject({ status: 200, trail: true, managerNumber: expect.any(String) });
      expect(logged.manager).toEqual(expect.any(Number));
      expect(logged.user).toEqual(expect.any(Number));
      expect(logged.manager).not.toBe(logged.user);
    });

    it('a viewing session its manager ends from another browser is over, and so is its visit on the trail', async () => {
      const watching = await h.spectate('viewer', 'client');
      h.advance(60_000);
      const elsewhere = await signInFrom('viewer', FIREFOX_ON_WINDOWS);
      expect((await h.post(`${SESSIONS}/end-others`, {}, elsewhere)).json().ended).toBeGreaterThan(0);
      expect(await signedIn(watching)).toBe(false);
      const visit = (await h.get(TRAIL, elsewhere)).json().watched_by_me[0];
      expect(visit).toMatchObject({ user: { name: expect.any(String), role: 'client' }, can_order: false });
      expect(Date.parse(visit.ended_at) - Date.parse(visit.started_at)).toBe(60_000);
    });

    it('a password change ends every other session of the account (run last: the password changes)', async () => {
      const here = await signInFrom('partner', FIREFOX_ON_WINDOWS);
      const there = await signInFrom('partner', SAFARI_ON_IPHONE);
      const changed = await h.post(
        '/bff/v1/office/profile/password',
        { old_password: 'demo1234', password: 'newpass123', password_repeat: 'newpass123' },
        here,
      );
      expect(changed.json()).toEqual({ ok: true });
      expect(await signedIn(there)).toBe(false);
      expect(await signedIn(here)).toBe(true);
      expect(await list(here)).toEqual([expect.objectContaining({ current: true })]);
    });
  });
};
