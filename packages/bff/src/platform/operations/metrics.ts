import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RefreshOutcome } from '../upstream/token-refresher.js';

/** Prometheus metrics of one gateway instance: requests, upstream latency, refreshes, sessions. */
export interface GatewayMetrics {
  registry: Registry;
  observeRequest: (route: string, method: string, status: number) => void;
  observeUpstream: (operationId: string, outcome: string, seconds: number) => void;
  countRefresh: (outcome: RefreshOutcome) => void;
  /** Sets how the sessions gauge learns the count (from the session store). */
  countSessionsWith: (count: () => Promise<number>) => void;
}

export const createMetrics = (): GatewayMetrics => {
  const registry = new Registry();
  const requests = new Counter({
    name: 'gateway_requests_total',
    help: 'Requests by route, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const upstream = new Histogram({
    name: 'gateway_upstream_seconds',
    help: 'Upstream call duration by operation and outcome (status, timeout, unreachable, malformed)',
    labelNames: ['operation', 'outcome'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const refreshes = new Counter({
    name: 'gateway_token_refreshes_total',
    help: 'Token refreshes by outcome: refreshed (spent a refresh token), reused (another request had), kept, cleared',
    labelNames: ['outcome'],
    registers: [registry],
  });
  let countSessions: () => Promise<number> = async () => 0;
  new Gauge({
    name: 'gateway_sessions',
    help: 'Sessions in the session store',
    registers: [registry],
    async collect() {
      this.set(await countSessions());
    },
  });
  return {
    registry,
    observeRequest: (route, method, status) => requests.inc({ route, method, status: String(status) }),
    observeUpstream: (operation, outcome, seconds) => upstream.observe({ operation, outcome }, seconds),
    countRefresh: (outcome) => refreshes.inc({ outcome }),
    countSessionsWith: (count) => {
      countSessions = count;
    },
  };
};
