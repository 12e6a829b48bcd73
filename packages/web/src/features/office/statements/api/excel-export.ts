import type { components } from '@gf/contracts/generated/bff';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../../api/client';
import { type ErrorEnvelope, readEnvelope } from '../../../../api/envelope';

/** A bonus Excel export as the gateway runs it (spec 2 §4): running, ready or failed. */
export type ExcelExportJob = components['schemas']['ExcelExportJob'];

/** When the gateway names no Retry-After (it always does while a job runs): ask again after this. */
export const FALLBACK_RETRY_MS = 1_000;
/**
 * Times in a row the browser may reconnect an event stream by itself before the follower reads
 * the job instead: a gateway instance that stops ends its streams with a `retry:` hint, and the
 * reconnection reaches another instance; a stream that keeps breaking without an event is given up.
 */
export const STREAM_RECONNECTS = 3;

/** Starts the export of a period (the current one without `periodId`), or joins the one running. */
export const startExcelExport = async (periodId?: number): Promise<ExcelExportJob> => {
  const { data, error } = await api.POST('/bff/v1/office/statements/excel-exports', {
    body: periodId === undefined ? {} : { period_id: periodId },
  });
  if (!data) throw error;
  return data;
};

export const readExcelExport = async (id: string): Promise<ExcelExportJob> => {
  const { data, error } = await api.GET('/bff/v1/office/statements/excel-exports/{id}', {
    params: { path: { id } },
  });
  if (!data) throw error;
  return data;
};

