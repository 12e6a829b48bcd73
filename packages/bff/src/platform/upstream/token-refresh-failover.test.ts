import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { MemorySessionStore } from '../session/memory-store.js';
import type { SessionData } from '../session/session.js';
import { SessionStoreUnavailable } from '../store/store-unavailable.js';

/** A store that is away for its next `failures.replace` writes and `failures.unlock` releases (a Redis failover). */
class FailingOverStore extends MemorySessionStore {
  readonly failures = { replace: 0, unlock: 0 };

  override async replace(id: string, data: SessionData, ttlSeconds: number): Promise<boolean> {
    if (this.failures.replace > 0) {
      this.failures.replace -= 1;
      throw new SessionStoreUnavailable(new Error('Connection is closed.'));
    }
    return super.replace(id, data, ttlSeconds);
  }

  override async unlock(key: string, owner: string): Promise<void> {
    if (this.failures.unlock > 0) {
      this.failures.unlock -= 1;
      throw new SessionStoreUnavailable(new Error('Connection is closed.'));
    }
    return super.unlock(key, owner);
  }
}

/**
 * Issue 31: the upstream spends the old refresh token when it answers, so tokens refreshed while
 * the store is away (a failover) are the only ones left: losing them would sign the user out.
 */
describe('token refresh while the session store fails over', () => {
  let h: Harness;
  let store: FailingOverStore;
  afterEach(() => h.close());
  const expireTokens = () => h.sandbox.app.inject({ method: 'POST', url: '/__admin/tokens/expire' });

  it('offers the refreshed tokens again until the store takes them: signed in, refreshed once', async () => {
    store = new FailingOverStore();
    h = await startHarness({}, { store });
    const cookie = await h.signIn('partner');
    await expireTokens();
    store.failures.replace = 3;
    const during = await h.get('/bff/v1/auth?fresh=1', cookie);
    expect(during.json()).toMatchObject({ signedIn: true });
    expect(store.failures.replace).toBe(0);
    const after = await h.get('/bff/v1/auth?fresh=1', cookie);
    expect(after.json()).toMatchObject({ signedIn: true });
    expect(h.sandbox.callLog.count('refresh')).toBe(1);
  });

  it('answers the refreshed call when only releasing the lock failed (the lock runs out by itself)', async () => {
    store = new FailingOverStore();
    h = await startHarness({}, { store });
    const cookie = await h.signIn('partner');
    await expireTokens();
    store.failures.unlock = 1;
    const response = await h.get('/bff/v1/auth?fresh=1', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ signedIn: true });
    expect(h.logs.join('')).toContain('the lock could not be released');
    expect(h.sandbox.callLog.count('refresh')).toBe(1);
  });
});
