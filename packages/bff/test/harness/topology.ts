import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { REFRESH_WAIT_MAX_STEPS, REFRESH_WAIT_STEP_MS } from '../../src/platform/constants.js';
import { type Nginx, startNginx } from './nginx.js';
import { freePort, type Managed, startManaged, waitForHttp } from './processes.js';
import { type RedisServer, startRedis } from './redis-server.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
/** The gateway as its package's start script runs it: the tracing preload, then the server. */
const GATEWAY = ['--import', './packages/bff/dist/src/telemetry.js', 'packages/bff/dist/src/server.js'];
const SANDBOX = 'packages/sandbox/dist/src/server.js';

export interface Reply {
  status: number;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: a reply's shape is what the test's expectations check.
  json: () => any;
  setCookie: string[];
}

export interface Instance {
  port: number;
  url: string;
  process: () => Managed;
  /** SIGTERM: graceful shutdown (finishes requests in flight). */
  stop: () => Promise<number | null>;
  /** SIGKILL: the process dies with requests in flight. */
  kill: () => Promise<number | null>;
  /** Starts it again on the same port and waits until it answers. */
  start: () => Promise<void>;
}

/** Where the gateways keep their shared state: one Redis server, or a primary behind Sentinel. */
export interface RedisBackend {
  /** The gateway's settings that reach it. */
  env: Record<string, string>;
  stop: () => Promise<unknown>;
}

