import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Dispatcher } from 'undici';
import type { Config } from './config.js';
import { FileStreamer } from './files/file-streamer.js';
import { FileUploader } from './files/file-uploader.js';
import { JobRunner } from './jobs/job-runner.js';
import type { JobStore } from './jobs/job-store.js';
import { realTimers, type Timers } from './jobs/job-timers.js';
import { MemoryJobStore } from './jobs/memory-job-store.js';
import { RedisJobStore } from './jobs/redis-job-store.js';
import type { GatewayMetrics } from './operations/metrics.js';
import { redisConfigured } from './redis/redis-client.js';
import { type LimitStore, MemoryLimitStore } from './security/limit-store.js';
import { tooManyAttempts } from './security/rate-limits.js';
import { RedisLimitStore } from './security/redis-limit-store.js';
import { AccountSessions } from './session/account-sessions.js';
import { MemorySessionStore } from './session/memory-store.js';
import { RedisSessionStore } from './session/redis-store.js';
import type { SessionData } from './session/session.js';
import { SESSION_CREATION_LIMIT } from './session/session-lifetime.js';
import { SessionManager } from './session/session-manager.js';
import type { SessionStore } from './session/session-store.js';
import { SpectatorTrail } from './session/spectator-trail.js';
import { callContext, SessionCall } from './upstream/session-call.js';
import { TokenRefresher } from './upstream/token-refresher.js';
import { UpstreamClient } from './upstream/upstream-client.js';

/**
 * How long a starting instance waits for its session store (Redis connecting) before it takes
 * requests, which would otherwise get the store's 503 for their first milliseconds. A store still
 * away after it is logged, and the instance starts anyway: it answers the envelopes meanwhile.
 */
export const STORE_START_WAIT_MS = 5_000;
const STORE_START_STEP_MS = 50;

export interface GatewayCore {
  sessions: SessionManager;
  upstream: UpstreamClient;
  refresher: TokenRefresher;
  /** Calls the upstream for a request, with its session's tokens. */
  calls: SessionCall;
  /** Streams upstream files to the browser with the same session and token rules as `calls`. */
  files: FileStreamer;
  /** Streams a browser's upload on to the upstream under its use's limits. */
  uploads: FileUploader;
  /** Upstream work that must be polled, run as jobs any instance can answer and finish. */
  jobs: JobRunner;
  /** Counters about people (failed guesses per account and address, per-user caps), shared through Redis. */
  limits: LimitStore;
  /** Each account's signed-in sessions, which their owner sees and ends (issue 35). */
  accounts: AccountSessions;
  /** What managers did while viewing someone's office (issue 35). */
  trail: SpectatorTrail;
  /** The gateway's clock (tests move it): replies that count time down carry it (a ticket hold). */
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    core: GatewayCore;
  }
}

/** What tests may replace: the clock, the session store, the upstream connection. */
export interface CoreDependencies {
  now?: () => number;
  store?: SessionStore;
  /** Where jobs live (the session store's backend by default: Redis with REDIS_URL or REDIS_SENTINELS, else memory). */
  jobStore?: JobStore;
  /** Where the limits about people count (Redis with REDIS_URL or REDIS_SENTINELS, else memory); two test instances may share one. */
  limitStore?: LimitStore;
  /** What wakes the job runner (tests fire these as they move the clock). */
  timers?: Timers;
  dispatcher?: Dispatcher;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: NodeJS.WritableStream;
}

export interface CoreOptions {
  config: Config;
  dependencies: CoreDependencies;
  metrics: GatewayMetrics;
}

