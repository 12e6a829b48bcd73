import type { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { command, DELETE_IF_SCRIPT, RedisPair } from './redis-pair.js';
import type { SessionData } from './session.js';
import type { SessionStore } from './session-store.js';

const SESSION_PREFIX = 'gf:session:';
const LOCK_PREFIX = 'gf:lock:';
const CHANGES_CHANNEL = 'gf:session-changed';
/** SET NX PX that answers the value the key holds afterwards, whichever instance set it. */
const CLAIM_SCRIPT = `local held = redis.call('get', KEYS[1])
if held then return held end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
return ARGV[1]`;

/**
 * Sessions shared by every instance. One client for commands and one subscriber that turns
 * "session changed" messages into local events, so a waiting request wakes as soon as another
 * instance has refreshed instead of at its next poll.
 */
export class RedisSessionStore implements SessionStore {
  private readonly pair: RedisPair;
  private readonly client: Redis;
  private readonly changes: EventEmitter;

  constructor(url: string, onConnectionError: (error: Error) => void) {
    this.pair = new RedisPair(url, CHANGES_CHANNEL, onConnectionError);
    this.client = this.pair.client;
    this.changes = this.pair.changes;
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
    await command(() => this.client.eval(DELETE_IF_SCRIPT, 1, LOCK_PREFIX + key, owner));
  }

  async claim(key: string, value: string, ttlMs: number): Promise<string> {
    return String(await command(() => this.client.eval(CLAIM_SCRIPT, 1, LOCK_PREFIX + key, value, ttlMs)));
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

  close(): Promise<void> {
    return this.pair.close();
  }
}