export interface Topology<R extends RedisBackend = RedisServer> {
  redis: R;
  nginx: Nginx;
  instances: Instance[];
  sandboxUrl: string;
  /** A sandbox admin call (call log, faults, token expiry). */
  // biome-ignore lint/suspicious/noExplicitAny: the sandbox admin replies are checked by the tests.
  admin: (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<any>;
  /** A call through `base` (the load balancer by default) for a country site, as a browser makes it. */
  call: (
    method: 'GET' | 'POST',
    path: string,
    options?: { cookie?: string; body?: unknown; base?: string; headers?: Record<string, string> },
  ) => Promise<Reply>;
  /** Signs a demo account in through `base` and returns its session cookie. */
  signIn: (login: string, base?: string, headers?: Record<string, string>) => Promise<string>;
  stop: () => Promise<void>;
}

const SESSION_COOKIE = 'gf_session';
/**
 * How long a reply may take: longer than the gateway's own longest wait, a refresh waiting for
 * another instance's (up to 20 s, then the envelope's temporary error), so a slow answer shows as
 * what the gateway answered rather than as the client giving up first.
 */
const REPLY_BOUND_MS = REFRESH_WAIT_STEP_MS * REFRESH_WAIT_MAX_STEPS + 10_000;

/** One redis-server that saves on stop and loads on start, as a production Redis with snapshots would. */
const persistentRedis = (dir: string): Promise<RedisServer> => startRedis({ persistDir: dir });

/**
 * The multi-instance topology of docker-compose.yml, natively on loopback: Debian's redis-server
 * (or what `startRedisBackend` starts: a primary behind Sentinel), the built sandbox
 * (SANDBOX_ADMIN=1), `count` built gateway processes sharing Redis, and Debian's nginx as the
 * round-robin load balancer with deploy/nginx.conf. `npm run build` first.
 */
export function startTopology(count?: number, gatewayEnv?: Record<string, string>): Promise<Topology>;
export function startTopology<R extends RedisBackend>(
  count: number,
  gatewayEnv: Record<string, string>,
  startRedisBackend: (dir: string) => Promise<R>,
): Promise<Topology<R>>;
export async function startTopology(
  count = 3,
  gatewayEnv: Record<string, string> = {},
  startRedisBackend: (dir: string) => Promise<RedisBackend> = persistentRedis,
): Promise<Topology<RedisBackend>> {
  const redisDir = await mkdtemp(join(tmpdir(), 'gf-redis-'));
  const started: { stop: () => Promise<unknown> }[] = [];
  const agent = new Agent({ keepAliveTimeout: 1_000, connections: 64 });
  const stopAll = async (): Promise<void> => {
    // Every process is stopped even when one refuses; the refusals are reported together after.
    const failures: unknown[] = [];
    for (const item of started.reverse()) await item.stop().catch((error: unknown) => failures.push(error));
    await agent.close();
    await rm(redisDir, { recursive: true, force: true });
    if (failures.length > 0) throw new AggregateError(failures, 'Some of the topology did not stop');
  };
  try {
    const redis = await startRedisBackend(redisDir);
    started.push(redis);
    const sandboxPort = await freePort();
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    const ports: number[] = [];
    for (let i = 0; i < count; i += 1) ports.push(await freePort());
    // Browsers reach every site through the balancer: the pages the instances store name its port.
    const balancerPort = await freePort();
    const sandbox = startManaged(process.execPath, [SANDBOX], {
      cwd: root,
      env: {
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_HOST: '127.0.0.1',
        SANDBOX_ADMIN: '1',
        SANDBOX_LOG_LEVEL: 'warn',
        // A price change is pushed to the first instance's purge hook, as the company's catalogue would.
        SANDBOX_PURGE_URL: `http://127.0.0.1:${ports[0]}/cache/purge`,
      },
    });
    started.push(sandbox);
    await waitForHttp(`${sandboxUrl}/healthz`, sandbox, 'sandbox');

    const instances: Instance[] = [];
    for (const port of ports) {
      const i = instances.length;
      const url = `http://127.0.0.1:${port}`;
      let current: Managed | null = null;
      const start = async (): Promise<void> => {
        current = startManaged(process.execPath, GATEWAY, {
          cwd: root,
          env: {
            PORT: String(port),
            HOST: '127.0.0.1',
            UPSTREAM_URL: sandboxUrl,
            ...redis.env,
            SITE_PORT: String(balancerPort),
            TRUST_PROXY: '1',
            LOG_LEVEL: 'warn',
            WEB_DIST: join(root, 'packages/web/dist'),
            ...gatewayEnv,
          },
        });
        await waitForHttp(`${url}/healthz`, current, `gateway ${i + 1}`);
      };
      const instance: Instance = {
        port,
        url,
        process: () => {
          if (!current) throw new Error('not started');
          return current;
        },
        stop: async () => (current ? current.stop('SIGTERM') : null),
        kill: async () => (current ? current.stop('SIGKILL') : null),
        start,
      };
      started.push({ stop: () => instance.stop() });
      instances.push(instance);
    }
    await Promise.all(instances.map((instance) => instance.start()));
    const nginx = await startNginx(
      instances.map((instance) => instance.port),
      balancerPort,
    );
    started.push(nginx);

    const call: Topology['call'] = async (method, path, options = {}) => {
      const base = options.base ?? nginx.url;
      const host = `ru.localhost:${new URL(base).port}`;
      const headers: Record<string, string> = { host, ...options.headers };
      if (options.cookie) headers.cookie = options.cookie;
      if (method === 'POST') {
        headers['x-csrf'] = '1';
        headers.origin = `http://${host}`;
        headers['content-type'] = 'application/json';
      }
      const response = await request(`${base}${path}`, {
        method,
        headers,
        body: options.body === undefined ? (method === 'POST' ? '{}' : null) : JSON.stringify(options.body),
        dispatcher: agent,
        headersTimeout: REPLY_BOUND_MS,
        bodyTimeout: REPLY_BOUND_MS,
      });
      const body = await response.body.text();
      const raw = response.headers['set-cookie'];
      return {
        status: response.statusCode,
        body,
        json: () => JSON.parse(body),
        setCookie: raw === undefined ? [] : Array.isArray(raw) ? raw : [raw],
      };
    };
    const signIn: Topology['signIn'] = async (login, base, headers) => {
      const reply = await call('POST', '/bff/v1/auth/sign-in', {
        body: { login, password: 'demo1234' },
        base,
        ...(headers ? { headers } : {}),
      });
      const cookie = reply.setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      if (reply.status !== 200 || !cookie) throw new Error(`sign-in of ${login} failed: ${reply.status} ${reply.body}`);
      return cookie.split(';')[0] ?? '';
    };
    const admin: Topology['admin'] = async (method, path, body) => {
      const response = await fetch(`${sandboxUrl}/__admin${path}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      return response.json();
    };
    return { redis, nginx, instances, sandboxUrl, admin, call, signIn, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

export interface LoadResult {
  sent: number;
  /** Replies by status; `error` counts requests that got no HTTP answer at all. */
  statuses: Record<string, number>;
  failures: string[];
}

/**
 * A bounded load: `concurrency` workers call `send` until `maxRequests` were sent or `maxMs`
 * passed, whichever comes first. A reply that `ok` rejects (or no reply) is a failure.
 */
export const runLoad = async (options: {
  concurrency: number;
  maxRequests: number;
  maxMs: number;
  send: (index: number) => Promise<Reply>;
  ok: (reply: Reply) => boolean;
  /** Ends the load early (checked before each request). */
  until?: () => boolean;
}): Promise<LoadResult> => {
  const result: LoadResult = { sent: 0, statuses: {}, failures: [] };
  const deadline = Date.now() + options.maxMs;
  const worker = async (): Promise<void> => {
    while (result.sent < options.maxRequests && Date.now() < deadline && !options.until?.()) {
      const index = result.sent;
      result.sent += 1;
      try {
        const reply = await options.send(index);
        result.statuses[reply.status] = (result.statuses[reply.status] ?? 0) + 1;
        if (!options.ok(reply)) result.failures.push(`${reply.status} ${reply.body.slice(0, 200)}`);
      } catch (error) {
        result.statuses.error = (result.statuses.error ?? 0) + 1;
        result.failures.push(String((error as Error).message));
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return result;
};
