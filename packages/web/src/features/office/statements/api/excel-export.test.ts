import { describe, expect, it } from 'vitest';
import {
  type EventStream,
  type ExcelExportJob,
  FALLBACK_RETRY_MS,
  followExcelExport,
  STREAM_RECONNECTS,
} from './excel-export';

const POLL_LIMIT = 10;
const RETRY_AFTER_SECONDS = 3;

const job = (polls: number, state: ExcelExportJob['state'] = 'running'): ExcelExportJob => ({
  id: 'A'.repeat(22),
  state,
  progress: { polls, pollLimit: POLL_LIMIT },
  upstreamStatus: state === 'ready' ? 'SUCCESS' : polls === 0 ? null : 'PROCESSING',
  error: state === 'failed' ? { code: 'export_failed', message: 'no' } : null,
  file: state === 'ready' ? `/bff/v1/office/statements/excel-exports/${'A'.repeat(22)}/file` : null,
  retryAfterSeconds: state === 'running' ? RETRY_AFTER_SECONDS : null,
  joined: false,
});

class FakeStream implements EventStream {
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  /** What the browser does after an error: reconnect by itself (after a `retry:` hint) or give up. */
  browserReconnects = false;
  constructor(readonly url: string) {}
  reconnecting(): boolean {
    return this.browserReconnects;
  }
  close(): void {
    this.closed = true;
  }
  send(state: ExcelExportJob): void {
    this.onmessage?.({ data: JSON.stringify(state) });
  }
}

/** Reads answer from `answers` in turn; waits resolve at once and are recorded. */
const polling = (answers: (ExcelExportJob | Error)[]) => {
  const waits: number[] = [];
  const reads: string[] = [];
  return {
    waits,
    reads,
    read: async (id: string) => {
      reads.push(id);
      const answer = answers.shift();
      if (!answer) throw new Error('read more often than expected');
      if (answer instanceof Error) throw { error: { status: 502, code: 'server_problems', message: answer.message } };
      return answer;
    },
    wait: async (ms: number) => {
      waits.push(ms);
    },
  };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('following an Excel export (spec 2 §4)', () => {
  it('follows the job’s server-sent events to the end and closes the stream', () => {
    const streams: FakeStream[] = [];
    const updates: ExcelExportJob[] = [];
    const { read, wait, reads } = polling([]);
    followExcelExport(
      job(0),
      (j) => updates.push(j),
      () => {},
      {
        openStream: (url) => {
          const stream = new FakeStream(url);
          streams.push(stream);
          return stream;
        },
        read,
        wait,
      },
    );
    const [stream] = streams;
    expect(stream?.url).toBe(`/bff/v1/office/statements/excel-exports/${'A'.repeat(22)}/events`);
    stream?.send(job(1));
    stream?.send(job(2));
    expect(stream?.closed).toBe(false);
    stream?.send(job(3, 'ready'));
    expect(updates.map((u) => [u.progress.polls, u.state])).toEqual([
      [1, 'running'],
      [2, 'running'],
      [3, 'ready'],
    ]);
    expect(stream?.closed).toBe(true);
    expect(reads).toEqual([]);
  });

  it('polls the gateway as its Retry-After says where there is no EventSource, until the job ends', async () => {
    const updates: ExcelExportJob[] = [];
    const p = polling([job(1), job(2), job(3, 'ready')]);
    followExcelExport(
      job(0),
      (j) => updates.push(j),
      () => {},
      { read: p.read, wait: p.wait },
    );
    await settle();
    expect(p.waits).toEqual([RETRY_AFTER_SECONDS * 1000, RETRY_AFTER_SECONDS * 1000, RETRY_AFTER_SECONDS * 1000]);
    expect(updates.map((u) => u.state)).toEqual(['running', 'running', 'ready']);
  });

  it('falls back to polling from the last state when the event stream breaks', async () => {
    let stream: FakeStream | undefined;
    const updates: ExcelExportJob[] = [];
    const p = polling([job(3), job(4, 'failed')]);
    followExcelExport(
      job(0),
      (j) => updates.push(j),
      () => {},
      {
        openStream: (url) => {
          stream = new FakeStream(url);
          return stream;
        },
        read: p.read,
        wait: p.wait,
      },
    );
    stream?.send({ ...job(2), retryAfterSeconds: null });
    stream?.onerror?.({});
    expect(stream?.closed).toBe(true);
    await settle();
    expect(p.waits[0]).toBe(FALLBACK_RETRY_MS);
    expect(updates.map((u) => [u.progress.polls, u.state])).toEqual([
      [2, 'running'],
      [3, 'running'],
      [4, 'failed'],
    ]);
  });

  it('lets the browser reconnect a stream its gateway instance ended with a retry hint, and polls when that keeps failing', async () => {
    let stream: FakeStream | undefined;
    const updates: ExcelExportJob[] = [];
    const p = polling([job(9, 'ready')]);
    followExcelExport(
      job(0),
      (j) => updates.push(j),
      () => {},
      {
        openStream: (url) => {
          stream = new FakeStream(url);
          return stream;
        },
        read: p.read,
        wait: p.wait,
      },
    );
    stream?.send(job(1));
    if (!stream) throw new Error('no stream');
    stream.browserReconnects = true;
    // An instance stops: the stream ends, the browser reconnects (to another instance) and goes on.
    stream.onerror?.({});
    stream.send(job(2));
    for (let i = 0; i < STREAM_RECONNECTS; i += 1) stream.onerror?.({});
    expect(stream.closed).toBe(false);
    expect(p.reads).toEqual([]);
    // One break more without an event in between: given up, the job is read instead.
    stream.onerror?.({});
    expect(stream.closed).toBe(true);
    await settle();
    expect(updates.map((u) => [u.progress.polls, u.state])).toEqual([
      [1, 'running'],
      [2, 'running'],
      [9, 'ready'],
    ]);
  });

  it('tells a failed read as an error envelope, and stops quietly when stopped', async () => {
    const failures: string[] = [];
    const p = polling([new Error('down')]);
    followExcelExport(
      job(0),
      () => {},
      (e) => failures.push(e.code),
      { read: p.read, wait: p.wait },
    );
    await settle();
    expect(failures).toEqual(['server_problems']);

    let stream: FakeStream | undefined;
    const updates: ExcelExportJob[] = [];
    const quiet = polling([]);
    const stop = followExcelExport(
      job(0),
      (j) => updates.push(j),
      () => {},
      {
        openStream: (url) => {
          stream = new FakeStream(url);
          return stream;
        },
        read: quiet.read,
        wait: quiet.wait,
      },
    );
    stop();
    expect(stream?.closed).toBe(true);
    stream?.onerror?.({});
    await settle();
    expect(quiet.reads).toEqual([]);
  });

  it('does not follow a job that has already ended', () => {
    let opened = false;
    const p = polling([]);
    followExcelExport(
      job(3, 'ready'),
      () => {},
      () => {},
      {
        openStream: (url) => {
          opened = true;
          return new FakeStream(url);
        },
        read: p.read,
        wait: p.wait,
      },
    );
    expect(opened).toBe(false);
    expect(p.reads).toEqual([]);
  });
});
