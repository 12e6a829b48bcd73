import type { FastifyBaseLogger } from 'fastify';
import type { ChainableCommander, Redis } from 'ioredis';
import type { RedisSettings } from '../redis/redis-client.js';
import type { KeyValueStore, Write } from './key-value-store.js';
import { command, DELETE_IF_SCRIPT, StoreConnections } from './redis-connections.js';

/** SET NX PX that answers the value the key holds afterwards, whichever instance set it. */
const CLAIM_SCRIPT = `local held = redis.call('get', KEYS[1])
if held then return held end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
return ARGV[1]`;
/** Takes the lease when free, renews it when the caller holds it; 1 when the caller holds it after. */
const LEASE_SCRIPT = `local holder = redis.call('get', KEYS[1])
if holder == false then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
if holder == ARGV[1] then redis.call('pexpire', KEYS[1], ARGV[2]) return 1 end
return 0`;
/**
 * Locks taken or held when Redis went away, kept to be released once it answers again; the
 * oldest are forgotten past this many (they run out by their TTL, as they would without this).
 */
const UNRELEASED_LOCKS_MAX = 10_000;
/** Keys counted per SCAN step. */
const COUNT_BATCH = 1000;

/** Runs a MULTI; a command in it that failed fails the whole write, as it would alone. */
const transaction = async (multi: ChainableCommander): Promise<unknown[]> => {
  const replies = (await multi.exec()) ?? [];
  const failed = replies.find(([error]) => error);
  if (failed) throw failed[0];
  return replies.map(([, reply]) => reply);
};

/**
 * The store shared by every instance. Writes that must outlive a failover (a session, refreshed
 * tokens, a sign-out, the refresh lock, a job's record and its join key) are confirmed by a
 * replica behind Sentinel: a lost session would sign its user out, lost tokens would leave a spent
 * refresh token behind, a lost lock would let a second instance spend it, and a lost job record
 * could start the upstream's work twice. Reads go on a connection of their own; messages on
 * `channel` wake a watcher as soon as another instance has written instead of at its next poll.
 * Each command touches one key, or keys of one hash tag, so a Redis Cluster takes them too.
 */
export class RedisKeyValueStore implements KeyValueStore {
  private readonly connections: StoreConnections;
  private readonly client: Redis;
  /**
   * Lock key → owner, for locks whose taking or release failed while Redis was away (a restart,
   * a failover). A lock left behind would make every request of its session wait its steps (1 s,
   * 20 times) until the TTL ran out: 65 s for auth info. They are released when the writes'
   * connection is ready again, each only if its owner still holds it.
   */
  private readonly unreleased = new Map<string, string>();

  constructor(
    settings: RedisSettings,
    private readonly name: string,
    channel: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.connections = new StoreConnections(settings, name, channel, log);
    this.client = this.connections.client;
    this.connections.writes.client.on('ready', () => {
      void this.releaseLeftLocks();
    });
  }

  async get(key: string): Promise<string | null> {
    return command(() => this.client.get(key));
  }

  async getDocument<T>(key: string): Promise<T | null> {
    const json = await this.get(key);
    return json === null ? null : (JSON.parse(json) as T);
  }

  async set(key: string, value: string | object, ttlMs: number, write: Write = {}): Promise<boolean> {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const { channel } = this.connections;
    const { notify } = write;
    if (write.when === 'absent' || write.when === 'present') {
      const onlyIfAbsent = write.when === 'absent';
      const written = await this.connections.confirmed((client) =>
        onlyIfAbsent ? client.set(key, text, 'PX', ttlMs, 'NX') : client.set(key, text, 'PX', ttlMs, 'XX'),
      );
      if (written !== 'OK') return false;
      // Only once written: a conditional write cannot carry its message in the same MULTI.
      if (notify !== undefined) await command(() => this.client.publish(channel, notify));
      return true;
    }
    const membership = 'membership' in write ? write.membership : undefined;
    await this.connections.confirmed((client) => {
      const multi = client.multi().set(key, text, 'PX', ttlMs);
      if (membership?.present) multi.sadd(membership.set, membership.member);
      else if (membership) multi.srem(membership.set, membership.member);
      if (notify !== undefined) multi.publish(channel, notify);
      return transaction(multi);
    });
    return true;
  }

