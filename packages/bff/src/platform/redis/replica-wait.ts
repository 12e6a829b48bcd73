import type { Redis } from 'ioredis';
import type { RedisSettings } from './redis-client.js';

/**
 * How long a write waits for a replica's confirmation. On a healthy set it comes within a round
 * trip (a millisecond or two); without a replica (it died, it resyncs) the write goes on
 * unconfirmed after this long rather than stopping sign-ins.
 */
export const REPLICA_WAIT_MS = 500;

/**
 * Once a write went unconfirmed, writes stop waiting and the primary is asked (ROLE) at most this
 * often whether a replica is attached again. Without it every write after a failover, until the
 * old primary returns as a replica, would take REPLICA_WAIT_MS: a page with three writes 1.5 s.
 */
export const REPLICA_RECHECK_MS = 1_000;

/**
 * Replicas a write must reach before it counts as done: one behind Sentinel, whose failover
 * promotes a replica (Redis replicates asynchronously, so a write the primary took just before
 * it died is otherwise lost); none with a single server (REDIS_URL), which has nothing to wait for.
 */
export const replicasToConfirm = (settings: RedisSettings): number => (settings.REDIS_SENTINELS === undefined ? 0 : 1);

/** The replicas a primary lists in its ROLE reply (`master`, offset, [[host, port, offset], ...]). */
const attachedReplicas = (role: unknown): number =>
  Array.isArray(role) && role[0] === 'master' && Array.isArray(role[2]) ? role[2].length : 0;

/**
 * Writes that must survive a failover (sessions, the refresh lock, jobs) go through here, on a
 * connection of their own: WAIT blocks the connection it is sent on until the replicas confirm
 * every write made on it so far, so reads on the store's other connection never queue behind it.
 */
export class ConfirmedWrites {
  /** Set when a write went unconfirmed: writes go on without waiting until a replica is back. */
  private alone = false;
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    readonly client: Redis,
    private readonly replicas: number,
    /** Told when a write went on unconfirmed (no replica answered in REPLICA_WAIT_MS, or none is attached). */
    private readonly onUnconfirmed: (confirmed: number) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Runs `write` on this connection, then waits for the replicas (unless the primary has none). */
  async run<T>(write: (client: Redis) => Promise<T>): Promise<T> {
    const result = await write(this.client);
    if (this.replicas === 0) return result;
    if (this.alone && !(await this.replicasBack())) {
      this.onUnconfirmed(0);
      return result;
    }
    const confirmed = await this.client.wait(this.replicas, REPLICA_WAIT_MS);
    if (confirmed < this.replicas) {
      this.alone = true;
      this.checkedAt = this.now();
      this.onUnconfirmed(confirmed);
    }
    return result;
  }

  /** Whether enough replicas are attached again; asks the primary at most every REPLICA_RECHECK_MS. */
  private async replicasBack(): Promise<boolean> {
    if (this.now() - this.checkedAt < REPLICA_RECHECK_MS) return false;
    this.checkedAt = this.now();
    if (attachedReplicas(await this.client.call('ROLE')) < this.replicas) return false;
    this.alone = false;
    return true;
  }
}
