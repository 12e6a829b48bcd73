import { buildSandbox, type Sandbox } from '@gf/sandbox/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieOf } from '../../../test/harness/gateway-harness.js';
import { buildApp } from '../../app.js';
import { testConfig } from '../../platform/config.js';
import { AUTH_INFO_WAIT_MAX_STEPS, AUTH_INFO_WAIT_STEP_MS } from '../../platform/constants.js';
import { CSRF_HEADER, CSRF_VALUE } from '../../platform/security/csrf.js';
import { MemorySessionStore } from '../../platform/session/memory-store.js';
import { lockTtlMs, OneAtATime } from '../../platform/session/one-at-a-time.js';
import { SessionManager } from '../../platform/session/session-manager.js';

const HOST = 'ru.localhost:3000';
/** How long the sandbox holds an auth-info reply: the other loads start inside it. */
const HELD_MS = 400;

/**
 * Spec 1 §4, §9 "load auth info: if another load is running, wait in 1-second steps, up to 20
 * tries": one load per session at a time, in one gateway and across gateways sharing a store.
 */
describe('auth info loads one at a time per session', () => {
  let sandbox: Sandbox;
  let store: MemorySessionStore;
  let gateways: FastifyInstance[];
  let upstreamUrl: string;
  const admin = (url: string, payload?: object) =>
    sandbox.app.inject({ method: 'POST', url: `/__admin${url}`, ...(payload ? { payload } : {}) });
  const fresh = (app: FastifyInstance, cookie: string) =>
    app.inject({ method: 'GET', url: '/bff/v1/auth?fresh=1', headers: { host: HOST, cookie } });

  beforeAll(async () => {
    sandbox = await buildSandbox({ admin: true, logLevel: 'silent' });
    const upstream = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    upstreamUrl = upstream;
    // Two instances on one store: what Redis is to several replicas (REDIS_URL).
    store = new MemorySessionStore();
    gateways = await Promise.all([0, 1].map(() => buildApp(testConfig({ UPSTREAM_URL: upstream }), { store })));
  });
  afterAll(async () => {
    await Promise.all(gateways.map((app) => app.close()));
    await sandbox.app.close();
  });

  const signIn = async (app = gateways[0]!) =>
    cookieOf(
      await app.inject({
        method: 'POST',
        url: '/bff/v1/auth/sign-in',
        headers: { host: HOST, [CSRF_HEADER]: CSRF_VALUE, origin: `http://${HOST}` },
        payload: { login: 'partner', password: 'demo1234' },
      }),
    );

  const heldLoads = async (cookie: string, apps: FastifyInstance[]) => {
    await admin('/faults', { fault: `latency=${HELD_MS}`, operations: ['authInfo'], times: 1 });
    const before = sandbox.callLog.count('authInfo');
    const replies = await Promise.all(apps.map((app) => fresh(app, cookie)));
    return { replies, loads: sandbox.callLog.count('authInfo') - before };
  };

  it('makes one upstream load for three at once in one gateway', async () => {
    const cookie = await signIn();
    const { replies, loads } = await heldLoads(cookie, [gateways[0]!, gateways[0]!, gateways[0]!]);
    expect(replies.map((r) => r.json().signedIn)).toEqual([true, true, true]);
    expect(loads).toBe(1);
  });

  it('makes one upstream load for loads on two gateways sharing the session store', async () => {
    const cookie = await signIn();
    const { replies, loads } = await heldLoads(cookie, [gateways[0]!, gateways[1]!]);
    expect(replies.map((r) => r.json().user?.name)).toEqual(['Anna Partnerova', 'Anna Partnerova']);
    expect(loads).toBe(1);
  });

  it('waits in steps, then does the work itself when the holder never finishes', async () => {
    const sessions = new SessionManager({ store: new MemorySessionStore(), secure: 'never', now: Date.now });
    const steps = 3;
    const once = new OneAtATime<string>(sessions, { work: 'probe', stepMs: 5, maxSteps: steps, lockTtlMs: 60_000 });
    await sessions.store.lock('probe:s1', 'a dead holder', 60_000);
    let looks = 0;
    const started = Date.now();
    const result = await once.run(
      's1',
      async () => 'loaded',
      async () => {
        looks += 1;
        return undefined;
      },
    );
    expect(result).toBe('loaded');
    expect(looks).toBe(steps);
    expect(Date.now() - started).toBeGreaterThanOrEqual(steps * 5 - 1);
  });

  it('holds the lock no longer than the configured upstream timeout allows: a killed holder frees it soon', async () => {
    const upstreamTimeoutMs = 1_500;
    const own = new MemorySessionStore();
    const app = await buildApp(testConfig({ UPSTREAM_URL: upstreamUrl, UPSTREAM_TIMEOUT_MS: upstreamTimeoutMs }), {
      store: own,
    });
    try {
      const cookie = await signIn(app);
      const lock = vi.spyOn(own, 'lock');
      expect((await fresh(app, cookie)).json().signedIn).toBe(true);
      const ttls = lock.mock.calls.filter(([key]) => key.startsWith('auth-info:')).map(([, , ttlMs]) => ttlMs);
      expect(ttls).toEqual([lockTtlMs(upstreamTimeoutMs)]);
    } finally {
      await app.close();
    }
  });

  it('names the spec’s steps: 1 s apart, 20 at most', () => {
    expect([AUTH_INFO_WAIT_STEP_MS, AUTH_INFO_WAIT_MAX_STEPS]).toEqual([1_000, 20]);
  });
});
