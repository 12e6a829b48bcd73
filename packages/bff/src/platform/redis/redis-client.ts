import { type Callback, Redis, type RedisOptions } from 'ioredis';
import type { Config } from '../config.js';

/** The settings that say where Redis is: one server (REDIS_URL) or a primary found through Sentinel. */
export type RedisSettings = Pick<
  Config,
  'REDIS_URL' | 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME' | 'REDIS_SENTINEL_PASSWORD' | 'REDIS_PASSWORD'
>;

/** Several instances share state only when one of the two is set; otherwise it stays in memory. */
export const redisConfigured = (settings: RedisSettings): boolean =>
  settings.REDIS_URL !== undefined || settings.REDIS_SENTINELS !== undefined;

/**
 * Reconnection delays: short, so the first attempt after a failover (or a restart) comes within
 * half a second; each attempt asks a sentinel where the primary is now.
 */
export const RECONNECT_STEP_MS = 50;
export const RECONNECT_MAX_MS = 500;
/** A command without an answer this long fails (a primary gone without closing its connections). */
export const REDIS_COMMAND_TIMEOUT_MS = 3_000;
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;

const reconnectDelay = (attempt: number): number => Math.min(attempt * RECONNECT_STEP_MS, RECONNECT_MAX_MS);

/**
 * A connection that reached a primary demoted to a replica (after a failover, when the old primary
 * comes back) is told READONLY: reconnect, which asks the sentinels for the new primary. The
 * command itself fails (1, not 2: not sent again), like every command while Redis is away.
 */
const reconnectOnReadOnly = (error: Error): 1 | false => (error.message.startsWith('READONLY') ? 1 : false);

/** Where to connect: the URL, or the sentinels with the primary's name (ioredis asks them and follows failovers). */
const whereOf = (settings: RedisSettings): RedisOptions => {
  if (settings.REDIS_SENTINELS === undefined) return {};
  return {
    sentinels: settings.REDIS_SENTINELS,
    name: settings.REDIS_SENTINEL_NAME,
    role: 'master',
    ...(settings.REDIS_SENTINEL_PASSWORD === undefined ? {} : { sentinelPassword: settings.REDIS_SENTINEL_PASSWORD }),
    ...(settings.REDIS_PASSWORD === undefined ? {} : { password: settings.REDIS_PASSWORD }),
    // Subscribed to the sentinels' +switch-master: every connection moves to the new primary as soon
    // as they announce it, also when the old one is still reachable (a partition, a manual failover).
    failoverDetector: true,
    sentinelRetryStrategy: reconnectDelay,
    sentinelCommandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  };
};

/**
 * A connection that never gives up while the gateway needs it. ioredis ends a client for good
 * ('end', every command "Connection is closed." from then on) when a sentinel's +switch-master
 * arrives while that client is asking a sentinel where the primary is: the failover detector
 * cancels the connect under way, and the cancelled connect ends the client instead of retrying
 * (redis/ioredis#1683, "only 2-3 pods every time"). One instance then answered 503 until it was
 * restarted. A connection the gateway did not close connects again, RECONNECT_MAX_MS later like
 * any other attempt; `quit` and `disconnect` are the gateway closing it.
 */
class FollowingRedis extends Redis {
  #closing = false;
  #again: NodeJS.Timeout | undefined;

  constructor(url: string | undefined, options: RedisOptions) {
    // ioredis skips an undefined argument: the URL's settings when there is one, then the options.
    super(url as string, options);
    this.on('end', () => this.#connectAgain());
  }

  #connectAgain(): void {
    if (this.#closing) return;
    // Told to the owner's log like any other connection error (ioredis keeps quiet once ended).
    const ended = new Error('ioredis ended a connection the gateway still uses; connecting again');
    if (this.listenerCount('error') > 0) this.emit('error', ended);
    this.#again = setTimeout(() => {
      this.#again = undefined;
      // A failure here is emitted as 'error' by ioredis itself, and ends the client again (back
      // here) or goes on through its own reconnection.
      if (!this.#closing && this.status === 'end') this.connect().catch(() => undefined);
    }, RECONNECT_MAX_MS);
  }

  #close(): void {
    this.#closing = true;
    clearTimeout(this.#again);
  }

  override disconnect(reconnect = false): void {
    if (!reconnect) this.#close();
    super.disconnect(reconnect);
  }

  override quit(callback?: Callback<'OK'>): Promise<'OK'> {
    this.#close();
    return super.quit(callback);
  }
}

export interface RedisRoleOptions {
  /**
   * A subscriber waits for Redis (its SUBSCRIBE is queued until it connects, and sent again after
   * every reconnect); every other connection fails its commands at once while Redis is away.
   */
  subscriber?: boolean;
  /**
   * Commands wait while the connection is being made (queued), and fail after one reconnection
   * attempt when Redis is away: for counters that let requests through when they cannot count
   * (security/redis-limit-store.ts), whose first commands at start must count too.
   */
  waitWhileConnecting?: boolean;
}

/**
 * The one place the gateway connects to Redis (DESIGN.md "Operations"): sessions, the refresh
 * lock, jobs, rate limits and pub/sub all connect here, through REDIS_URL or through Sentinel.
 *
 * While Redis is away (down, or a failover under way), commands fail at once instead of queueing:
 * no offline queue, and a command in flight when its connection drops is not sent again
 * (maxRetriesPerRequest 0): the request gets the 503 envelope of an unavailable store, which the
 * browser retries, instead of waiting. Reconnection goes on in the background every
 * RECONNECT_MAX_MS at most. `role` names the connection (CLIENT LIST shows `gf-<role>`).
 */
export const createRedis = (settings: RedisSettings, role: string, options: RedisRoleOptions = {}): Redis => {
  const common: RedisOptions = {
    ...whereOf(settings),
    connectionName: `gf-${role}`,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    retryStrategy: reconnectDelay,
    reconnectOnError: reconnectOnReadOnly,
  };
  const behaviour: RedisOptions = options.subscriber
    ? { enableOfflineQueue: true, maxRetriesPerRequest: null }
    : options.waitWhileConnecting
      ? { enableOfflineQueue: true, maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS }
      : { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: REDIS_COMMAND_TIMEOUT_MS };
  if (!redisConfigured(settings)) throw new Error('createRedis: neither REDIS_URL nor REDIS_SENTINELS is set');
  return new FollowingRedis(settings.REDIS_URL, { ...common, ...behaviour });
};
