import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { JobEvent } from '../jobs/job-runner.js';
import type { SessionData } from '../session/session.js';
import type { RefreshOutcome } from '../upstream/token-refresher.js';
import { type CounterSeries, TallyCounter, TallyHistogram } from './tallies.js';

/** Who a session belongs to, as the dashboard splits them (issue 31). */
export type SessionKind = 'anonymous' | 'signed_in' | 'spectator' | 'referral' | 'open_entry';

/** A spectating manager holds the watched user's tokens, so spectating is asked first. */
export const sessionKindOf = (data: SessionData): SessionKind =>
  data.spectator
    ? 'spectator'
    : data.tokens
      ? 'signed_in'
      : data.openEntry
        ? 'open_entry'
        : data.referral
          ? 'referral'
          : 'anonymous';

const SESSION_KINDS: readonly SessionKind[] = ['anonymous', 'signed_in', 'spectator', 'referral', 'open_entry'];

/** Which cache answered: public JSON reads, or server-rendered pages. */
export type CacheName = 'reads' | 'pages';

/** Duration buckets (seconds) from a cached read (under a millisecond) to the upstream timeout (60 s). */
const SECONDS_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** A scrape never waits longer than this for the session store (a hung Redis must not hang /metrics). */
export const STORE_PROBE_TIMEOUT_MS = 2_000;

/** Prometheus metrics of one gateway instance (README, "Operations": the list and their labels). */
export interface GatewayMetrics {
  /** This instance's registry, for the figures other parts of the gateway report (rendering). */
  registry: Registry;
  contentType: string;
  /** The exposition text: this instance's metrics and the process's (CPU, memory, event-loop delay). */
  scrape: () => Promise<string>;
  observeRequest: (route: string, method: string, status: number, seconds: number) => void;
  observeUpstream: (operationId: string, outcome: string, seconds: number) => void;
  countRefresh: (outcome: RefreshOutcome) => void;
  /** A request read its session (once per request). */
  countSession: (data: SessionData) => void;
  countJob: (kind: string, event: JobEvent) => void;
  countCacheLookup: (cache: CacheName, outcome: string) => void;
  /** Sets how the scrape learns the number of stored sessions, the store's health and running jobs. */
  watchStore: (store: {
    count: () => Promise<number>;
    ping: () => Promise<void>;
    runningJobs: () => Promise<number>;
  }) => void;
}

/**
 * Node's own metrics (CPU, memory, GC, event-loop delay) belong to the process, not to one app:
 * collected once however many apps a process builds (tests build hundreds), each a timer of its own.
 */
let processRegistry: Registry | null = null;
const processMetrics = (): Registry => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};

/** Rejects when `promise` has not settled within `ms`. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

/**
 * A tally's series kept per label value, one level per label: every request of a route finds its
 * record with a few map lookups instead of building and hashing a label set (tallies.ts).
 */
const seriesCache = <Key, Series>(make: (key: Key) => Series) => {
  const cache = new Map<Key, Series>();
  return (key: Key): Series => {
    let series = cache.get(key);
    if (!series) {
      series = make(key);
      cache.set(key, series);
    }
    return series;
  };
};

