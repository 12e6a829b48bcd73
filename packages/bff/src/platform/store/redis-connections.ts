import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createRedis, type RedisSettings } from '../redis/redis-client.js';
import { ConfirmedWrites, replicasToConfirm } from '../redis/replica-wait.js';
import { SessionStoreUnavailable } from './store-unavailable.js';

/** Deletes a key only while it still holds the caller's value (a lock's owner, a lease's holder). */
export const DELETE_IF_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** At most one warning a minute that writes go on without a replica's confirmation. */
const UNCONFIRMED_WARNING_EVERY_MS = 60_000;

/** Runs a Redis command; a failure is the store being unavailable (503, never a crash). */
export const command = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw new SessionStoreUnavailable(error);
  }
};

/**
 * A Redis-backed store's connections, all from the one factory (platform/redis): `client` for
 * reads and for writes nobody needs after a failover, `writes` for those that must outlive one
 * (confirmed by a replica), and a subscriber turning messages on `channel` into local events named
 * by the message (an id), so a waiting request wakes as soon as another instance has written.
 * Connection errors come again at every reconnect attempt and are logged at debug; the calls that
 * need Redis fail on their own.
 */
export class StoreConnections {
  readonly client: Redis;
  readonly writes: ConfirmedWrites;
  readonly changes = new EventEmitter();
  private readonly subscriber: Redis;
  private warnedAt = Number.NEGATIVE_INFINITY;

  constructor(
    settings: RedisSettings,
    readonly name: string,
    readonly channel: string,
    log: FastifyBaseLogger,
  ) {
    const onConnectionError = (error: Error): void => log.debug({ err: error }, `${name}: Redis unreachable`);
    this.client = createRedis(settings, name);
    const writer = createRedis(settings, `${name}-writes`);
    this.writes = new ConfirmedWrites(writer, replicasToConfirm(settings), (confirmed) => {
      if (Date.now() - this.warnedAt < UNCONFIRMED_WARNING_EVERY_MS) return;
      this.warnedAt = Date.now();
      log.warn({ confirmed }, `${name}: no Redis replica confirmed a write in time; writes go on unconfirmed`);
    });
    this.subscriber = createRedis(settings, `${name}-changes`, { subscriber: true });
    this.changes.setMaxListeners(0);
    for (const connection of [this.client, writer, this.subscriber]) connection.on('error', onConnectionError);
    this.subscriber.subscribe(channel).catch(onConnectionError);
    this.subscriber.on('message', (_channel: string, id: string) => this.changes.emit(id));
  }

  /** A write that must outlive a failover: done, then confirmed by a replica (Sentinel). */
  confirmed<T>(write: (client: Redis) => Promise<T>): Promise<T> {
    return command(() => this.writes.run(write));
  }

  /** Waits for the replies of commands sent; a connection not up now stops trying. */
  async close(): Promise<void> {
    this.changes.removeAllListeners();
    const end = async (connection: Redis): Promise<void> => {
      if (connection.status === 'ready') await connection.quit();
      else connection.disconnect();
    };
    await Promise.allSettled([end(this.client), end(this.writes.client), end(this.subscriber)]);
  }
}
