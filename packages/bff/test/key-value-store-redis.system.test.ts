import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/platform/config.js';
import type { JobRecord } from '../src/platform/jobs/job-store.js';
import { RedisJobStore } from '../src/platform/jobs/redis-job-store.js';
import { RedisSessionStore } from '../src/platform/session/redis-store.js';
import { emptySession, type SessionData } from '../src/platform/session/session.js';
import type { KeyValueStore } from '../src/platform/store/key-value-store.js';
import { RedisKeyValueStore } from '../src/platform/store/redis-key-value-store.js';
import { eventually, keyValueStoreContract } from './harness/key-value-store-contract.js';
import { type RedisServer, startRedis } from './harness/redis-server.js';

const silent = {
  level: 'silent',
  fatal: () => {},
  error: () => {},
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => silent,
} as unknown as FastifyBaseLogger;

/** Resolves once the store answers (its connections refuse commands while they connect). */
const ready = async (probe: () => Promise<unknown>): Promise<void> => {
  for (let tries = 0; ; tries += 1) {
    try {
      await probe();
      return;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};

let redis: RedisServer | undefined;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());

const settings = () => testConfig({ REDIS_URL: redis?.url });

keyValueStoreContract('Redis', async () => {
  const store: KeyValueStore = new RedisKeyValueStore(settings(), 'contract', 'gf:contract-changes', silent);
  await ready(() => store.ping());
  // Subscribed once a message comes back: the contract's watchers hear every one after.
  let heard = false;
  const unwatch = store.watch('subscribed', () => {
    heard = true;
  });
  for (let tries = 0; !heard && tries < 100; tries += 1) {
    await store.set('contract:subscribed', 'x', 1_000, { notify: 'subscribed' });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  unwatch();
  return store;
});

/**
 * A deploy of the generic store meets the data the stores before it wrote (and instances of the
 * previous version during a rolling restart): every key name, type and encoding is as it was. The
 * old data is written here with the commands the earlier stores sent.
 */
describe('sessions and jobs in Redis keep their key names across the generic store', () => {
  let raw: Redis;
  let sessions: RedisSessionStore;
  let jobs: RedisJobStore;
  const signedIn: SessionData = {
    ...emptySession(1_000),
    tokens: { access: 'access-1', refresh: 'refresh-1', expiresAt: 2_000 },
  };
  const job: JobRecord = {
    id: 'job-1',
    kind: 'excel-export',
    userId: 42,
    joinKey: 'join-1',
    caller: { sessionId: 'session-1', language: 'ru', site: 'ru' },
    params: { from: '2026-01-01' },
    state: 'running',
    upstreamId: 'U1',
    polls: 2,
    nextPollAt: 5_000,
    upstreamStatus: 'PROCESSING',
    error: null,
    createdAt: 1_000,
    updatedAt: 2_000,
  };

  beforeAll(async () => {
    raw = new Redis(redis?.url ?? '');
    sessions = new RedisSessionStore(settings(), silent);
    jobs = new RedisJobStore(settings(), silent);
    await Promise.all([ready(() => sessions.ping()), ready(() => jobs.running())]);
  });
  afterAll(async () => {
    await Promise.all([sessions?.close(), jobs?.close()]);
    raw?.disconnect();
  });

  it('reads the sessions, locks, claims, indexes and trails written before', async () => {
    await raw.set('gf:session:old-1', JSON.stringify(signedIn), 'EX', 3_600);
    await raw.set('gf:lock:refresh:old-1', 'instance-a', 'PX', 60_000);
    await raw.set('gf:lock:idempotency:key-1', 'digest-1', 'PX', 60_000);
    const entry = JSON.stringify({ site: 'ru', userAgent: 'Firefox', startedAt: 1_000, lastSeenAt: 2_000 });
    await raw.hset('gf:account-sessions:42', 'handle-1', JSON.stringify({ sessionId: 'old-1', entry }));
    await raw.hset('gf:account-sessions:42', 'handle-2', JSON.stringify({ sessionId: 'gone', entry }));
    await raw.expire('gf:account-sessions:42', 3_600);
    await raw.lpush('gf:list:trail-1', 'visit-1', 'visit-2');

    expect(await sessions.get('old-1')).toEqual(signedIn);
    expect(await sessions.count()).toBeGreaterThanOrEqual(1);
    expect(await sessions.lock('refresh:old-1', 'instance-b', 60_000)).toBe(false);
    await sessions.unlock('refresh:old-1', 'instance-a');
    expect(await raw.exists('gf:lock:refresh:old-1')).toBe(0);
    expect(await sessions.claim('idempotency:key-1', 'digest-2', 60_000)).toBe('digest-1');
    expect(await sessions.indexRead('42')).toEqual(new Map([['handle-1', { sessionId: 'old-1', entry }]]));
    // The entry of a session gone left the index, as before.
    expect(await raw.hkeys('gf:account-sessions:42')).toEqual(['handle-1']);
    expect(await sessions.listRead('trail-1')).toEqual(['visit-2', 'visit-1']);
    expect(await sessions.replace('old-1', { ...signedIn, unreadMail: 3 }, 3_600)).toBe(true);
    expect((await sessions.get('old-1'))?.unreadMail).toBe(3);
  });

  it('writes sessions where the stores before it (and older instances) read them', async () => {
    const subscriber = new Redis(redis?.url ?? '');
    const messages: string[] = [];
    subscriber.on('message', (channel: string, message: string) => messages.push(`${channel} ${message}`));
    await subscriber.subscribe('gf:session-changed');
    try {
      await sessions.set('new-1', signedIn, 3_600);
      expect(JSON.parse((await raw.get('gf:session:new-1')) ?? 'null')).toEqual(signedIn);
      const ttl = await raw.ttl('gf:session:new-1');
      expect(ttl).toBeGreaterThan(3_590);
      expect(ttl).toBeLessThanOrEqual(3_600);
      expect(await sessions.lock('refresh:new-1', 'instance-b', 60_000)).toBe(true);
      expect(await raw.get('gf:lock:refresh:new-1')).toBe('instance-b');
      await sessions.claim('idempotency:key-2', 'digest-3', 60_000);
      expect(await raw.get('gf:lock:idempotency:key-2')).toBe('digest-3');
      await sessions.indexPut('43', 'handle-3', 'new-1', 'entry-3', 3_600);
      expect(JSON.parse((await raw.hget('gf:account-sessions:43', 'handle-3')) ?? 'null')).toEqual({
        sessionId: 'new-1',
        entry: 'entry-3',
      });
      expect(await raw.ttl('gf:account-sessions:43')).toBeGreaterThan(3_590);
      await sessions.listPush('trail-2', 'visit-3', 50, 60_000);
      expect(await raw.lrange('gf:list:trail-2', 0, -1)).toEqual(['visit-3']);
      await sessions.delete('new-1');
      expect(await raw.exists('gf:session:new-1')).toBe(0);
      await eventually(() => messages.length === 2);
      expect(messages).toEqual(['gf:session-changed new-1', 'gf:session-changed new-1']);
    } finally {
      subscriber.disconnect();
    }
  });

  it('goes on with the jobs, join keys and leases written before, and writes them where they were', async () => {
    await raw.set('gf:{jobs}:job:job-1', JSON.stringify(job), 'EX', 3_600);
    await raw.sadd('gf:{jobs}:running', 'job-1', 'job-expired');
    await raw.set('gf:{jobs}:key:join-1', 'job-1', 'PX', 60_000);
    await raw.set('gf:{jobs}:lease:job-1', 'instance-a', 'PX', 60_000);

    expect(await jobs.get('job-1')).toEqual(job);
    expect(await jobs.running()).toEqual(['job-1']);
    expect(await raw.smembers('gf:{jobs}:running')).toEqual(['job-1']);
    expect(await jobs.bindKey('join-1', 'job-2', 60_000)).toBe('job-1');
    expect(await jobs.lease('job-1', 'instance-b', 60_000)).toBe(false);
    expect(await jobs.lease('job-1', 'instance-a', 60_000)).toBe(true);

    const subscriber = new Redis(redis?.url ?? '');
    const messages: string[] = [];
    subscriber.on('message', (channel: string, message: string) => messages.push(`${channel} ${message}`));
    await subscriber.subscribe('gf:job-changed');
    try {
      await jobs.save({ ...job, state: 'ready' }, 3_600);
      expect(JSON.parse((await raw.get('gf:{jobs}:job:job-1')) ?? 'null')).toMatchObject({ state: 'ready' });
      expect(await raw.smembers('gf:{jobs}:running')).toEqual([]);
      await eventually(() => messages.length === 1);
      expect(messages).toEqual(['gf:job-changed job-1']);
    } finally {
      subscriber.disconnect();
    }
    await jobs.release('job-1', 'instance-a');
    expect(await raw.exists('gf:{jobs}:lease:job-1')).toBe(0);
    await jobs.unbindKey('join-1', 'job-1');
    expect(await raw.exists('gf:{jobs}:key:join-1')).toBe(0);
  });
});
