import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createRedis, RECONNECT_MAX_MS, redisConfigured } from './redis-client.js';
import { ConfirmedWrites, REPLICA_RECHECK_MS, REPLICA_WAIT_MS, replicasToConfirm } from './replica-wait.js';

const SENTINELS = {
  REDIS_SENTINELS: 'sentinel-0:26379,[fd00::7]:26380',
  REDIS_SENTINEL_NAME: 'mymaster',
  REDIS_SENTINEL_PASSWORD: 'sentinel-secret',
  REDIS_PASSWORD: 'primary-secret',
};

/** Issue 31: one factory knows REDIS_URL and Sentinel; every Redis user connects through it. */
describe('the Redis factory', () => {
  const made: Redis[] = [];
  const make = (...args: Parameters<typeof createRedis>): Redis => {
    const redis = createRedis(...args);
    // Nothing listens at these addresses: the test reads the options and stops it.
    redis.on('error', () => {});
    made.push(redis);
    return redis;
  };
  afterEach(() => {
    for (const redis of made.splice(0)) redis.disconnect();
  });

  it('asks the sentinels for the primary, with both passwords, and follows their failovers', () => {
    const { options } = make(loadConfig(SENTINELS), 'sessions');
    expect(options).toMatchObject({
      sentinels: [
        { host: 'sentinel-0', port: 26379 },
        { host: 'fd00::7', port: 26380 },
      ],
      name: 'mymaster',
      role: 'master',
      sentinelPassword: 'sentinel-secret',
      password: 'primary-secret',
      failoverDetector: true,
      connectionName: 'gf-sessions',
    });
  });

  it('connects to REDIS_URL when that is what is set', () => {
    const { options } = make(loadConfig({ REDIS_URL: 'redis://:url-secret@127.0.0.1:1/2' }), 'jobs');
    expect(options).toMatchObject({ host: '127.0.0.1', port: 1, db: 2, password: 'url-secret' });
    expect(options.sentinels).toBeFalsy();
  });

  it('fails commands at once while Redis is away (the 503 envelope), and reconnects within half a second', () => {
    const { options } = make(loadConfig(SENTINELS), 'rate-limits');
    expect(options).toMatchObject({ enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    expect([1, 5, 100].map((attempt) => options.retryStrategy?.(attempt))).toEqual([50, 250, RECONNECT_MAX_MS]);
    expect(options.reconnectOnError?.(new Error("READONLY You can't write against a read only replica."))).toBe(1);
    expect(options.reconnectOnError?.(new Error('ERR wrong number of arguments'))).toBe(false);
  });

  it('lets a subscriber wait for Redis: its SUBSCRIBE is queued and sent again after a reconnect', () => {
    const { options } = make(loadConfig(SENTINELS), 'session-changes', { subscriber: true });
    expect(options).toMatchObject({ enableOfflineQueue: true, maxRetriesPerRequest: null, autoResubscribe: true });
  });

  it('is used only when REDIS_URL or the sentinels are set', () => {
    expect(redisConfigured(loadConfig({}))).toBe(false);
    expect(redisConfigured(loadConfig(SENTINELS))).toBe(true);
    expect(() => createRedis(loadConfig({}), 'sessions')).toThrow(/neither REDIS_URL nor REDIS_SENTINELS/);
  });
});

describe('writes confirmed by a replica', () => {
  const client = (acknowledged: number, role: unknown[] = ['master', 0, []]) => {
    const calls: unknown[][] = [];
    const fake = {
      wait: async (...args: unknown[]) => {
        calls.push(args);
        return acknowledged;
      },
      call: async (...args: unknown[]) => {
        calls.push(args);
        return role;
      },
    } as unknown as Redis;
    return { fake, calls };
  };

  it('wait for one replica behind Sentinel and for none with a single Redis', () => {
    expect(replicasToConfirm(loadConfig(SENTINELS))).toBe(1);
    expect(replicasToConfirm(loadConfig({ REDIS_URL: 'redis://redis:6379' }))).toBe(0);
  });

  it('send WAIT after the write on the same connection, and answer what the write answered', async () => {
    const { fake, calls } = client(1);
    const unconfirmed: number[] = [];
    const writes = new ConfirmedWrites(fake, 1, (confirmed) => unconfirmed.push(confirmed));
    const order: string[] = [];
    const result = await writes.run(async (connection) => {
      expect(connection).toBe(fake);
      order.push(`write before ${calls.length} waits`);
      return 'OK';
    });
    expect(result).toBe('OK');
    expect(order).toEqual(['write before 0 waits']);
    expect(calls).toEqual([[1, REPLICA_WAIT_MS]]);
    expect(unconfirmed).toEqual([]);
  });

  it('go on, and say so, when no replica confirmed in time', async () => {
    const { fake } = client(0);
    const unconfirmed: number[] = [];
    const writes = new ConfirmedWrites(fake, 1, (confirmed) => unconfirmed.push(confirmed));
    expect(await writes.run(async () => 'OK')).toBe('OK');
    expect(unconfirmed).toEqual([0]);
  });

  it('stop waiting while the primary has no replica (after a failover), and wait again once one is attached', async () => {
    const role: unknown[] = ['master', 10, []];
    const { fake, calls } = client(0, role);
    let now = 0;
    const unconfirmed: number[] = [];
    const writes = new ConfirmedWrites(
      fake,
      1,
      (confirmed) => unconfirmed.push(confirmed),
      () => now,
    );
    await writes.run(async () => 'first');
    expect(calls).toEqual([[1, REPLICA_WAIT_MS]]);
    calls.length = 0;
    // Within REPLICA_RECHECK_MS: neither WAIT nor ROLE.
    now = REPLICA_RECHECK_MS - 1;
    await writes.run(async () => 'second');
    expect(calls).toEqual([]);
    // Then the primary is asked; still alone, no WAIT.
    now = REPLICA_RECHECK_MS;
    await writes.run(async () => 'third');
    expect(calls).toEqual([['ROLE']]);
    calls.length = 0;
    // A replica attached: the next check finds it and writes wait again.
    role[2] = [['127.0.0.1', '6380', '10']];
    now = 2 * REPLICA_RECHECK_MS;
    await writes.run(async () => 'fourth');
    expect(calls).toEqual([['ROLE'], [1, REPLICA_WAIT_MS]]);
    expect(unconfirmed).toEqual([0, 0, 0, 0]);
  });

  it('send no WAIT with a single Redis', async () => {
    const { fake, calls } = client(0);
    await new ConfirmedWrites(fake, 0, () => {}).run(async () => 1);
    expect(calls).toEqual([]);
  });
});
