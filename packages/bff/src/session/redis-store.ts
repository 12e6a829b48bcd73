import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { SessionData } from './session.js';
import { type SessionStore, SessionStoreUnavailable } from './session-store.js';

const SESSION_PREFIX = 'gf:session:';
const LOCK_PREFIX = 'gf:lock:';
const CHANGES_CHANNEL = 'gf:session-changed';

/** Deletes the lock only when its value is still the caller's owner token. */
const UNLOCK_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Sessions shared by every instance. One client for commands and one subscriber that turns
 * "session changed" messages into local events, so a waiting request wakes as soon as another
 * instance has refreshed instead of at its next poll.
 */
/** Runs a Redis command; a failure becomes SessionStoreUnavailable. */
const command = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw new SessionStoreUnavailable(error);
  }
};

export class RedisSessionStore implements SessionStore {
  private readonly client: Redis;
  private readonly subscriber: Redis;
  private readonly changes = new EventEmitter();

  /**
   * `onConnectionError` hears the clients' connection errors, which come again at every reconnect
   * attempt; the calls that need Redis fail on their own (503 from /readyz and the session routes).
   */
  constructor(url: string, onConnectionError: (error: Error) => void) {
    const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false } as const;
    this.client = new Redis(url, options);
    this.subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
    this.changes.setMaxListeners(0);
    this.client.on('error', onConnectionError);
    this.subscriber.on('error', onConnectionError);
    this.subscriber.subscribe(CHANGES_CHANNEL).catch(onConnectionError);
    this.subscriber.on('message', (_channel: string, id: string) => this.changes.emit(id));
  }

  async get(id: string): Promise<SessionData | null> {
    const json = await command(() => this.client.get(SESSION_PREFIX + id));
    return json ? (JSON.parse(json) as SessionData) : null;
  }

  async set(id: string, data: SessionData, ttlSeconds: number): Promise<void> {
    await command(() => this.client.set(SESSION_PREFIX + id, JSON.stringify(data), 'EX', ttlSeconds));
    await command(() => this.client.publish(CHANGES_CHANNEL, id));
  }

  async replace(id: string, data: SessionData, ttlSeconds: number): Promise<boolean> {
    const written = await command(() =>
      this.client.set(SESSION_PREFIX + id, JSON.stringify(data), 'EX', ttlSeconds, 'XX'),
    );
    if (written !== 'OK') return false;
    await command(() => this.client.publish(CHANGES_CHANNEL, id));
    return true;
  }

  async delete(id: string): Promise<void> {
    await command(() => this.client.del(SESSION_PREFIX + id));
    await command(() => this.client.publish(CHANGES_CHANNEL, id));
  }

  async lock(key: string, owner: string, ttlMs: number): Promise<boolean> {
    return (await command(() => this.client.set(LOCK_PREFIX + key, owner, 'PX', ttlMs, 'NX'))) === 'OK';
  }

  async unlock(key: string, owner: string): Promise<void> {
    await command(() => this.client.eval(UNLOCK_SCRIPT, 1, LOCK_PREFIX + key, owner));
  }

  waitForChange(id: string, timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.changes.off(id, done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.changes.once(id, done);
    });
  }

  async ping(): Promise<void> {
    await command(() => this.client.ping());
  }

  async count(): Promise<number> {
    let count = 0;
    let cursor = '0';
    do {
      const [next, keys] = await this.client.scan(cursor, 'MATCH', `${SESSION_PREFIX}*`, 'COUNT', 1000);
      cursor = next;
      count += keys.length;
    } while (cursor !== '0');
    return count;
  }

  async close(): Promise<void> {
    this.changes.removeAllListeners();
    await Promise.allSettled([this.client.quit(), this.subscriber.quit()]);
  }
}