/** The part of EventSource the follower uses (a test hands in its own). */
export interface EventStream {
  onmessage: ((event: { data: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  /** After an error: the browser is reconnecting by itself (EventSource's CONNECTING), not given up. */
  reconnecting(): boolean;
  close(): void;
}

export interface FollowDependencies {
  /** Opens a server-sent event stream; absent where the browser has no EventSource. */
  openStream?: (url: string) => EventStream;
  read: (id: string) => Promise<ExcelExportJob>;
  wait: (ms: number) => Promise<void>;
}

const browserDependencies = (): FollowDependencies => ({
  ...(typeof EventSource === 'undefined'
    ? {}
    : {
        openStream: (url: string) => {
          const source = new EventSource(url);
          const stream: EventStream = {
            onmessage: null,
            onerror: null,
            reconnecting: () => source.readyState === EventSource.CONNECTING,
            close: () => source.close(),
          };
          source.onmessage = (event) => stream.onmessage?.({ data: String(event.data) });
          source.onerror = (event) => stream.onerror?.(event);
          return stream;
        },
      }),
  read: readExcelExport,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

/**
 * Follows an export until it ends, telling `onUpdate` each state: by the gateway's server-sent
 * events, and where they are missing or their stream breaks, by reading the job as its Retry-After
 * says (DESIGN.md "Jobs the gateway polls"). `onFailure` hears a read that failed. Returns the stop.
 */
export const followExcelExport = (
  job: ExcelExportJob,
  onUpdate: (job: ExcelExportJob) => void,
  onFailure: (error: ErrorEnvelope) => void,
  dependencies: FollowDependencies = browserDependencies(),
): (() => void) => {
  let stopped = false;
  let stream: EventStream | null = null;
  const stop = (): void => {
    stopped = true;
    stream?.close();
  };
  const poll = async (last: ExcelExportJob): Promise<void> => {
    let current = last;
    while (!stopped && current.state === 'running') {
      await dependencies.wait((current.retryAfterSeconds ?? 0) * 1000 || FALLBACK_RETRY_MS);
      if (stopped) return;
      current = await dependencies.read(current.id);
      if (!stopped) onUpdate(current);
    }
  };
  const fallBack = (last: ExcelExportJob): void => {
    poll(last).catch((error: unknown) => {
      if (!stopped) onFailure(readEnvelope(error));
    });
  };
  if (job.state !== 'running') return stop;
  if (!dependencies.openStream) {
    fallBack(job);
    return stop;
  }
  let last = job;
  let reconnects = 0;
  stream = dependencies.openStream(`/bff/v1/office/statements/excel-exports/${encodeURIComponent(job.id)}/events`);
  stream.onmessage = (event) => {
    reconnects = 0;
    last = JSON.parse(event.data) as ExcelExportJob;
    onUpdate(last);
    if (last.state !== 'running') stream?.close();
  };
  stream.onerror = () => {
    // The gateway instance stopped and ended the stream with a retry hint: the browser reconnects.
    if (stream?.reconnecting() && reconnects < STREAM_RECONNECTS) {
      reconnects += 1;
      return;
    }
    // The stream broke for good (an error answer, a proxy without streaming): reading the job takes over.
    stream?.close();
    if (!stopped && last.state === 'running') fallBack(last);
  };
  return stop;
};

/** Downloads a ready export: a plain link, so the browser streams the file to disk itself. */
export const downloadExcelExport = (job: ExcelExportJob): void => {
  if (!job.file) return;
  const link = document.createElement('a');
  link.href = job.file;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
};

export type ExcelExportView =
  | { state: 'idle' }
  | { state: 'running'; job: ExcelExportJob | null }
  | { state: 'ready'; job: ExcelExportJob }
  | { state: 'failed'; error: ErrorEnvelope | ExcelExportJob['error'] };

/** Where the page remembers the export of a period, so a reload or a return finds it again. */
export const EXPORT_STORAGE_PREFIX = 'gf.excel-export.';
const storageKey = (periodId?: number) => `${EXPORT_STORAGE_PREFIX}${periodId ?? 'current'}`;

/**
 * The state machine behind the export button: start (or retry), follow, done. One per period.
 * The export's id is kept in localStorage: after a reload, or coming back to the page, the running
 * export is followed again instead of a second one being started (a ready one offers its file).
 */
export const useExcelExport = (periodId?: number) => {
  const [view, setView] = useState<ExcelExportView>({ state: 'idle' });
  const stopRef = useRef<() => void>(() => {});
  useEffect(() => () => stopRef.current(), []);
  const show = useCallback((job: ExcelExportJob) => {
    if (job.state === 'ready') {
      setView({ state: 'ready', job });
      // Spec 2 §4: on SUCCESS the file is downloaded; the page's link stays for a blocked download.
      downloadExcelExport(job);
    } else if (job.state === 'failed') setView({ state: 'failed', error: job.error });
    else setView({ state: 'running', job });
  }, []);
  const follow = useCallback(
    (job: ExcelExportJob) => {
      stopRef.current = followExcelExport(job, show, (error) => setView({ state: 'failed', error }));
    },
    [show],
  );
  useEffect(() => {
    const id = localStorage.getItem(storageKey(periodId));
    if (!id) return;
    let current = true;
    readExcelExport(id).then(
      (job) => {
        if (!current) return;
        if (job.state === 'running') {
          setView({ state: 'running', job });
          follow(job);
        } else if (job.state === 'ready') setView({ state: 'ready', job });
        else setView({ state: 'failed', error: job.error });
      },
      (error: unknown) => {
        const envelope = readEnvelope(error);
        // Gone (kept for a while only) or another user's: nothing to find again.
        if (envelope.status === 404) localStorage.removeItem(storageKey(periodId));
        else if (current) setView({ state: 'failed', error: envelope });
      },
    );
    return () => {
      current = false;
    };
  }, [periodId, follow]);
  const start = useCallback(async () => {
    stopRef.current();
    setView({ state: 'running', job: null });
    try {
      const job = await startExcelExport(periodId);
      localStorage.setItem(storageKey(periodId), job.id);
      show(job);
      follow(job);
    } catch (error) {
      setView({ state: 'failed', error: readEnvelope(error) });
    }
  }, [periodId, show, follow]);
  return { view, start };
};
