import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSandbox, type Sandbox } from '@gf/sandbox/app';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/platform/config.js';
import { CSRF_HEADER } from '../src/platform/security/csrf.js';
import { SESSION_COOKIE, SessionEnded } from '../src/platform/session/session-manager.js';
import { type RedisServer, startRedis } from './harness/redis-server.js';

const HOST = 'ru.localhost:3000';
const INSTANCES = 3;
const CONCURRENT = 50;

/**
 * Issue 4: sessions in Redis are shared by every instance, and a refresh token is spent once even
 * when 50 concurrent requests on an expired session are spread over three instances. Issue 29: an
 * idempotency key is bound to its first request there too.
 */
describe('sessions shared through Redis', () => {
  let redis: RedisServer;
  let sandbox: Sandbox;
  let gateways: FastifyInstance[];
  let upstream: string;
  const admin = (url: string) => sandbox.app.inject({ method: 'POST', url: `/__admin${url}` });

  beforeAll(async () => {
    redis = await startRedis();
    sandbox = await buildSandbox({ admin: true, logLevel: 'silent' });
    upstream = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    gateways = await Promise.all(
      Array.from({ length: INSTANCES }, () => buildApp(testConfig({ UPSTREAM_URL: upstream, REDIS_URL: redis.url }))),
    );
  });
  afterAll(async () => {
    await Promise.all((gateways ?? []).map((app) => app.close()));
    await sandbox?.app.close();
    await redis?.stop();
  });

  const signIn = async (login: string): Promise<string> => {
    const response = await gateways[0]!.inject({
      method: 'POST',
      url: '/bff/v1/auth/sign-in',
      headers: { host: HOST, [CSRF_HEADER]: '1', origin: `http://${HOST}` },
      payload: { login, password: 'demo1234' },
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (!cookie) throw new Error(`sign-in failed: ${response.body}`);
    return `${SESSION_COOKIE}=${cookie.value}`;
  };
  const auth = (app: FastifyInstance, cookie: string) =>
    app.inject({ method: 'GET', url: '/bff/v1/auth?fresh=1', headers: { host: HOST, cookie } });

  it('a session made through one instance works through every other', async () => {
    const cookie = await signIn('partner');
    for (const app of gateways)
      expect((await auth(app, cookie)).json()).toMatchObject({ signedIn: true, user: { name: 'Anna Partnerova' } });
  });

  it(`spends the refresh token once for ${CONCURRENT} concurrent requests spread over ${INSTANCES} instances`, async () => {
    const cookie = await signIn('client');
    await admin('/tokens/expire');
    await sandbox.app.inject({ method: 'DELETE', url: '/__admin/calls' });
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => auth(gateways[i % INSTANCES]!, cookie)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(CONCURRENT).fill(200));
    expect(responses.every((r) => r.json().signedIn)).toBe(true);
    expect(sandbox.callLog.count('refresh')).toBe(1);
    console.log(
      `refreshes for ${CONCURRENT} concurrent requests over ${INSTANCES} instances: ${sandbox.callLog.count('refresh')}`,
    );
  });

  it('loads auth info once for concurrent loads over instances (spec 1 §4, §9: one load at a time)', async () => {
    const cookie = await signIn('partner');
    await sandbox.app.inject({
      method: 'POST',
      url: '/__admin/faults',
      payload: { fault: 'latency=400', operations: ['authInfo'], times: 1 },
    });
    const before = sandbox.callLog.count('authInfo');
    const responses = await Promise.all(gateways.map((app) => auth(app, cookie)));
    expect(responses.every((r) => r.json().signedIn)).toBe(true);
    expect(sandbox.callLog.count('authInfo') - before).toBe(1);
  });

  it('a write finishing after sign-out on another instance brings no session back (issue 15 point 3)', async () => {
    const cookie = await signIn('client');
    const id = cookie.slice(cookie.indexOf('=') + 1);
    const held = (await gateways[0]!.core.sessions.store.get(id))?.tokens ?? null;
    const signOut = await gateways[1]!.inject({
      method: 'POST',
      url: '/bff/v1/auth/sign-out',
      headers: { host: HOST, cookie, [CSRF_HEADER]: '1', origin: `http://${HOST}` },
    });
    expect(signOut.json().signedIn).toBe(false);
    // What a refresh held up at the upstream does when it completes: write the new tokens.
    await expect(
      gateways[0]!.core.sessions.update(id, (data) => {
        data.tokens = held;
      }),
    ).rejects.toBeInstanceOf(SessionEnded);
    expect(await gateways[2]!.core.sessions.store.get(id)).toBeNull();
    expect((await auth(gateways[2]!, cookie)).json().signedIn).toBe(false);
  });

  it('sees spectator state on every instance', async () => {
    const manager = await signIn('manager');
    const start = await gateways[1]!.inject({
      method: 'POST',
      url: '/bff/v1/auth/spectator',
      headers: { host: HOST, cookie: manager, [CSRF_HEADER]: '1', origin: `http://${HOST}` },
      payload: { as_user: 'partner' },
    });
    const cookie = `${SESSION_COOKIE}=${start.cookies.find((c) => c.name === SESSION_COOKIE)?.value}`;
    for (const app of gateways) {
      const state = (await app.inject({ method: 'GET', url: '/bff/v1/auth', headers: { host: HOST, cookie } })).json();
      expect(state.spectator).toMatchObject({ manager: { name: 'Oleg Menedzherov' }, can_create_order_well: true });
    }
  });

  it('binds an idempotency key to its first request on every instance (issue 29)', async () => {
    const cookie = await signIn('partner');
    const transfer = (app: FastifyInstance, body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/bff/v1/office/finance/transfers/internal',
        headers: { host: HOST, cookie, [CSRF_HEADER]: '1', origin: `http://${HOST}` },
        payload: { idempotency_key: 'redis-key-0000-0001', ...body },
      });
    expect((await transfer(gateways[0]!, { amount: '150', to_account: 'gift' })).statusCode).toBe(200);
    const before = sandbox.callLog.count('financeTransferAdd');
    const other = await transfer(gateways[1]!, { amount: '999', recipient_number: '100100' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect(sandbox.callLog.count('financeTransferAdd')).toBe(before);
  });

  it('answers the 503 envelope while Redis is down, stays ready (Redis is shared), and recovers when it returns', async () => {
    const cookie = await signIn('partner');
    await redis.stop();
    // Readiness leaves Redis out (operations-routes.ts): every instance failing it together would
    // leave the balancer no endpoint, and visitors its bare 502 instead of the envelope below.
    const ready = await gateways[0]!.inject({ method: 'GET', url: '/readyz', headers: { host: HOST } });
    expect(ready.statusCode).toBe(200);
    const during = await auth(gateways[1]!, cookie);
    expect(during.statusCode).toBe(503);
    expect(during.json().error).toMatchObject({ code: 'session_store_unavailable', serverProblems: true });
    await redis.start();
    let after = await auth(gateways[2]!, cookie);
    for (let i = 0; i < 50 && after.statusCode === 503; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await auth(gateways[2]!, cookie);
    }
    // Redis lost its memory (no persistence): the session is gone, and the gateway says so cleanly.
    expect(after.json()).toMatchObject({ signedIn: false });
  });

  it('releases a lock its holder could not release while Redis was away, once Redis is back (not after its 65 s TTL)', async () => {
    const persistDir = await mkdtemp(join(tmpdir(), 'gf-redis-kept-'));
    const kept = await startRedis({ persistDir });
    const app = await buildApp(testConfig({ UPSTREAM_URL: upstream, REDIS_URL: kept.url }));
    const probe = new Redis(kept.url, { lazyConnect: true });
    try {
      const { store } = app.core.sessions;
      // Taken once the new instance's connections are up.
      await expect
        .poll(() => store.lock('auth-info:left-behind', 'holder', 65_000).catch(() => false), { timeout: 5_000 })
        .toBe(true);
      await kept.stop();
      await expect(store.unlock('auth-info:left-behind', 'holder')).rejects.toThrow();
      // Saved on the stop, loaded on the start: without the release the lock would hold for its TTL.
      await kept.start();
      await expect.poll(() => probe.exists('gf:lock:auth-info:left-behind'), { timeout: 10_000 }).toBe(0);
    } finally {
      probe.disconnect();
      await app.close();
      await kept.stop();
      await rm(persistDir, { recursive: true, force: true });
    }
  });
});
