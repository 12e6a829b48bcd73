/**
 * The bench's job case (issue 16 "Bench"): a bonus Excel export (spec 2 §4) under 20 concurrent
 * requests. Twenty clients of one signed-in user ask for the same export at once (they must join
 * one job), then read its status as fast as they can while it runs, then all download the file.
 * Reported against the reference of the same run: the spec's own schedule, i.e. when the poll that
 * saw SUCCESS was due (`excelPollAtMs`); the ratio says how late the gateway's polling ran under
 * that load.
 */
import { excelPollAtMs } from '@gf/contracts/rules/excel-polling';
import { request } from 'undici';

export const JOB_CONCURRENCY = 20;
/** The job must finish within this ratio of its schedule, under the concurrent reads. */
export const JOB_SCHEDULE_RATIO_TARGET = 1.1;
const EXPORTS = '/bff/v1/office/statements/excel-exports';
/** A period the sandbox builds (within its six archived periods). */
const PERIOD = 202610;

export interface JobCaseInput {
  gatewayUrl: string;
  host: string;
  cookie: string;
  /** The gateway's CPU time so far (µs). */
  cpuMicros: () => number;
}

export interface JobCaseFigures {
  concurrency: number;
  jobsStarted: number;
  joinedRequests: number;
  polls: number;
  msToReady: number;
  scheduleMs: number;
  scheduleRatio: number;
  statusReads: { requests: number; rps: number; p50Ms: number; p99Ms: number; failures: number };
  cpuMicrosPerStatusRead: number;
  downloads: { ok: number; bytes: number; p50Ms: number; p99Ms: number };
  target: { scheduleRatio: number; met: boolean; oneJob: boolean };
}

interface Job {
  id: string;
  state: 'running' | 'ready' | 'failed';
  progress: { polls: number };
  file: string | null;
  joined: boolean;
  error: { code: string } | null;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);
const round = (value: number): number => Math.round(value * 100) / 100;

export const runJobCase = async ({ gatewayUrl, host, cookie, cpuMicros }: JobCaseInput): Promise<JobCaseFigures> => {
  const headers = { host, cookie };
  const started = performance.now();
  const starts = await Promise.all(
    Array.from({ length: JOB_CONCURRENCY }, async () => {
      const response = await request(`${gatewayUrl}${EXPORTS}`, {
        method: 'POST',
        headers: { ...headers, origin: `http://${host}`, 'x-csrf': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ period_id: PERIOD }),
      });
      const body = (await response.body.json()) as Job;
      if (response.statusCode !== 202) throw new Error(`excel export: POST answered ${response.statusCode}`);
      return body;
    }),
  );
  const ids = new Set(starts.map((s) => s.id));
  const id = starts[0]?.id ?? '';

  // Twenty readers of the status until the job ends.
  const latencies: number[] = [];
  let failures = 0;
  let final: Job | null = null;
  let readyAt = 0;
  const cpuBefore = cpuMicros();
  const readersStarted = performance.now();
  await Promise.all(
    Array.from({ length: JOB_CONCURRENCY }, async () => {
      while (!final) {
        const sent = performance.now();
        const response = await request(`${gatewayUrl}${EXPORTS}/${id}`, { headers });
        const body = (await response.body.json()) as Job;
        latencies.push(performance.now() - sent);
        if (response.statusCode !== 200) failures += 1;
        else if (body.state !== 'running' && !final) {
          final = body;
          readyAt = performance.now();
        }
      }
    }),
  );
  const readSeconds = (performance.now() - readersStarted) / 1000;
  const cpuPerRead = Math.round((cpuMicros() - cpuBefore) / latencies.length);
  const job = final as Job | null;
  if (job?.state !== 'ready' || !job.file) throw new Error(`excel export did not finish: ${JSON.stringify(job)}`);

  const downloadTimes: number[] = [];
  let bytes = 0;
  let ok = 0;
  await Promise.all(
    Array.from({ length: JOB_CONCURRENCY }, async () => {
      const sent = performance.now();
      const response = await request(`${gatewayUrl}${job.file}`, { headers });
      const size = (await response.body.arrayBuffer()).byteLength;
      downloadTimes.push(performance.now() - sent);
      if (response.statusCode === 200) {
        ok += 1;
        bytes = size;
      }
    }),
  );

  const sorted = [...latencies].sort((a, b) => a - b);
  const sortedDownloads = [...downloadTimes].sort((a, b) => a - b);
  const msToReady = Math.round(readyAt - started);
  const scheduleMs = excelPollAtMs(job.progress.polls);
  const scheduleRatio = round(msToReady / scheduleMs);
  return {
    concurrency: JOB_CONCURRENCY,
    jobsStarted: ids.size,
    joinedRequests: starts.filter((s) => s.joined).length,
    polls: job.progress.polls,
    msToReady,
    scheduleMs,
    scheduleRatio,
    statusReads: {
      requests: latencies.length,
      rps: Math.round(latencies.length / readSeconds),
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      failures,
    },
    cpuMicrosPerStatusRead: cpuPerRead,
    downloads: {
      ok,
      bytes,
      p50Ms: round(percentile(sortedDownloads, 50)),
      p99Ms: round(percentile(sortedDownloads, 99)),
    },
    target: {
      scheduleRatio: JOB_SCHEDULE_RATIO_TARGET,
      met: scheduleRatio <= JOB_SCHEDULE_RATIO_TARGET && ids.size === 1 && ok === JOB_CONCURRENCY,
      oneJob: ids.size === 1,
    },
  };
};