export const createMetrics = (): GatewayMetrics => {
  const registry = new Registry();
  const registers = [registry];
  // Counted on every request or upstream call: tallies (tallies.ts), not prom-client's own.
  const requests = new TallyCounter('gateway_requests_total', 'Requests by route pattern, method and status', registry);
  const requestSeconds = new TallyHistogram(
    'gateway_request_duration_seconds',
    'Request duration by route pattern and method, until the reply is written',
    registry,
    SECONDS_BUCKETS,
  );
  const upstream = new TallyHistogram(
    'gateway_upstream_seconds',
    'Upstream call duration by operation and outcome (status, timeout, unreachable, malformed, aborted)',
    registry,
    SECONDS_BUCKETS,
  );
  const refreshes = new Counter({
    name: 'gateway_token_refreshes_total',
    help: 'Token refreshes by outcome: refreshed (spent a refresh token), reused (another request had), kept (upstream failed for now), cleared (refused: signed out), wait_timeout (another holder took too long)',
    labelNames: ['outcome'],
    registers,
  });
  const sessionReads = new TallyCounter(
    'gateway_session_requests_total',
    'Requests that read their session, by kind: anonymous, signed_in, spectator, referral, open_entry',
    registry,
  );
  const jobs = new Counter({
    name: 'gateway_jobs_total',
    help: 'Gateway jobs by kind and event on this instance: started, taken_over (its instance stopped), ready, failed',
    labelNames: ['kind', 'event'],
    registers,
  });
  const cacheLookups = new TallyCounter(
    'gateway_cache_lookups_total',
    'Public cache lookups by cache (reads, pages) and outcome (hit, stale, miss, coalesced)',
    registry,
  );

  let store: Parameters<GatewayMetrics['watchStore']>[0] = {
    count: async () => 0,
    ping: async () => {},
    runningJobs: async () => 0,
  };
  const storeUp = new Gauge({
    name: 'gateway_session_store_up',
    help: '1 while the session store (Redis) answers this instance, 0 while it does not',
    registers,
  });
  const sessions = new Gauge({
    name: 'gateway_sessions',
    help: 'Sessions in the session store (NaN while the store does not answer)',
    registers,
  });
  const runningJobs = new Gauge({
    name: 'gateway_jobs_running',
    help: 'Gateway jobs running, of every instance (in the shared store; NaN while it does not answer)',
    registers,
  });
  /** One probe per scrape: the store's health, then what it holds (unknown, NaN, while it is down). */
  const probeStore = async (): Promise<void> => {
    const ping = await within(store.ping(), STORE_PROBE_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    storeUp.set(ping ? 1 : 0);
    const [count, running] = ping
      ? await Promise.allSettled([
          within(store.count(), STORE_PROBE_TIMEOUT_MS),
          within(store.runningJobs(), STORE_PROBE_TIMEOUT_MS),
        ])
      : [];
    sessions.set(count?.status === 'fulfilled' ? count.value : Number.NaN);
    runningJobs.set(running?.status === 'fulfilled' ? running.value : Number.NaN);
  };

  const requestSeries = seriesCache((route: string) =>
    seriesCache((method: string) =>
      seriesCache((status: number) => requests.series({ route, method, status: String(status) })),
    ),
  );
  const durationSeries = seriesCache((route: string) =>
    seriesCache((method: string) => requestSeconds.series({ route, method })),
  );
  const upstreamSeries = seriesCache((operation: string) =>
    seriesCache((outcome: string) => upstream.series({ operation, outcome })),
  );
  const lookupSeries = seriesCache((cache: CacheName) =>
    seriesCache((outcome: string) => cacheLookups.series({ cache, outcome })),
  );
  const sessionSeries = Object.fromEntries(
    SESSION_KINDS.map((kind) => [kind, sessionReads.series({ kind })]),
  ) as Record<SessionKind, CounterSeries>;

  return {
    registry,
    contentType: registry.contentType,
    scrape: async () => {
      await probeStore();
      return `${await registry.metrics()}\n${await processMetrics().metrics()}`;
    },
    observeRequest: (route, method, status, seconds) => {
      requests.inc(requestSeries(route)(method)(status));
      requestSeconds.observe(durationSeries(route)(method), seconds);
    },
    observeUpstream: (operation, outcome, seconds) => upstream.observe(upstreamSeries(operation)(outcome), seconds),
    countRefresh: (outcome) => refreshes.inc({ outcome }),
    countSession: (data) => sessionReads.inc(sessionSeries[sessionKindOf(data)]),
    countJob: (kind, event) => jobs.inc({ kind, event }),
    countCacheLookup: (cache, outcome) => cacheLookups.inc(lookupSeries(cache)(outcome)),
    watchStore: (watched) => {
      store = watched;
    },
  };
};
