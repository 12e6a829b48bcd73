import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_VALUE } from '../src/platform/security/csrf.js';
import { PASSWORD_ADDRESS_LIMIT } from '../src/platform/security/rate-limits.js';
import { RedisLimitStore } from '../src/platform/security/redis-limit-store.js';
import { RUNNING_JOBS_PER_USER } from '../src/platform/security/user-caps.js';
import { type Harness, startHarness, TEST_HOST } from './harness/gateway-harness.js';
import { type RedisServer, startRedis } from './harness/redis-server.js';

/** Issue 29 item 3: the limits about people hold across instances sharing one Redis (REDIS_URL). */
describe('limits in Redis, shared by two gateway instances', () => {
  let redis: RedisServer;
  let first: Harness;
  let second: Harness;
  beforeAll(async () => {
    redis = await startRedis();
    first = await startHarness({ REDIS_URL: redis.url });
    second = await startHarness({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await redis.stop();
  });

  it('counts window totals, slots and account names once for every client of the store', async () => {
    const errors: Error[] = [];
    const a = new RedisLimitStore(redis.url, (error) => errors.push(error));
    const b = new RedisLimitStore(redis.url, (error) => errors.push(error));
    try {
      expect((await a.add('t|k', 5, 60_000)).total).toBe(5);
      expect((await b.add('t|k', -2, 60_000)).total).toBe(3);
      expect((await b.add('t|k', -9, 60_000)).total).toBe(0);
      expect((await a.hold('t|s', 'one', 2, 60_000)).ok).toBe(true);
      expect((await b.hold('t|s', 'two', 2, 60_000)).ok).toBe(true);
      const third = await a.hold('t|s', 'three', 2, 60_000);
      expect(third.ok).toBe(false);
      expect(third.retryMs).toBeGreaterThan(0);
      expect((await b.hold('t|s', 'one', 2, 60_000)).ok).toBe(true);
      await b.release('t|s', 'one');
      expect((await a.hold('t|s', 'three', 2, 60_000)).ok).toBe(true);
      await a.remember(['partner', '100001'], '1', 60_000);
      expect(await b.resolve('100001')).toBe('1');
      expect(errors).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('password spraying over both instances stops at PASSWORD_ADDRESS_LIMIT, Excel exports at RUNNING_JOBS_PER_USER', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PASSWORD_ADDRESS_LIMIT.max + 5; i += 1) {
      const gateway = i % 2 === 0 ? first : second;
      const reply = await gateway.app.inject({
        method: 'POST',
        url: '/bff/v1/auth/sign-in',
        remoteAddress: '198.51.100.77',
        headers: { host: TEST_HOST, [CSRF_HEADER]: CSRF_VALUE, origin: `http://${TEST_HOST}` },
        payload: { login: `person-${i}`, password: 'Summer2026!' },
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const cookies = [await first.signIn('partner'), await second.signIn('partner')];
    const started: number[] = [];
    for (let i = 0; i < RUNNING_JOBS_PER_USER + 3; i += 1) {
      const gateway = i % 2 === 0 ? first : second;
      const reply = await gateway.post(
        '/bff/v1/office/statements/excel-exports',
        { period_id: 202601 + i },
        cookies[i % 2],
      );
      started.push(reply.statusCode);
    }
    expect(started.filter((status) => status === 202)).toHaveLength(RUNNING_JOBS_PER_USER);
  });
});
