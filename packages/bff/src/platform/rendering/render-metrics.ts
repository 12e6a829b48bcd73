import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { PageOutcome } from './page-store.js';

/** What became of a page request that found no fresh stored page (issue 30). */
/** `private`: an office page rendered for its signed-in visitor alone (issue 36), never stored. */
export type RenderOutcomeLabel = 'rendered' | 'stale' | 'shell' | 'private';

export interface RenderMetrics {
  /** A page request that needed a render: rendered (now, or shared with another request), or shed. */
  countRender: (outcome: RenderOutcomeLabel) => void;
  /** How a stored page was looked up: hit, stale, miss, coalesced, shared (another instance's). */
  countLookup: (outcome: PageOutcome) => void;
  /** A render's wait in the queue and its time on a render thread. */
  observeRender: (waitSeconds: number, workSeconds: number) => void;
  /** Stops sampling the event loop (the app is closing). */
  close: () => void;
}

/** The event-loop delay is sampled this often (ms): finer than the 1 s of load shedding. */
const LOOP_RESOLUTION_MS = 10;
const NANOSECONDS = 1e9;

/**
 * The render pool's and the event loop's figures on the gateway's /metrics registry (issue 30):
 * event-loop delay (p50, p99 and max since the previous scrape), render queue length and wait,
 * pages waiting for a turn behind the API,
 * renders by outcome, and stored-page lookups with the hit ratio since the previous scrape.
 */
export const createRenderMetrics = (
  registry: Registry,
  queueLength: () => number,
  pagesWaiting: () => number,
): RenderMetrics => {
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loop.enable();
  new Gauge({
    name: 'gateway_event_loop_delay_seconds',
    help: 'Event-loop delay since the previous scrape, by quantile (0.5, 0.99, 1 = max)',
    labelNames: ['quantile'],
    registers: [registry],
    collect() {
      this.set({ quantile: '0.5' }, loop.percentile(50) / NANOSECONDS);
      this.set({ quantile: '0.99' }, loop.percentile(99) / NANOSECONDS);
      this.set({ quantile: '1' }, loop.max / NANOSECONDS);
      loop.reset();
    },
  });
  new Gauge({
    name: 'gateway_render_queue_length',
    help: 'Page renders waiting for a render thread',
    registers: [registry],
    collect() {
      this.set(queueLength());
    },
  });
  new Gauge({
    name: 'gateway_pages_waiting',
    help: 'Page requests waiting for a turn while clients API requests go first (api-first.ts)',
    registers: [registry],
    collect() {
      this.set(pagesWaiting());
    },
  });
  const wait = new Histogram({
    name: 'gateway_render_queue_wait_seconds',
    help: 'Time a page render waited for a render thread',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const work = new Histogram({
    name: 'gateway_render_seconds',
    help: 'Time a page render took on its render thread',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  const renders = new Counter({
    name: 'gateway_page_renders_total',
    help: 'Page requests without a fresh stored page: rendered, or given a stale page or the shell (queue full)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const lookups = new Counter({
    name: 'gateway_stored_page_lookups_total',
    help: 'Stored-page lookups: hit, stale (renewed behind), miss (rendered), coalesced, shared (another instance)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  let found = 0;
  let asked = 0;
  new Gauge({
    name: 'gateway_stored_page_hit_ratio',
    help: 'Share of stored-page lookups answered without a render (hit, stale, shared) since the previous scrape',
    registers: [registry],
    collect() {
      this.set(asked === 0 ? 0 : found / asked);
      found = 0;
      asked = 0;
    },
  });
  return {
    countRender: (outcome) => renders.inc({ outcome }),
    countLookup: (outcome) => {
      lookups.inc({ outcome });
      asked += 1;
      if (outcome === 'hit' || outcome === 'stale' || outcome === 'shared') found += 1;
    },
    observeRender: (waitSeconds, workSeconds) => {
      wait.observe(waitSeconds);
      work.observe(workSeconds);
    },
    close: () => loop.disable(),
  };
};
