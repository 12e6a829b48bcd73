import type { Redis } from 'ioredis';
import type { RedisSettings } from './redis-client.js';

/**
 * How long a write waits for a replica's confirmation. On a healthy set it comes within a round
 * trip (a millisecond or two); without a replica (it died, it resyncs) the write goes on
 * unconfirmed after this long rather than stopping sign-ins.
 */
export const REPLICA_WAIT_MS = 500;

/**
 * Replicas a write must reach before it counts as done: one behind Sentinel, whose failover
 * promotes a replica (Redis replicates asynchronously, so a write the primary took just before
 * it died is otherwise lost); none with a single server (REDIS_URL), which has nothing to wait for.
 */
export const replicasToConfirm = (settings: RedisSettings): number => (settings.REDIS_SENTINELS === undefined ? 0 : 1);

/**
 * Writes that must survive a failover (sessions, the refresh lock, jobs) go through here, on a
 * connection of their own: WAIT blocks the connection it is sent on until the replicas confirm
 * every write made on it so far, so reads on the store's other connection never queue behind it.
 */
export class ConfirmedWrites {
  constructor(
    readonly client: Redis,
    private readonly replicas: number,
    /** Told when a write went on unconfirmed (no replica answered in REPLICA_WAIT_MS). */
    private readonly onUnconfirmed: (confirmed: number) => void,
  ) {}

  /** Runs `write` on this connection, then waits for the replicas. */
  async run<T>(write: (client: Redis) => Promise<T>): Promise<T> {
    const result = await write(this.client);
    if (this.replicas > 0) {
      const confirmed = await this.client.wait(this.replicas, REPLICA_WAIT_MS);
      if (confirmed < this.replicas) this.onUnconfirmed(confirmed);
    }
    return result;
  }
}
