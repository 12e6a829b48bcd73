import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { RenderOutcome, RenderTask, RenderWorkerData } from './render-worker.js';

/**
 * Render threads when RENDER_THREADS is not set: one per core but the one the event loop needs, at
 * least one. On the 2-core machines of the README that is one thread beside the event loop.
 */
export const defaultRenderThreads = (): number => Math.max(1, availableParallelism() - 1);

/**
 * Renders that may wait per thread (RENDER_QUEUE_MAX unset): at 10–20 ms a render a page waits at
 * most a few hundred milliseconds behind the others; past the bound a visitor gets the stale page
 * or the client shell at once instead of waiting (issue 30).
 */
export const RENDER_QUEUE_PER_THREAD = 16;

/**
 * How much lower a render thread's scheduling priority is than the event loop's (nice, Linux):
 * when both want the CPU, the API's replies go first and renders take what is left.
 */
export const RENDER_THREAD_NICENESS = 10;

/**
 * A render not done in this time (waiting included) is given up: its visitor gets the shell, and a
 * thread stuck on it is replaced. Renders take milliseconds; this bounds a broken one.
 */
export const RENDER_TIMEOUT_MS = 10_000;

/**
 * A render thread's young generation (MB; V8 makes it three 4 MB semi-spaces). A render's garbage
 * dies young and the thread holds little else, so its small collections stay cheap. With V8's
 * default the gateway held about 45 MB more with one render thread; the event loop's young
 * generation keeps V8's default size instead (the gateway's `start` script, README "Performance").
 */
export const RENDER_THREAD_YOUNG_GENERATION_MB = 12;

/** The pool is full: the page is not rendered now. */
export class RenderQueueFull extends Error {
  constructor() {
    super('render queue full');
  }
}

export interface RenderPoolOptions {
  webDist: string;
  threads: number;
  maxQueue: number;
  warmLanguages: string[];
  /** Told when a render thread fails outside a render (it could not start, say). */
  onThreadError: (error: unknown) => void;
}

/**
 * The render thread's module. A worker thread loads JavaScript only (Node 20 runs no TypeScript
 * loader in workers): a gateway run from its sources (the system tests) takes the built one,
 * which `npm run build` makes before any of them.
 */
const workerFile = (): string => {
  const built = import.meta.url.endsWith('.ts')
    ? new URL('../../../dist/src/platform/rendering/render-worker.js', import.meta.url)
    : new URL('./render-worker.js', import.meta.url);
  const filename = fileURLToPath(built);
  if (!existsSync(filename)) throw new Error(`${filename} is missing: npm run build makes the render thread`);
  return filename;
};

/**
 * Renders pages off the event loop (issue 30): a fixed set of worker threads (piscina) and a
 * bounded queue in front of them. A render that finds the queue full is refused at once
 * (`RenderQueueFull`), never queued without bound.
 */
export class RenderPool {
  private readonly pool: Piscina<RenderTask, RenderOutcome>;
  readonly threads: number;
  readonly maxQueue: number;

  constructor(options: RenderPoolOptions) {
    this.threads = options.threads;
    this.maxQueue = options.maxQueue;
    const workerData: RenderWorkerData = {
      webDist: options.webDist,
      warmLanguages: options.warmLanguages,
      niceness: RENDER_THREAD_NICENESS,
    };
    this.pool = new Piscina({
      filename: workerFile(),
      minThreads: options.threads,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      // The threads stay: starting one costs the server bundle's load and a warm-up.
      idleTimeout: Number.POSITIVE_INFINITY,
      // None of the gateway's own flags (a test runner's loader conditions): the thread runs built code.
      execArgv: [],
      resourceLimits: { maxYoungGenerationSizeMb: RENDER_THREAD_YOUNG_GENERATION_MB },
      workerData,
    });
    this.pool.on('error', options.onThreadError);
  }

  /** Renders waiting for a thread. */
  get queued(): number {
    return this.pool.queueSize;
  }

  /** Whether a render asked for now would be refused. */
  get full(): boolean {
    return this.pool.queueSize >= this.maxQueue;
  }

  /** Renders a page; `RenderQueueFull` when the queue is at its bound. */
  async render(task: RenderTask): Promise<RenderOutcome> {
    if (this.full) throw new RenderQueueFull();
    return this.pool.run(task, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
