import { afterEach, describe, expect, it } from 'vitest';
import { cartOf } from '../../../test/harness/checkout-test-data.js';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { SessionStoreUnavailable } from '../store/store-unavailable.js';
import { MemorySessionStore } from './memory-store.js';
import type { SessionData } from './session.js';

/** A store that fails every read while `down`, as Redis does between a primary's death and the failover. */
class FailingStore extends MemorySessionStore {
  down = false;
  override async get(id: string): Promise<SessionData | null> {
    if (this.down) throw new SessionStoreUnavailable(new Error('Connection is closed.'));
    return super.get(id);
  }
}

describe('a write while the session store is down', () => {
  let h: Harness;
  afterEach(() => h.close());

  // The spectator-write audit (issue 35 item 2) reads the session after every write: it must not
  // turn the store's 503 envelope into the framework's bare 500 (found by the Sentinel failover suite).
  it.each([
    ['sign-out', '/bff/v1/auth/sign-out', {}],
    ['a cart calculation', '/bff/v1/cart/calculate', { cart: cartOf() }],
  ])('%s answers the 503 envelope with server problems', async (_what, url, body) => {
    const store = new FailingStore();
    h = await startHarness({}, { store });
    const cookie = await h.signIn('partner');
    store.down = true;
    const reply = await h.post(url, body, cookie);
    expect(reply.statusCode).toBe(503);
    expect(reply.json().error).toMatchObject({ code: 'session_store_unavailable', serverProblems: true });
  });
});
