/**
 * Issue 30's storm, run by `run.ts` on its gateway: the cached JSON endpoint alone, then while 8
 * connections ask pages as fast as they can, run by run in turn; throughput and p99 during the
 * storm as ratios to alone. Two storms:
 * - uncached: distinct pages that are not stored (every site's and language's catalogue pages from
 *   their sitemaps, the stored pages dropped before each run): each request a render;
 * - random query: the issue's `/shop?zz=<random>`, which before issue 30 was a new render each.
 * Targets: throughput ≥ 0.7× alone, p99 ≤ 3× alone, for the uncached storm.
 */
import { Agent, request } from 'undici';
import type { LoadRun } from './load.js';

export const STORM_THROUGHPUT_TARGET = 0.7;
export const STORM_P99_TARGET = 3;
/** Connections of the storm (the issue's measurement). */
const STORM_CONNECTIONS = 8;
/** The storm starts this long before the JSON load is measured, so it is in full swing. */
const STORM_LEAD_MS = 500;
/** Distinct pages for the uncached storm: more than it can render in a run. */
const STORM_PAGES = 3_000;

export interface StormTools {
  gatewayUrl: string;
  port: number;
  runs: number;
  durationS: number;
  warmupS: number;
  load: (url: string, headers: Record<string, string>, seconds: number) => Promise<LoadRun>;
  /** Drops every stored page of every site (POST /cache/purge, pages only). */
  purgePages: () => Promise<void>;
}

interface StormFigures {
  requests: number;
  perSecond: number;
  outcomes: Record<string, number>;
  /** The gateway's own event-loop delay over the storm (its /metrics, p99 and max, ms). */
  loopDelayMs: { p99: number; max: number };
}

/**
 * The gateway's event-loop delay (ms) since the previous scrape of its /metrics: each scrape starts
 * a new window (render-metrics.ts), so one just before a storm and one just after give the storm's.
 */
const loopDelay = async (gatewayUrl: string): Promise<{ p99: number; max: number }> => {
  const text = await (await request(`${gatewayUrl}/metrics`)).body.text();
  const quantile = (q: string) =>
    Number(
      (
        Number(text.match(new RegExp(`^gateway_event_loop_delay_seconds\\{quantile="${q}"\\} (\\S+)`, 'm'))?.[1]) * 1000
      ).toFixed(1),
    );
  return { p99: quantile('0.99'), max: quantile('1') };
};

const middle = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

/** `STORM_CONNECTIONS` loops asking `next()` until told to stop; what they got, by status and x-cache. */
const storm = async (gatewayUrl: string, next: () => { host: string; path: string }) => {
  await loopDelay(gatewayUrl);
  const agent = new Agent({ connections: STORM_CONNECTIONS });
  const outcomes: Record<string, number> = {};
  let requests = 0;
  let running = true;
  const started = performance.now();
  const loop = async (): Promise<void> => {
    while (running) {
      const { host, path } = next();
      try {
        const reply = await request(`${gatewayUrl}${path}`, {
          headers: { host, 'accept-encoding': 'br' },
          dispatcher: agent,
        });
        await reply.body.dump();
        const outcome = `${reply.statusCode} ${reply.headers['x-cache'] ?? '-'}`;
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      } catch {
        outcomes.error = (outcomes.error ?? 0) + 1;
      }
      requests += 1;
    }
  };
  const loops = Array.from({ length: STORM_CONNECTIONS }, loop);
  return {
    stop: async (): Promise<StormFigures> => {
      running = false;
      await Promise.all(loops);
      await agent.close();
      const seconds = (performance.now() - started) / 1000;
      return {
        requests,
        perSecond: Math.round(requests / seconds),
        outcomes,
        loopDelayMs: await loopDelay(gatewayUrl),
      };
    },
  };
};

/** Every catalogue page of the first sites' sitemaps (each language its own address), as host and path. */
const uncachedPages = async (tools: StormTools): Promise<{ host: string; path: string }[]> => {
  const pages: { host: string; path: string }[] = [];
  const sites = ['ru', 'by', 'kz', 'ua', 'uz', 'kg', 'am', 'az', 'ge', 'md', 'tr', 'il', 'it', 'us', 'mx', 'mn'];
  for (const site of sites) {
    if (pages.length >= STORM_PAGES) break;
    const host = `${site}.localhost:${tools.port}`;
    const reply = await request(`${tools.gatewayUrl}/sitemap.xml`, { headers: { host } });
    const xml = await reply.body.text();
    if (reply.statusCode !== 200) continue;
    for (const match of xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g))
      pages.push({ host, path: (match[1] as string).replaceAll('&amp;', '&') });
  }
  return pages.slice(0, STORM_PAGES);
};

