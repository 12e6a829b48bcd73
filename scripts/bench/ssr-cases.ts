/**
 * Issue 23's server-rendering figures, run by `run.ts` on its gateway in the same run:
 * (a) a cached server-rendered page (/shop, anonymous) against the cached JSON endpoint it is
 * made from (/bff/v1/shop/main), both as a browser asks (brotli accepted), alternating run by run
 * so a busy machine weighs on both alike; target: the page at ≥ 90% of the endpoint's throughput.
 * The throughput compared is the gateway's: requests per second of its own CPU (1 / CPU per
 * request), which the load generator on the same cores does not move. Its req/s are reported
 * beside (load.ts: wrk where installed, else autocannon, which slows with the reply's size).
 * (b) an uncached render's gateway CPU per page: pages asked one at a time, each address new
 * (`?bench=<n>` keys a new page entry; the page's data reads stay cached, so this is the render).
 */
import { request } from 'undici';
import type { LoadRun } from './load.js';

/** Issue 23: a cached page served at no less than this share of the cached JSON endpoint's rate. */
export const SSR_CACHED_RATIO_TARGET = 0.9;
/** Renders measured one by one for (b), after a few to warm the code up. */
const RENDERS = Number(process.env.BENCH_RENDERS ?? 60);
const WARM_RENDERS = 10;

export interface SsrBenchTools {
  gatewayUrl: string;
  host: string;
  pid: number;
  runs: number;
  durationS: number;
  warmupS: number;
  load: (url: string, headers: Record<string, string>, seconds: number) => Promise<LoadRun>;
  cpuMicros: (pid: number) => number;
}

const middle = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

export const runSsrCases = async (tools: SsrBenchTools) => {
  const headers = { host: tools.host, 'accept-encoding': 'br' };
  const page = `${tools.gatewayUrl}/shop`;
  const json = `${tools.gatewayUrl}/bff/v1/shop/main`;
  for (const url of [page, json]) {
    const first = await request(url, { headers });
    await first.body.dump();
    if (first.statusCode !== 200) throw new Error(`ssr bench: ${url} answered ${first.statusCode}`);
  }
  const probe = await request(page, { headers });
  await probe.body.dump();
  if (probe.headers['x-cache'] !== 'hit') throw new Error('ssr bench: /shop is not served from the page store');
  await tools.load(page, headers, tools.warmupS);
  await tools.load(json, headers, tools.warmupS);
  const pageRps: number[] = [];
  const jsonRps: number[] = [];
  const pageCpu: number[] = [];
  const jsonCpu: number[] = [];
  let failures = 0;
  /** One measured load: the client's req/s and the gateway's CPU µs per request. */
  let client = '';
  const measured = async (url: string) => {
    const before = tools.cpuMicros(tools.pid);
    const run = await tools.load(url, headers, tools.durationS);
    failures += run.non2xx + run.errors;
    client = run.client;
    return { rps: run.rps, cpu: (tools.cpuMicros(tools.pid) - before) / run.requests };
  };
  for (let i = 0; i < tools.runs; i += 1) {
    const p = await measured(page);
    const j = await measured(json);
    pageRps.push(p.rps);
    jsonRps.push(j.rps);
    pageCpu.push(Math.round(p.cpu));
    jsonCpu.push(Math.round(j.cpu));
  }
  // Requests per second of gateway CPU: the page's against the endpoint's.
  const ratio = Number((middle(jsonCpu) / middle(pageCpu)).toFixed(2));
  const clientRatio = Number((middle(pageRps) / middle(jsonRps)).toFixed(2));

  const render = async (n: number) => {
    const reply = await request(`${page}?bench=${n}`, { headers: { host: tools.host } });
    await reply.body.dump();
    if (reply.statusCode !== 200 || reply.headers['x-cache'] !== 'miss')
      throw new Error('ssr bench: a render was not fresh');
  };
  for (let n = 0; n < WARM_RENDERS; n += 1) await render(-1 - n);
  const before = tools.cpuMicros(tools.pid);
  const started = performance.now();
  for (let n = 0; n < RENDERS; n += 1) await render(n);
  const renderCpuMicros = Math.round((tools.cpuMicros(tools.pid) - before) / RENDERS);
  const renderWallMs = Number(((performance.now() - started) / RENDERS).toFixed(1));

  const figures = {
    cachedPage: {
      path: '/shop',
      rps: middle(pageRps),
      runs: pageRps,
      cpuMicrosPerRequest: middle(pageCpu),
      cpuRuns: pageCpu,
    },
    cachedJson: {
      path: '/bff/v1/shop/main',
      rps: middle(jsonRps),
      runs: jsonRps,
      cpuMicrosPerRequest: middle(jsonCpu),
      cpuRuns: jsonCpu,
    },
    ratio,
    client,
    clientRatio,
    target: SSR_CACHED_RATIO_TARGET,
    met: ratio >= SSR_CACHED_RATIO_TARGET,
    uncachedRender: { path: '/shop', renders: RENDERS, cpuMicrosPerPage: renderCpuMicros, wallMsPerPage: renderWallMs },
    failures,
  };
  console.log(
    `(ssr) cached page /shop ${figures.cachedPage.cpuMicrosPerRequest} µs CPU/request vs cached JSON ` +
      `${figures.cachedJson.cpuMicrosPerRequest} µs: gateway throughput ratio ${ratio} (target ≥ ` +
      `${SSR_CACHED_RATIO_TARGET}: ${figures.met ? 'met' : 'missed'}); client req/s ${figures.cachedPage.rps} vs ` +
      `${figures.cachedJson.rps} (${clientRatio}, ${client}); uncached render ` +
      `${renderCpuMicros} µs CPU per page (${renderWallMs} ms each, one at a time)` +
      (failures ? `; ${failures} failed requests` : ''),
  );
  return figures;
};
