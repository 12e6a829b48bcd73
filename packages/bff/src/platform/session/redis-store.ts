import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RedisSettings } from '../redis/redis-client.js';
import { command, DELETE_IF_SCRIPT, StoreConnections } from './redis-connections.js';
import type { SessionData } from './session.js';
import type { IndexedSession, SessionStore } from './session-store.js';

// Each command touches one key, so the names need no hash tag in a Redis Cluster. They stay as
// they were before Sentinel: renaming them would sign everybody out at the deploy.
const SESSION_PREFIX = 'gf:session:';
const LOCK_PREFIX = 'gf:lock:';
const CHANGES_CHANNEL = 'gf:session-changed';
/** An account's index of sessions (a hash: handle → entry) and the spectator trail's lists (issue 35). */
const INDEX_PREFIX = 'gf:account-sessions:';
const LIST_PREFIX = 'gf:list:';
/** SET NX PX that answers the value the key holds afterwards, whichever instance set it. */
const CLAIM_SCRIPT = `local held = redis.call('get', KEYS[1])
if held then return held end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
return ARGV[1]`;
/**
 * Locks taken or held when Redis went away, kept to be released once it answers again; the
 * oldest are forgotten past this many (they run out by their TTL, as they would without this).
 */
const UNRELEASED_LOCKS_MAX = 10_000;

/**
 * Sessions shared by every instance. Every write (a new session, refreshed tokens, a sign-out)
 * and the refresh lock are confirmed by a replica behind Sentinel, so a failover right after them
 * loses none: a lost session would sign its user out, lost tokens would leave a spent refresh
 * token behind, and a lost lock would let a second instance spend it. Reads go on a connection of
 * their own; "session changed" messages wake a waiting request as soon as another instance has
 * refreshed instead of at its next poll.
 */
export class RedisSessionStore implements SessionStore {
  private readonly connections: StoreConnections;
  private readonly client: Redis;
  private readonly changes: EventEmitter;
  /**
   * Lock key → owner, for locks whose taking or release failed while Redis was away (a restart,
   * a failover). A lock left behind would make every request of its session wait its steps (1 s,
   * 20 times) until the TTL ran out: 65 s for auth info. They are released when the writes'
   * connection is ready again, each only if its owner still holds it.
   */
  private readonly unreleased = new Map<string, string>();

  constructor(
    settings: RedisSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.connections = new StoreConnections(settings, 'sessions', CHANGES_CHANNEL, log);
    this.client = this.connections.client;
    this.changes = this.connections.changes;
    this.connections.writes.client.on('ready', () => {
      void this.releaseLeftLocks();
    });
  }

  async get(id: string): Promise<SessionData | null> {
    const json = await command(() => this.client.get(SESSION_PREFIX + id));
    return json ? (JSON.parse(json) as SessionData) : null;
  }

  async set(id: string, data: SessionData, ttlSeconds: number): Promise<void> {
    await this.connections.confirmed((client) =>
      client.set(SESSION_PREFIX + id, JSON.stringify(data), 'EX', ttlSeconds),
    );
    await command(() => this.client.publish(CHANGES_CHANNEL, id));
  }

  async replace(id: string, data: SessionData, ttlSeconds: number): Promise<boolean> {
    const written = await this.connections.confirmed((client) =>
      client.set(SESSION_PREFIX + id, JSON.stringify(data), 'EX', ttlSeconds, 'XX'),
    );
    if (written !== 'OK') return false;
    await command(() => this.client.publish(CHANGES_CHANNEL, id));
    return true;
  }

  async delete(id: string): Promise<void> {
    await this.connections.confirmed((client) => client.del(SESSION_PREFIX + id));
    await command(() => this.client.publish(CHANGES_CHANNEL, id));
  }