/** Sessions, the upstream client and single-flight refresh, shared by every route. */
export const corePlugin = fp<CoreOptions>(async (app, { config, dependencies, metrics }) => {
  const now = dependencies.now ?? Date.now;
  const store =
    dependencies.store ??
    (redisConfigured(config) ? new RedisSessionStore(config, app.log) : new MemorySessionStore(now));
  const admitNew = app.createRateLimit({
    ...SESSION_CREATION_LIMIT,
    keyGenerator: (request) => `session-create|${request.ip}`,
  });
  /**
   * What ending a session by its owner does besides deleting it: its refresh tokens, its own and a
   * viewing manager's, revoked as sign-out does (spec 1 §4), and a visit it was making closed on the trail.
   */
  const revoke = async (request: FastifyRequest, data: SessionData): Promise<void> => {
    await trail.end(data);
    const held = [data.tokens, data.spectator?.managerTokens].filter(
      (tokens) => tokens !== null && tokens !== undefined,
    );
    for (const tokens of held) {
      const result = await upstream
        .call('logout', { body: { refresh: tokens.refresh } }, { ...callContext(request), token: tokens.access })
        .then((response) => String(response.status))
        .catch((error: Error) => error.message);
      if (result !== '200') request.log.warn({ result }, 'revoking an ended session upstream did not succeed');
    }
  };
  const trail = new SpectatorTrail(store, now);
  const accounts = new AccountSessions({ store, now, log: app.log, revoke });
  // Every request has the slot, so none changes shape when it learns its session.
  app.decorateRequest('sessionState', null);
  const sessions = new SessionManager({
    store,
    secure: config.COOKIE_SECURE,
    now,
    accounts,
    trail,
    onRead: metrics.countSession,
    admitNewSession: async (request) => {
      const result = await admitNew(request);
      if (!result.isAllowed && result.isExceeded)
        throw tooManyAttempts(`${result.ttlInSeconds} seconds`, result.ttlInSeconds);
    },
  });
  const upstream = new UpstreamClient({
    url: config.UPSTREAM_URL,
    prefix: config.UPSTREAM_PREFIX,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    onResponse: metrics.observeUpstream,
    ...(dependencies.dispatcher ? { dispatcher: dependencies.dispatcher } : {}),
  });
  const refresher = new TokenRefresher({
    sessions,
    upstream,
    upstreamTimeoutMs: config.UPSTREAM_TIMEOUT_MS,
    log: app.log,
    onRefresh: metrics.countRefresh,
  });
  const calls = new SessionCall(sessions, upstream, refresher);
  const jobStore =
    dependencies.jobStore ?? (redisConfigured(config) ? new RedisJobStore(config, app.log) : new MemoryJobStore(now));
  const limits =
    dependencies.limitStore ??
    (redisConfigured(config)
      ? new RedisLimitStore(config, (error) => app.log.debug({ err: error }, 'limits: Redis unreachable'))
      : new MemoryLimitStore(now));
  const jobs = new JobRunner({
    store: jobStore,
    calls,
    timers: dependencies.timers ?? realTimers,
    now,
    log: app.log,
    onEvent: metrics.countJob,
    limits,
  });
  app.decorate('core', {
    sessions,
    upstream,
    refresher,
    calls,
    files: new FileStreamer(calls),
    uploads: new FileUploader(calls),
    jobs,
    limits,
    accounts,
    trail,
    now,
  });
  app.addHook('onReady', async () => {
    for (const giveUpAt = Date.now() + STORE_START_WAIT_MS; ; ) {
      try {
        await store.ping();
        return;
      } catch (error) {
        if (Date.now() >= giveUpAt) {
          app.log.warn({ err: error }, 'sessions: the store is not reachable yet; starting anyway');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, STORE_START_STEP_MS));
      }
    }
  });
  // A stop hands this instance's jobs to the others at once, not after its requests in flight.
  app.drain.signal.addEventListener('abort', () => void jobs.close(), { once: true });
  app.addHook('onClose', async () => {
    // Jobs first (the hand-over begun by the drain): their leases are released while the store is open.
    await jobs.close();
    await Promise.allSettled([upstream.close(), store.close(), jobStore.close(), limits.close()]);
  });
});
