/**
 * The bench's tracing case (issue 31 item 4, id `tracing`): case (b), the signed-in office read,
 * through two gateways of the same build started alike, one with OpenTelemetry off (the bench's
 * gateway) and one with it on at the default sampling (no OTEL_TRACES_SAMPLER: every request is
 * traced), its spans sent to an OTLP receiver in this process that answers each batch as a
 * collector does, a third with tracing on and every request left unsampled (`always_off`: what the
 * instrumentation costs before any span is recorded or exported, the floor of every sampling
 * ratio), and the bench's naive reference of the same read (a Fastify route and one request(),
 * nothing else). Measured run for run in turn, so all four see the same load from the rest of the
 * machine; the figure is the ratio of the gateways' CPU per request, on to off, and each side's
 * ratio to the naive route.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import type { LoadRun } from './load.js';

/** Tracing on may cost at most this much CPU per request, as a ratio to tracing off. */
export const TRACING_CPU_RATIO_TARGET = 1.1;
const PATH = '/bff/v1/office/mail';

export interface TracedGateway {
  pid: number;
  url: string;
  /** Host header of the bench's site on this gateway. */
  host: string;
}

export interface TracingCaseInput {
  /** The bench's gateway (tracing off) and its signed-in session. */
  plain: TracedGateway & { cookie: string };
  /** The naive route of the same read (process, address, headers): the reference of both ratios. */
  naive: { pid: number; url: string; headers: Record<string, string> };
  /** Starts a gateway like the bench's, with these variables added; resolves once it answers. */
  startGateway: (env: Record<string, string>) => Promise<TracedGateway>;
  signIn: (gateway: TracedGateway) => Promise<string>;
  load: (url: string, headers: Record<string, string>, seconds: number) => Promise<LoadRun>;
  cpuMicros: (pid: number) => number;
  runs: number;
  durationS: number;
  warmupS: number;
}

export interface TracingCaseFigures {
  path: string;
  sampler: string;
  off: { rps: number; cpuMicrosPerRequest: number; cpuMicrosPerRequestRuns: number[] };
  on: { rps: number; cpuMicrosPerRequest: number; cpuMicrosPerRequestRuns: number[] };
  /** Tracing on, no request sampled (OTEL_TRACES_SAMPLER=always_off). */
  unsampled: { rps: number; cpuMicrosPerRequest: number; cpuMicrosPerRequestRuns: number[] };
  naive: { rps: number; cpuMicrosPerRequest: number; cpuMicrosPerRequestRuns: number[] };
  cpuRatio: number;
  /** Tracing on with no request sampled, against off. */
  unsampledCpuRatio: number;
  /** CPU per request of tracing off and on, each against the naive route's. */
  toNaive: { off: number; on: number };
  exports: { batches: number; bytes: number };
  target: { cpuRatio: number; met: boolean };
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

export const runTracingCase = async (input: TracingCaseInput): Promise<TracingCaseFigures> => {
  const received = { batches: 0, bytes: 0 };
  const collector = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => {
      received.bytes += chunk.length;
    });
    req.on('end', () => {
      received.batches += 1;
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = collector.address() as AddressInfo;
    const tracedEnv = {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_SERVICE_NAME: 'greenfront-gateway-bench',
    };
    const traced = await input.startGateway(tracedEnv);
    const cookie = await input.signIn(traced);
    const unsampled = await input.startGateway({ ...tracedEnv, OTEL_TRACES_SAMPLER: 'always_off' });
    const unsampledCookie = await input.signIn(unsampled);
    const sides = [
      {
        pid: input.plain.pid,
        url: `${input.plain.url}${PATH}`,
        headers: { host: input.plain.host, cookie: input.plain.cookie },
      },
      { pid: traced.pid, url: `${traced.url}${PATH}`, headers: { host: traced.host, cookie } },
      {
        pid: unsampled.pid,
        url: `${unsampled.url}${PATH}`,
        headers: { host: unsampled.host, cookie: unsampledCookie },
      },
      input.naive,
    ];
    for (const side of sides) {
      const probe = await request(side.url, { headers: side.headers });
      await probe.body.dump();
      if (probe.statusCode !== 200) throw new Error(`tracing case: GET ${side.url} answered ${probe.statusCode}`);
      await input.load(side.url, side.headers, input.warmupS);
    }
    const runs = sides.map(() => [] as { rps: number; cpu: number }[]);
    for (let i = 0; i < input.runs; i += 1)
      for (const [index, side] of sides.entries()) {
        const before = input.cpuMicros(side.pid);
        const run = await input.load(side.url, side.headers, input.durationS);
        if (run.non2xx || run.errors) throw new Error(`tracing case: ${run.non2xx + run.errors} failed requests`);
        runs[index]?.push({
          rps: run.rps,
          cpu: Math.round((input.cpuMicros(side.pid) - before) / run.requests),
        });
      }
    const [off, on, notSampled, naive] = runs.map((list) => ({
      rps: median(list.map((run) => run.rps)),
      cpuMicrosPerRequest: median(list.map((run) => run.cpu)),
      cpuMicrosPerRequestRuns: list.map((run) => run.cpu),
    }));
    if (!off || !on || !notSampled || !naive) throw new Error('tracing case: no runs');
    // The batch processor sends every 5 s: the last batch of the runs has gone out by now or soon.
    for (let i = 0; i < 60 && received.batches === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    if (received.batches === 0) throw new Error('tracing case: no spans reached the collector');
    const ratio = (a: number, b: number): number => Number((a / b).toFixed(2));
    const cpuRatio = ratio(on.cpuMicrosPerRequest, off.cpuMicrosPerRequest);
    return {
      path: PATH,
      sampler: 'parentbased_always_on (the default)',
      off,
      on,
      unsampled: notSampled,
      naive,
      cpuRatio,
      unsampledCpuRatio: ratio(notSampled.cpuMicrosPerRequest, off.cpuMicrosPerRequest),
      toNaive: {
        off: ratio(off.cpuMicrosPerRequest, naive.cpuMicrosPerRequest),
        on: ratio(on.cpuMicrosPerRequest, naive.cpuMicrosPerRequest),
      },
      exports: received,
      target: { cpuRatio: TRACING_CPU_RATIO_TARGET, met: cpuRatio <= TRACING_CPU_RATIO_TARGET },
    };
  } finally {
    collector.close();
  }
};
