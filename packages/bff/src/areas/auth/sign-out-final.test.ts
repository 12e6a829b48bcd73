import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { SessionEnded } from '../../platform/session/session-manager.js';

/** Rounds of each race: the probe saw the session come back in most rounds. */
const ROUNDS = 10;
/** How long the sandbox holds back the refresh reply: sign-out (or spectator exit) lands inside it. */
const REFRESH_HELD_MS = 250;
/** Office reads a resurrected session could make. */
const OFFICE_READS = ['/bff/v1/office/orders', '/bff/v1/office/mail'];
/** A write with the session's tokens outside the office: a key that signs the account in elsewhere. */
const DOMAIN_KEY = {
  url: '/bff/v1/auth/domain-key',
  body: { country_code: 'it', language_code: 'it', redirect: '/office' },
};

/**
 * Issue 15 point 3: a token refresh that completes after sign-out (or spectator exit) must not write
 * its tokens back: the deleted session stays deleted in the store.
 */
describe('sign-out is final (issue 15 point 3)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    h.sandbox.app.inject({ method, url: `/__admin${url}`, ...(payload ? { payload } : {}) });

  /**
   * Starts an office read whose refresh the sandbox holds back; once the refresh is held, gives
   * the read's completion.
   */
  const readWithHeldRefresh = async (cookie: string): Promise<{ done: Promise<unknown> }> => {
    await admin('POST', '/tokens/expire');
    await admin('POST', '/faults', { fault: `latency=${REFRESH_HELD_MS}`, operations: ['refresh'], times: 1 });
    // `then` sends the injected request now (an inject chain waits for it).
    const done = h.get('/bff/v1/office/orders', cookie).then((response) => response.statusCode);
    // The fault switches itself off when the refresh call arrives: from then on the reply is held.
    while ((await admin('GET', '/faults')).json().fault !== null) await new Promise((r) => setImmediate(r));
    return { done };
  };

  /**
   * Whether the session behind the cookie came back: tokens in the store under its id, or any of
   * the office reads or a domain key answered with them.
   */
  const cameBack = async (cookie: string): Promise<boolean> => {
    const stored = await h.app.core.sessions.store.get(cookie.slice(cookie.indexOf('=') + 1));
    let through = stored?.tokens ? 1 : 0;
    for (const url of OFFICE_READS) if ((await h.get(url, cookie)).statusCode === 200) through += 1;
    if ((await h.post(DOMAIN_KEY.url, DOMAIN_KEY.body, cookie)).statusCode === 200) through += 1;
    return through > 0;
  };

  it(`a refresh completing after sign-out brings no session back (${ROUNDS} rounds)`, async () => {
    let resurrected = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const cookie = await h.signIn('partner');
      const read = await readWithHeldRefresh(cookie);
      const signOut = await h.post('/bff/v1/auth/sign-out', undefined, cookie);
      expect(signOut.json().signedIn).toBe(false);
      await read.done;
      expect((await h.get('/bff/v1/auth', cookie)).json().signedIn).toBe(false);
      if (await cameBack(cookie)) resurrected += 1;
    }
    console.log(`sign-out: session came back in ${resurrected} of ${ROUNDS} rounds`);
    expect(resurrected).toBe(0);
  });

  it('a refresh completing after spectator exit cannot write the spectating session back', async () => {
    // In one process the exit's own upstream call waits for a refresh in flight; on another
    // instance (or with a valid access token) it need not: the refresher's late write is what
    // comes after the exit then, and the store refuses it.
    const spectating = await h.spectate('manager', 'partner');
    const oldId = spectating.slice(spectating.indexOf('=') + 1);
    const held = (await h.app.core.sessions.store.get(oldId))?.tokens;
    const exit = await h.post('/bff/v1/auth/spectator/exit', undefined, spectating);
    expect(exit.json()).toMatchObject({ spectator: null, user: { name: 'Oleg Menedzherov' } });
    await expect(
      h.app.core.sessions.update(oldId, (data) => {
        data.tokens = held ?? null;
      }),
    ).rejects.toBeInstanceOf(SessionEnded);
    expect(await h.app.core.sessions.store.get(oldId)).toBeNull();
    expect(await cameBack(spectating)).toBe(false);
    expect((await h.get('/bff/v1/auth', cookieOf(exit))).json()).toMatchObject({ spectator: null, signedIn: true });
  });
});
