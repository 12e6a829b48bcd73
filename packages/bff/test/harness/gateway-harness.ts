import { Writable } from 'node:stream';
import { SANDBOX_GEOCODER_KEY, SANDBOX_GEOCODER_PREFIX } from '@gf/contracts/geocoder/geocoder';
import { buildSandbox, type Sandbox } from '@gf/sandbox/app';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type Config, testConfig } from '../../src/platform/config.js';
import type { CoreDependencies } from '../../src/platform/core-plugin.js';
import { CSRF_HEADER, CSRF_VALUE } from '../../src/platform/security/csrf.js';
import { SESSION_COOKIE } from '../../src/platform/session/session-manager.js';
import { ManualTimers } from './manual-timers.js';

export const TEST_HOST = 'ru.localhost:3000';

export interface Harness {
  app: FastifyInstance;
  sandbox: Sandbox;
  /** Every log line the gateway wrote. */
  logs: string[];
  /** Moves the gateway's and the sandbox's clock, and fires the gateway's timers that came due. */
  advance: (ms: number) => void;
  get: (url: string, cookie?: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  /** A state-changing call as the web client makes it: CSRF header and same-origin Origin. */
  post: (
    url: string,
    body?: unknown,
    cookie?: string,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  /** Signs in a demo account and returns the session cookie (`gf_session=...`). */
  signIn: (login: string) => Promise<string>;
  /** Signs in `manager` and spectates `user` (spec 1 §6): the spectating session's cookie. */
  spectate: (manager: string, user: string) => Promise<string>;
  close: () => Promise<void>;
}

export const cookieOf = (response: LightMyRequestResponse): string => {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
};

/**
 * The gateway against a real sandbox on a loopback port, both on one movable clock. Tests call
 * the gateway only through its HTTP routes (`inject`); the sandbox's call log tells what reached it.
 */
export const startHarness = async (
  overrides: Partial<Config> = {},
  dependencies: CoreDependencies = {},
  sandboxTtlSeconds = 300,
): Promise<Harness> => {
  let now = Date.parse('2026-11-22T10:00:00Z');
  const clock = () => now;
  const timers = new ManualTimers(clock);
  const sandbox = await buildSandbox({
    admin: true,
    tokenTtlSeconds: sandboxTtlSeconds,
    now: clock,
    logLevel: 'silent',
  });
  const address = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp(
    testConfig({
      UPSTREAM_URL: address,
      // The sandbox stands in for the address service too (spec 2 §7 geocoding suggestions).
      GEOCODER_URL: `${address}${SANDBOX_GEOCODER_PREFIX}`,
      GEOCODER_KEY: SANDBOX_GEOCODER_KEY,
      LOG_LEVEL: 'trace',
      ...overrides,
    }),
    {
      now: clock,
      logStream: stream,
      timers,
      ...dependencies,
    },
  );
  const headers = (cookie?: string, extra: Record<string, string> = {}) => ({
    host: TEST_HOST,
    ...(cookie ? { cookie } : {}),
    ...extra,
  });
  const harness: Harness = {
    app,
    sandbox,
    logs,
    advance: (ms) => {
      now += ms;
      timers.fireDue();
    },
    get: (url, cookie, extra) => app.inject({ method: 'GET', url, headers: headers(cookie, extra) }),
    post: (url, body, cookie, extra) =>
      app.inject({
        method: 'POST',
        url,
        headers: headers(cookie, { [CSRF_HEADER]: CSRF_VALUE, origin: `http://${TEST_HOST}`, ...extra }),
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    signIn: async (login) => cookieOf(await harness.post('/bff/v1/auth/sign-in', { login, password: 'demo1234' })),
    spectate: async (manager, user) =>
      cookieOf(await harness.post('/bff/v1/auth/spectator', { as_user: user }, await harness.signIn(manager))),
    close: async () => {
      await app.close();
      await sandbox.app.close();
    },
  };
  return harness;
};