  async delete(key: string, notify?: string): Promise<void> {
    await this.connections.confirmed((client) => {
      const multi = client.multi().del(key);
      if (notify !== undefined) multi.publish(this.connections.channel, notify);
      return transaction(multi);
    });
  }

  async exist(keys: readonly string[]): Promise<boolean[]> {
    if (keys.length === 0) return [];
    const replies = await command(() => transaction(this.client.pipeline(keys.map((key) => ['exists', key]))));
    return replies.map((reply) => reply === 1);
  }

  async claim(key: string, value: string, ttlMs: number): Promise<string> {
    return String(await command(() => this.client.eval(CLAIM_SCRIPT, 1, key, value, ttlMs)));
  }

  async lock(key: string, owner: string, ttlMs: number): Promise<boolean> {
    try {
      const taken = await this.connections.confirmed((client) => client.set(key, owner, 'PX', ttlMs, 'NX'));
      return taken === 'OK';
    } catch (error) {
      // Redis may have taken it before the connection dropped: this owner releases it when it returns.
      this.leave(key, owner);
      throw error;
    }
  }

  async unlock(key: string, owner: string): Promise<void> {
    try {
      await this.connections.confirmed((client) => client.eval(DELETE_IF_SCRIPT, 1, key, owner));
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
      left.map(([key, owner]) => this.connections.confirmed((client) => client.eval(DELETE_IF_SCRIPT, 1, key, owner))),
    );
    released.forEach((outcome, i) => {
      const [key, owner] = left[i] ?? [];
      if (outcome.status === 'fulfilled' || key === undefined || owner === undefined) return;
      // Away again: the next 'ready' tries once more.
      if (!this.unreleased.has(key)) this.leave(key, owner);
      this.log.debug({ err: outcome.reason }, `${this.name}: a lock left while Redis was away is not released yet`);
    });
  }

  async lease(key: string, owner: string, ttlMs: number): Promise<boolean> {
    return (await command(() => this.client.eval(LEASE_SCRIPT, 1, key, owner, ttlMs))) === 1;
  }

  async deleteIf(key: string, value: string): Promise<void> {
    await command(() => this.client.eval(DELETE_IF_SCRIPT, 1, key, value));
  }

  async hashPut(key: string, field: string, value: string, ttlMs: number): Promise<number> {
    const replies = await command(() =>
      transaction(this.client.multi().hset(key, field, value).pexpire(key, ttlMs).hlen(key)),
    );
    return Number(replies[2]);
  }

  async hashRead(key: string): Promise<Map<string, string>> {
    return new Map(Object.entries(await command(() => this.client.hgetall(key))));
  }

  async hashRemove(key: string, fields: readonly string[]): Promise<void> {
    if (fields.length > 0) await command(() => this.client.hdel(key, ...fields));
  }

  async listPush(key: string, value: string, max: number, ttlMs: number): Promise<void> {
    await command(() =>
      transaction(
        this.client
          .multi()
          .lpush(key, value)
          .ltrim(key, 0, max - 1)
          .pexpire(key, ttlMs),
      ),
    );
  }

  async listRead(key: string): Promise<string[]> {
    return command(() => this.client.lrange(key, 0, -1));
  }

  async members(set: string): Promise<string[]> {
    return command(() => this.client.smembers(set));
  }

  async removeMembers(set: string, members: readonly string[]): Promise<void> {
    if (members.length > 0) await command(() => this.client.srem(set, ...members));
  }

  watch(name: string, listener: () => void): () => void {
    this.connections.changes.on(name, listener);
    return () => this.connections.changes.off(name, listener);
  }

  async count(prefix: string): Promise<number> {
    let count = 0;
    let cursor = '0';
    do {
      const [next, keys] = await command(() => this.client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', COUNT_BATCH));
      cursor = next;
      count += keys.length;
    } while (cursor !== '0');
    return count;
  }

  async ping(): Promise<void> {
    await command(() => this.client.ping());
  }

  close(): Promise<void> {
    return this.connections.close();
  }
}
