import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort, type Managed, sleep, startManaged } from './processes.js';

/** The name the sentinels know the primary by (REDIS_SENTINEL_NAME). */
export const PRIMARY_NAME = 'gf-primary';
/** Sentinels agreeing that the primary is down before a failover starts (of three). */
const QUORUM = 2;
/** How long the primary may not answer before a sentinel counts it down (production: 5–30 s). */
export const DOWN_AFTER_MS = 1_000;
/**
 * A sentinel whose election failed (votes split, likely on a busy machine) tries again after twice
 * this; short, so the test measures the gateway's recovery, not a second election 20 s later.
 */
const FAILOVER_TIMEOUT_MS = 3_000;
const SENTINELS = 3;

export interface RedisNode {
  port: number;
  process: Managed;
}

/** A primary, its replica and three sentinels, on free loopback ports. */
export interface SentinelSet {
  /** The gateway's settings for it (REDIS_SENTINELS, REDIS_SENTINEL_NAME). */
  env: Record<string, string>;
  primary: RedisNode;
  replica: RedisNode;
  sentinels: RedisNode[];
  /** The port the sentinels name as the primary now, asked of each until they agree. */
  primaryPort: () => Promise<number>;
  stop: () => Promise<void>;
}

const probe = (port: number): Redis => {
  const redis = new Redis({
    host: '127.0.0.1',
    port,
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  return redis;
};

/** Asks `port` until `check` holds (10 s at most); `check` gets a connected client. */
const until = async (port: number, what: string, check: (redis: Redis) => Promise<boolean>): Promise<void> => {
  for (let i = 0; i < 100; i += 1) {
    const redis = probe(port);
    try {
      await redis.connect();
      if (await check(redis)) return;
    } catch {
      // not up yet
    } finally {
      redis.disconnect();
    }
    await sleep(100);
  }
  throw new Error(`redis on ${port}: ${what} did not happen in 10 s`);
};

/** `SENTINEL MASTER <name>` as a record. */
const masterOf = async (sentinel: Redis): Promise<Record<string, string>> => {
  const flat = (await sentinel.call('SENTINEL', 'MASTER', PRIMARY_NAME)) as string[];
  const record: Record<string, string> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) record[flat[i] ?? ''] = flat[i + 1] ?? '';
  return record;
};

/**
 * Debian's redis-server as a primary and a replica, and three sentinels (the same binary with
 * `--sentinel`: Debian's redis-server package ships no `redis-sentinel` command, which lives in the
 * package of that name) watching them with a short down-after time, as issue 31 asks the failover
 * test to run. Without persistence: what survives a failover is what the replica holds. Resolves
 * once the replica is in sync and every sentinel knows the other two and the replica.
 */
export const startSentinelSet = async (): Promise<SentinelSet> => {
  const dir = await mkdtemp(join(tmpdir(), 'gf-sentinel-'));
  const started: Managed[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(started.map((process) => process.stop('SIGTERM', 5_000)));
    await rm(dir, { recursive: true, force: true });
  };
  const server = async (name: string, extra: string[]): Promise<RedisNode> => {
    const port = await freePort();
    // A folder each: a full sync writes an RDB file on both sides, never in the tests' folder.
    const own = join(dir, name);
    await mkdir(own);
    const process = startManaged('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      own,
      '--save',
      '',
      '--appendonly',
      'no',
      ...extra,
    ]);
    started.push(process);
    await until(port, 'start', async (redis) => (await redis.ping()) === 'PONG');
    return { port, process };
  };
  try {
    const primary = await server('primary', []);
    const replica = await server('replica', ['--replicaof', '127.0.0.1', String(primary.port)]);
    await until(replica.port, 'replication', async (redis) =>
      (await redis.info('replication')).includes('master_link_status:up'),
    );
    const sentinels: RedisNode[] = [];
    for (let i = 0; i < SENTINELS; i += 1) {
      const port = await freePort();
      const file = join(dir, `sentinel-${i}.conf`);
      // A sentinel rewrites its file with what it learns (other sentinels, the replica, failovers).
      await writeFile(
        file,
        [
          `port ${port}`,
          'bind 127.0.0.1',
          `dir ${dir}`,
          `sentinel monitor ${PRIMARY_NAME} 127.0.0.1 ${primary.port} ${QUORUM}`,
          `sentinel down-after-milliseconds ${PRIMARY_NAME} ${DOWN_AFTER_MS}`,
          `sentinel failover-timeout ${PRIMARY_NAME} ${FAILOVER_TIMEOUT_MS}`,
          `sentinel parallel-syncs ${PRIMARY_NAME} 1`,
          '',
        ].join('\n'),
      );
      const process = startManaged('redis-server', [file, '--sentinel']);
      started.push(process);
      sentinels.push({ port, process });
    }
    for (const sentinel of sentinels)
      await until(sentinel.port, 'discovery of the other sentinels and the replica', async (redis) => {
        const master = await masterOf(redis);
        return master['num-other-sentinels'] === String(SENTINELS - 1) && master['num-slaves'] === '1';
      });
    const primaryPort = async (): Promise<number> => {
      const ports = new Set<number>();
      for (const sentinel of sentinels) {
        const redis = probe(sentinel.port);
        try {
          await redis.connect();
          const [, port] = (await redis.call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', PRIMARY_NAME)) as string[];
          ports.add(Number(port));
        } finally {
          redis.disconnect();
        }
      }
      return ports.size === 1 ? ([...ports][0] ?? 0) : 0;
    };
    return {
      env: {
        REDIS_SENTINELS: sentinels.map((sentinel) => `127.0.0.1:${sentinel.port}`).join(','),
        REDIS_SENTINEL_NAME: PRIMARY_NAME,
      },
      primary,
      replica,
      sentinels,
      primaryPort,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
