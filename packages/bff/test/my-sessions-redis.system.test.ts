import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_VALUE } from '../src/platform/security/csrf.js';
import { type Harness, startHarness, TEST_HOST } from './harness/gateway-harness.js';
import { mySessionsCases } from './harness/my-sessions-cases.js';
import { type RedisServer, startRedis } from './harness/redis-server.js';

const SESSIONS = '/bff/v1/office/finance/security/sessions';

let redis: RedisServer | undefined;
afterAll(() => redis?.stop());

mySessionsCases('Redis', async () => {
  redis = await startRedis();
  return startHarness({ REDIS_URL: redis.url });
});

describe('my sessions on two gateways sharing Redis (issue 35 item 1: an ended session is over on every instance)', () => {
  let shared: RedisServer | undefined;
  let first: Harness | undefined;
  let second: Harness | undefined;
  beforeAll(async () => {
    shared = await startRedis();
    first = await startHarness({ REDIS_URL: shared.url });
    // Both gateways speak to one upstream, as instances behind one load balancer do.
    const { port } = first.sandbox.app.server.address() as AddressInfo;
    second = await startHarness({ REDIS_URL: shared.url, UPSTREAM_URL: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await shared?.stop();
  });

  it('a session ended through one gateway is signed out on the other', async () => {
    const a = first as Harness;
    const b = second as Harness;
    const here = await a.signIn('client');
    const there = await a.signIn('client');
    expect((await b.get('/bff/v1/auth', there)).json().signedIn).toBe(true);

    const listed = (await b.get(SESSIONS, here)).json().sessions as { id: string; current: boolean }[];
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    const other = listed.find((session) => !session.current);
    const ended = await b.app.inject({
      method: 'DELETE',
      url: `${SESSIONS}/${other?.id ?? ''}`,
      headers: { host: TEST_HOST, origin: `http://${TEST_HOST}`, cookie: here, [CSRF_HEADER]: CSRF_VALUE },
    });
    expect(ended.json()).toEqual({ ended: 1 });

    expect((await a.get('/bff/v1/auth', there)).json().signedIn).toBe(false);
    expect((await a.get('/bff/v1/office/orders', there)).statusCode).toBe(401);
    expect((await a.get('/bff/v1/auth', here)).json().signedIn).toBe(true);
  });
});