export const runStormCases = async (tools: StormTools) => {
  const headers = { host: `ru.localhost:${tools.port}` };
  const json = `${tools.gatewayUrl}/bff/v1/shop/main`;
  const pages = await uncachedPages(tools);
  if (pages.length < 500) throw new Error(`storm bench: only ${pages.length} pages in the sitemaps`);
  let cursor = 0;
  const nextUncached = () => pages[cursor++ % pages.length] as { host: string; path: string };
  const nextRandom = () => ({ host: headers.host, path: `/shop?zz=${Math.floor(Math.random() * 1e9)}` });
  // The stored /shop the random-query storm finds, and a warm JSON endpoint.
  await (await request(`${tools.gatewayUrl}/shop`, { headers })).body.dump();
  await tools.load(json, headers, tools.warmupS);

  const measure = async (next: () => { host: string; path: string }, fresh: boolean) => {
    const alone: LoadRun[] = [];
    const during: LoadRun[] = [];
    const storms: StormFigures[] = [];
    for (let i = 0; i < tools.runs; i += 1) {
      alone.push(await tools.load(json, headers, tools.durationS));
      if (fresh) {
        await tools.purgePages();
        cursor = 0;
      }
      const running = await storm(tools.gatewayUrl, next);
      await new Promise((resolve) => setTimeout(resolve, STORM_LEAD_MS));
      during.push(await tools.load(json, headers, tools.durationS));
      storms.push(await running.stop());
    }
    const rps = { alone: middle(alone.map((r) => r.rps)), during: middle(during.map((r) => r.rps)) };
    const p50 = { alone: middle(alone.map((r) => r.p50)), during: middle(during.map((r) => r.p50)) };
    const p99 = { alone: middle(alone.map((r) => r.p99)), during: middle(during.map((r) => r.p99)) };
    const throughputRatio = Number((rps.during / rps.alone).toFixed(2));
    const p99Ratio = Number((p99.during / p99.alone).toFixed(2));
    return {
      json: { rps, p50Ms: p50, p99Ms: p99, runs: { alone: alone.map((r) => r.rps), during: during.map((r) => r.rps) } },
      storm: {
        perSecond: middle(storms.map((s) => s.perSecond)),
        runs: storms.map((s) => s.perSecond),
        outcomes: storms.map((s) => s.outcomes),
        loopDelayMs: storms.map((s) => s.loopDelayMs),
      },
      throughputRatio,
      p99Ratio,
      met: throughputRatio >= STORM_THROUGHPUT_TARGET && p99Ratio <= STORM_P99_TARGET,
      failures: [...alone, ...during].reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    };
  };
  const uncached = await measure(nextUncached, true);
  const randomQuery = await measure(nextRandom, false);
  const line = (label: string, figures: typeof uncached) =>
    `(storm) ${label}, ${STORM_CONNECTIONS} connections at ${figures.storm.perSecond} pages/s: cached JSON ` +
    `${figures.json.rps.during} vs ${figures.json.rps.alone} req/s alone (${figures.throughputRatio}×), p50 ` +
    `${figures.json.p50Ms.during} vs ${figures.json.p50Ms.alone} ms, p99 ${figures.json.p99Ms.during} vs ` +
    `${figures.json.p99Ms.alone} ms (${figures.p99Ratio}×); gateway event-loop delay p99/max ` +
    `${figures.storm.loopDelayMs.map((d) => `${d.p99}/${d.max}`).join(', ')} ms; storm replies ${JSON.stringify(figures.storm.outcomes)}`;
  console.log(
    `${line('uncached pages', uncached)}; target ≥ ${STORM_THROUGHPUT_TARGET}× and p99 ≤ ${STORM_P99_TARGET}×: ` +
      `${uncached.met ? 'met' : 'missed'}`,
  );
  console.log(line('/shop?zz=<random>', randomQuery));
  return {
    uncached,
    randomQuery,
    target: { throughputRatio: STORM_THROUGHPUT_TARGET, p99Ratio: STORM_P99_TARGET },
    pages: pages.length,
  };
};
