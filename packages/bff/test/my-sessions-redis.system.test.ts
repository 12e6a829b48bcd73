import { afterAll } from 'vitest';
import { startHarness } from './harness/gateway-harness.js';
import { mySessionsCases } from './harness/my-sessions-cases.js';
import { type RedisServer, startRedis } from './harness/redis-server.js';

let redis: RedisServer | undefined;
afterAll(() => redis?.stop());

mySessionsCases('Redis', async () => {
  redis = await startRedis();
  return startHarness({ REDIS_URL: redis.url });
});