  async lock(key: string, owner: string, ttlMs: number): Promise<boolean> {
    try {
      const taken = await this.connections.confirmed((client) =>
        client.set(LOCK_PREFIX + key, owner, 'PX', ttlMs, 'NX'),
      );
      return taken === 'OK';
    } catch (error) {
      // Redis may have taken it before the connection dropped: this owner releases it when it returns.
      this.leave(key, owner);
      throw error;
    }
  }

  async unlock(key: string, owner: string): Promise<void> {
    try {
      await this.connections.confirmed((client) => client.eval(DELETE_IF_SCRIPT, 1, LOCK_PREFIX + key, owner));
    } catch (error) {
      this.leave(key, owner);
      throw error;
    }
  }

  private leave(key: string, owner: string): void {
    this.unreleased.set(key, owner);
    if (this.unreleased.size > UNRELEASED_LOCKS_MAX) {
      const oldest = this.unreleased.keys().next().value;
      if (oldest !== undefined) this.unreleased.delete(oldest);
    }
  }

  /**
   * Sent all at once when the connection is ready, so they are ahead of any lock taken after it on
   * the same connection: a release never removes a lock its owner took again since.
   */
  private async releaseLeftLocks(): Promise<void> {
    const left = [...this.unreleased];
    this.unreleased.clear();
    const released = await Promise.allSettled(
      left.map(([key, owner]) =>
        this.connections.confirmed((client) => client.eval(DELETE_IF_SCRIPT, 1, LOCK_PREFIX + key, owner)),
      ),
    );
    released.forEach((outcome, i) => {
      const [key, owner] = left[i] ?? [];
      if (outcome.status === 'fulfilled' || key === undefined || owner === undefined) return;
      // Away again: the next 'ready' tries once more.
      if (!this.unreleased.has(key)) this.leave(key, owner);
      this.log.debug({ err: outcome.reason }, 'sessions: a lock left while Redis was away is not released yet');
    });
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

  async indexPut(owner: string, handle: string, sessionId: string, entry: string, ttlSeconds: number): Promise<number> {
    const key = INDEX_PREFIX + owner;
    const replies = await command(() =>
      this.client
        .multi()
        .hset(key, handle, JSON.stringify({ sessionId, entry }))
        .expire(key, ttlSeconds)
        .hlen(key)
        .exec(),
    );
    const size = replies?.[2]?.[1];
    return Number(size);
  }

  async indexRead(owner: string): Promise<Map<string, IndexedSession>> {
    const key = INDEX_PREFIX + owner;
    const stored = Object.entries(await command(() => this.client.hgetall(key))).map(([handle, json]) => ({
      handle,
      ...(JSON.parse(json) as IndexedSession),
    }));
    const found = new Map<string, IndexedSession>();
    if (stored.length === 0) return found;
    // Sessions lapse by their own TTL; their entries drop out when the index is next read.
    const live = await command(() =>
      this.client.pipeline(stored.map(({ sessionId }) => ['exists', SESSION_PREFIX + sessionId])).exec(),
    );
    const gone: string[] = [];
    stored.forEach(({ handle, sessionId, entry }, i) => {
      if (live?.[i]?.[1] === 1) found.set(handle, { sessionId, entry });
      else gone.push(handle);
    });
    if (gone.length > 0) await this.indexRemove(owner, gone);
    return found;
  }

  async indexRemove(owner: string, handles: readonly string[]): Promise<void> {
    if (handles.length > 0) await command(() => this.client.hdel(INDEX_PREFIX + owner, ...handles));
  }

  async listPush(key: string, value: string, max: number, ttlMs: number): Promise<void> {
    const full = LIST_PREFIX + key;
    await command(() =>
      this.client
        .multi()
        .lpush(full, value)
        .ltrim(full, 0, max - 1)
        .pexpire(full, ttlMs)
        .exec(),
    );
  }

  async listRead(key: string): Promise<string[]> {
    return command(() => this.client.lrange(LIST_PREFIX + key, 0, -1));
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
    return this.connections.close();
  }
}
