import type { Redis } from 'ioredis';
import { createRedis, type RedisSettings } from '../redis/redis-client.js';
import type { Hold, LimitStore, Tally } from './limit-store.js';

const PREFIX = 'gf:limit:';

/** Adds to a window counter, starting its window when it is new; never below zero. */
const ADD_SCRIPT = `local total = redis.call('incrby', KEYS[1], ARGV[1])
if total < 0 then redis.call('set', KEYS[1], 0, 'KEEPTTL') total = 0 end
local ttl = redis.call('pttl', KEYS[1])
if ttl < 0 then redis.call('pexpire', KEYS[1], ARGV[2]) ttl = tonumber(ARGV[2]) end
return {total, ttl}`;

/**
 * Slots as a sorted set of holders scored by when their slot runs out, on Redis's clock (every
 * instance reads the same time): drop the run-out ones, then renew the holder's slot or take a new
 * one while fewer than max are held; otherwise say when the earliest runs out.
 */
const HOLD_SCRIPT = `if redis.replicate_commands then redis.replicate_commands() end
local time = redis.call('time')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('zremrangebyscore', KEYS[1], '-inf', now)
local max = tonumber(ARGV[2])
local ttl = tonumber(ARGV[3])
if redis.call('zscore', KEYS[1], ARGV[1]) or redis.call('zcard', KEYS[1]) < max then
  redis.call('zadd', KEYS[1], now + ttl, ARGV[1])
  redis.call('pexpire', KEYS[1], ttl)
  return {1, 0}
end
local earliest = redis.call('zrange', KEYS[1], 0, 0, 'WITHSCORES')
return {0, tonumber(earliest[2]) - now}`;

/**
 * The counters of every instance in one Redis (REDIS_URL, or the primary behind REDIS_SENTINELS).
 * While Redis is unreachable they let requests through, as the rate limits do
 * (security/rate-limits.ts): an outage of the limiter must not refuse every sign-in or upload; the
 * session routes answer 503 then anyway.
 */
export class RedisLimitStore implements LimitStore {
  private readonly client: Redis;

  constructor(
    settings: RedisSettings | string,
    private readonly onError: (error: Error) => void,
  ) {
    // Commands made while the connection is being set up wait for it (a fresh instance's first
    // sign-ins count too); with Redis down they fail after one retry and the limits let through.
    this.client = createRedis(typeof settings === 'string' ? { REDIS_URL: settings } : settings, 'limits', {
      waitWhileConnecting: true,
    });
    this.client.on('error', onError);
  }

  private async orOpen<T>(run: () => Promise<T>, open: T): Promise<T> {
    try {
      return await run();
    } catch (error) {
      this.onError(error as Error);
      return open;
    }
  }

  add(key: string, amount: number, windowMs: number): Promise<Tally> {
    return this.orOpen(
      async () => {
        const [total, resetMs] = (await this.client.eval(ADD_SCRIPT, 1, PREFIX + key, amount, windowMs)) as [
          number,
          number,
        ];
        return { total, resetMs };
      },
      { total: 0, resetMs: windowMs },
    );
  }

  hold(key: string, holder: string, max: number, ttlMs: number): Promise<Hold> {
    return this.orOpen(
      async () => {
        const [ok, retryMs] = (await this.client.eval(HOLD_SCRIPT, 1, PREFIX + key, holder, max, ttlMs)) as [
          number,
          number,
        ];
        return { ok: ok === 1, retryMs: Math.max(0, retryMs) };
      },
      { ok: true, retryMs: 0 },
    );
  }

  async release(key: string, holder: string): Promise<void> {
    await this.orOpen(() => this.client.zrem(PREFIX + key, holder), 0);
  }

  resolve(name: string): Promise<string | null> {
    return this.orOpen(() => this.client.get(`${PREFIX}name:${name}`), null);
  }

  async remember(names: readonly string[], account: string, ttlMs: number): Promise<void> {
    if (names.length === 0) return;
    const multi = this.client.multi();
    for (const name of names) multi.set(`${PREFIX}name:${name}`, account, 'PX', ttlMs);
    await this.orOpen(() => multi.exec(), null);
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }
}
