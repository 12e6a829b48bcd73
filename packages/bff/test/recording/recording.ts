import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Operation } from '@gf/contracts/upstream/operation';
import { upstreamOperations } from '@gf/contracts/upstream/upstream-operations';
import type { Dispatcher } from 'undici';

/**
 * One scenario's upstream traffic, as committed under `packages/bff/recordings/<scenario>.json`.
 * Paths are relative to the upstream's base (UPSTREAM_URL path + UPSTREAM_PREFIX), so a recording
 * made against a staging API with another base replays the same way.
 */
export interface Recording {
  scenario: string;
  title: string;
  interactions: Interaction[];
}

/** An upstream call and what came back: a reply, no reply (`error`), or a reply whose body failed. */
export interface Interaction {
  request: RecordedRequest;
  response?: RecordedResponse;
  error?: RecordedFailure;
}

export interface RecordedRequest {
  /** The upstream contract's operation id; for the reader, not used for matching. */
  operation?: string;
  method: string;
  path: string;
  query?: Record<string, string | string[]>;
  headers: Record<string, string>;
  body?: unknown;
  /** A body that is not JSON. */
  bodyText?: string;
}

export interface RecordedResponse {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON, pretty-printed in the file so a review diff reads well. */
  body?: unknown;
  /** Text that is not JSON (or JSON that does not parse: a malformed reply). */
  bodyText?: string;
  /** Bytes that are not text (files). */
  bodyBase64?: string;
}

/**
 * The upstream gave no usable answer. `reset` and `refused`: the connection failed;
 * `headers-timeout`: nothing came in time; `body-timeout`: the headers came (see `response`)
 * and the body stalled. The player raises the same undici error the live call raised.
 */
export type RecordedFailure = 'reset' | 'refused' | 'connect-timeout' | 'headers-timeout' | 'body-timeout';

/** Where recordings live: `packages/bff/recordings/`. */
export const RECORDINGS_DIR = fileURLToPath(new URL('../../recordings/', import.meta.url));

/** A scenario's recording file: in `recordings/` unless another folder is given. */
export const recordingPath = (scenario: string, dir = RECORDINGS_DIR): string => join(dir, `${scenario}.json`);

/** Stable text: two-space JSON and a final newline, so recording twice gives the same bytes. */
export const recordingText = (recording: Recording): string => `${JSON.stringify(recording, null, 2)}\n`;

export const readRecording = async (scenario: string): Promise<Recording> => {
  const path = recordingPath(scenario);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new Error(`No recording for scenario "${scenario}" (${path}). Record it with \`npm run record\`.`);
  }
  return JSON.parse(text) as Recording;
};

export const writeRecording = (recording: Recording, dir = RECORDINGS_DIR): Promise<void> =>
  writeFile(recordingPath(recording.scenario, dir), recordingText(recording));

/** Response headers worth keeping: the gateway reads the type; the rest (dates, ids, cookies) is noise or secret. */
export const KEPT_RESPONSE_HEADERS = ['content-type', 'content-disposition'];

/** Request headers never worth keeping: transport details. */
const DROPPED_REQUEST_HEADERS = new Set(['host', 'content-length', 'connection', 'transfer-encoding']);

const operationPattern = (path: string): RegExp => {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  // `{path}` takes a whole path (slashes included, with or without the slash before it, as in
  // `/page{path}/` and `/shop/brand/{path}/`); other parameters are one segment.
  return new RegExp(`^${escaped.replace(/\/?\{path\}/g, '/.+?').replace(/\{\w+\}/g, '[^/]+')}$`);
};

const OPERATION_PATTERNS = Object.entries(upstreamOperations as Record<string, Operation>)
  .map(([id, operation]) => ({
    id,
    method: operation.method.toUpperCase(),
    pattern: operationPattern(operation.path),
    literal: operation.path.replace(/\{\w+\}/g, '').length,
  }))
  // The most literal path wins: `/news/years/` before `/news/{id}/`.
  .sort((a, b) => b.literal - a.literal || a.id.localeCompare(b.id));

/** The contract operation a call is, for readers of a recording; the most literal path wins. */
export const operationOf = (method: string, path: string): string | undefined =>
  OPERATION_PATTERNS.find((entry) => entry.method === method && entry.pattern.test(path))?.id;

const headerRecord = (headers: Dispatcher.DispatchOptions['headers']): Record<string, string> => {
  const record: Record<string, string> = {};
  const add = (name: string, value: unknown) => {
    const key = name.toLowerCase();
    if (DROPPED_REQUEST_HEADERS.has(key) || value === undefined || value === null) return;
    record[key] = Array.isArray(value) ? value.join(', ') : String(value);
  };
  if (!headers) return record;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) add(String(headers[i]), headers[i + 1]);
  } else if (typeof (headers as Iterable<unknown>)[Symbol.iterator] === 'function') {
    for (const [name, value] of headers as Iterable<[string, unknown]>) add(name, value);
  } else {
    for (const [name, value] of Object.entries(headers)) add(name, value);
  }
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
};

const bodyText = (body: Dispatcher.DispatchOptions['body']): string | undefined => {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return Buffer.from(body).toString('utf8');
  throw new Error('Recorded upstream: only string and byte bodies can be recorded (the gateway sends JSON)');
};

/** Reads a JSON text; undefined when it is not JSON. */
export const parseJson = (text: string): { value: unknown } | undefined => {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
};

/**
 * A dispatched request as a recording holds it (before redaction): the path relative to the
 * upstream base, the query as fields, the headers sorted, a JSON body parsed.
 */
export const describeRequest = (options: Dispatcher.DispatchOptions, basePath: string): RecordedRequest => {
  const url = new URL(options.path, 'http://upstream');
  const path = url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : url.pathname;
  const method = String(options.method).toUpperCase();
  const operation = operationOf(method, path);
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const existing = query[name];
    query[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  const text = bodyText(options.body);
  const json = text === undefined ? undefined : parseJson(text);
  return {
    ...(operation ? { operation } : {}),
    method,
    path,
    ...(Object.keys(query).length > 0 ? { query } : {}),
    headers: headerRecord(options.headers),
    ...(json ? { body: json.value } : text !== undefined ? { bodyText: text } : {}),
  };
};

/** The base path calls are relative to, as the upstream client builds it. */
export const upstreamBasePath = (upstreamUrl: string, prefix: string): string =>
  new URL(upstreamUrl).pathname.replace(/\/$/, '') + prefix;
