import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { SessionStoreUnavailable } from '../store/store-unavailable.js';
import { MemorySessionStore } from './memory-store.js';

/** A store that answers its first pings as Redis does while its connection is still being made. */
class ConnectingStore extends MemorySessionStore {
  pings = 0;
  constructor(private readonly failures: number) {
    super();
  }
  override async ping(): Promise<void> {
    this.pings += 1;
    if (this.pings <= this.failures)
      throw new SessionStoreUnavailable(new Error("Stream isn't writeable and enableOfflineQueue options is false"));
  }
}

describe('a starting instance', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('takes requests only once its session store answers (Redis connecting), so the first get no 503', async () => {
    const store = new ConnectingStore(3);
    h = await startHarness({}, { store });
    await h.app.ready();
    expect(store.pings).toBe(4);
    expect((await h.get('/bff/v1/auth')).statusCode).toBe(200);
  });
});
