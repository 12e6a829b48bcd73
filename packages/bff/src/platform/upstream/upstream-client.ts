import type { Readable } from 'node:stream';
import type { Operation } from '@gf/contracts/upstream/operation';
import {
  type OperationId,
  type UpstreamOperations,
  upstreamOperations,
} from '@gf/contracts/upstream/upstream-operations';
import { type Dispatcher, Pool } from 'undici';
import type { z } from 'zod';
import { sanitizeRichText } from '../security/rich-text-fields.js';

export type UpstreamReply<Id extends OperationId> = z.output<UpstreamOperations[Id]['reply']>;
type Field<O, K extends string> = O extends { [P in K]: infer S }
  ? S extends z.ZodType
    ? z.input<S>
    : undefined
  : undefined;

export interface CallInput<Id extends OperationId> {
  params?: Record<string, string | number>;
  query?: Field<UpstreamOperations[Id], 'query'>;
  body?: Field<UpstreamOperations[Id], 'body'>;
}

/** Who the call is for: the bearer token (none for anonymous calls) and the spec's two headers. */
export interface CallContext {
  token: string | null;
  /** Content-Language: language-country, e.g. ru-RU. */
  language: string;
  /** Content-Location: the site code. */
  site: string;
}

/** An answer from the upstream with a status. JSON bodies are parsed; anything else is kept as bytes. */
export interface UpstreamResponse {
  status: number;
  body: unknown;
}

/** The upstream gave no usable answer: no connection, reset, timeout, or a body that is not JSON. */
export class UpstreamUnavailable extends Error {
  constructor(
    readonly reason: 'unreachable' | 'timeout' | 'malformed',
    readonly operationId: string,
    cause?: unknown,
  ) {
    super(`${operationId}: upstream ${reason}`, { cause });
  }
}

const BYTE_ORDER_MARK = 0xfeff;
const CONTENT_TYPE = 'content-type';
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/** An operation's path template split once into literal text and parameter names (odd slots). */
const templates = new Map<string, string[]>();
const templateOf = (path: string): string[] => {
  let parts = templates.get(path);
  if (!parts) {
    parts = path.split(/\{(\w+)\}/);
    templates.set(path, parts);
  }
  return parts;
};

const buildPath = (prefix: string, operation: Operation, params: Record<string, string | number> = {}): string => {
  const parts = templateOf(operation.path);
  let path = prefix + parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as string;
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${operation.path}`);
    // `/page{path}/` takes a whole page path; other parameters are one segment.
    path += (name === 'path' ? String(value) : encodeURIComponent(String(value))) + parts[i + 1];
  }
  return path;
};

/** Text that form encoding (URLSearchParams) leaves as it is. */
const FORM_SAFE = /^[\w*.-]*$/;
const formEncoded = (text: string): string =>
  FORM_SAFE.test(text) ? text : new URLSearchParams([['', text]]).toString().slice(1);

/**
 * The query as URLSearchParams writes it (form encoding: what the recorded upstream matches),
 * without building one per call: most keys and values need no escaping.
 */
const buildQuery = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  let text = '';
  const add = (key: string, value: unknown): void => {
    text += `${text ? '&' : '?'}${formEncoded(key)}=${formEncoded(String(value))}`;
  };
  for (const key of Object.keys(query)) {
    const value = query[key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else add(key, value);
  }
  return text;
};

/**
 * One request through the dispatcher's handler interface, the body collected into one Buffer.
 * `dispatcher.request()` wraps every reply in a Readable stream and an AsyncResource; for bodies
 * that are read whole anyway that was a large share of an upstream call's CPU (issue 10 profile).
 * Errors (connection, timeouts, reset mid-body) reject with undici's own error and code.
 */
const exchange = (
  dispatcher: Dispatcher,
  options: Dispatcher.DispatchOptions,
): Promise<{ status: number; contentType: string; body: Buffer }> =>
  new Promise((resolve, reject) => {
    let status = 0;
    let contentType = '';
    const chunks: Buffer[] = [];
    dispatcher.dispatch(options, {
      onConnect: () => {},
      onHeaders: (statusCode, rawHeaders) => {
        // 1xx are interim answers; the final one follows.
        if (statusCode < 200) return true;
        status = statusCode;
        // Header names come as bytes: only one of content-type's length is decoded.
        for (let i = 0; i < rawHeaders.length; i += 2) {
          const name = rawHeaders[i];
          if (name?.length === CONTENT_TYPE.length && String(name).toLowerCase() === CONTENT_TYPE)
            contentType = String(rawHeaders[i + 1]);
        }
        return true;
      },
      onData: (chunk) => {
        chunks.push(chunk);
        return true;
      },
      onComplete: () =>
        resolve({ status, contentType, body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks) }),
      onError: reject,
    });
  });

/** A call whose reply is read as a stream (file downloads) or whose body is one (file uploads). */
export interface OpenInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  /** A streamed request body (multipart uploads), sent as it is produced, never collected. */
  body?: Readable;
  contentType?: string;
  /** Aborts the upstream request (the browser went away, the upload broke a limit). */
  signal?: AbortSignal;
}

/** A reply whose body has not been read: the caller pipes it on or dumps it. */
export interface OpenedReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Dispatcher.ResponseData['body'];
}

export interface UpstreamClientOptions {
  url: string;
  prefix: string;
  timeoutMs: number;
  /** Replaces the connection pool (recorded upstream in tests). */
  dispatcher?: Dispatcher;
  /** Told of every call: its operation, its status (or why there was none) and its duration. */
  onResponse?: (operationId: string, outcome: string, seconds: number) => void;
}

/**
 * Calls the company API: one undici Pool, the spec's headers (bearer, Content-Language,
 * Content-Location), no body on GET, and the spec's 60 s timeout on headers and on body.
 */
export class UpstreamClient {
  readonly dispatcher: Dispatcher;
  private readonly origin: string;
  private readonly basePath: string;

  constructor(private readonly options: UpstreamClientOptions) {
    const url = new URL(options.url);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/$/, '') + options.prefix;
    this.dispatcher =
      options.dispatcher ??
      new Pool(this.origin, {
        connections: 128,
        keepAliveTimeout: 30_000,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      });
  }

  /** How long one call may take (UPSTREAM_TIMEOUT_MS): the bound of work that waits on a call. */
  get timeoutMs(): number {
    return this.options.timeoutMs;
  }

  async call<Id extends OperationId>(
    operationId: Id,
    input: CallInput<Id>,
    context: CallContext,
  ): Promise<UpstreamResponse> {
    const operation = upstreamOperations[operationId] as Operation;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-language': context.language,
      'content-location': context.site,
    };
    if (context.token) headers.authorization = `Bearer ${context.token}`;
    const hasBody = operation.method !== 'get' && input.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    const started = performance.now();
    let outcome = 'unreachable';
    try {
      const response = await exchange(this.dispatcher, {
        origin: this.origin,
        method: operation.method.toUpperCase() as Dispatcher.HttpMethod,
        path: buildPath(this.basePath, operation, input.params) + buildQuery(input.query as Record<string, unknown>),
        headers,
        body: hasBody ? JSON.stringify(input.body) : null,
        headersTimeout: this.options.timeoutMs,
        bodyTimeout: this.options.timeoutMs,
      });
      outcome = String(response.status);
      if (!response.contentType.includes('json')) return { status: response.status, body: response.body };
      // TextDecoder (as undici's body.text()) drops a byte-order mark; so does this.
      const decoded = response.body.toString('utf8');
      const text = decoded.charCodeAt(0) === BYTE_ORDER_MARK ? decoded.slice(1) : decoded;
      try {
        const body = text ? JSON.parse(text) : null;
        // Rich texts are made safe here, once, before any route reads them (security/rich-text-fields.ts).
        return { status: response.status, body: response.status < 400 ? sanitizeRichText(operationId, body) : body };
      } catch (error) {
        outcome = 'malformed';
        throw new UpstreamUnavailable('malformed', operationId, error);
      }
    } catch (error) {
      if (error instanceof UpstreamUnavailable) throw error;
      const code = (error as { code?: string }).code ?? '';
      const reason = TIMEOUT_CODES.has(code) ? 'timeout' : 'unreachable';
      outcome = reason;
      throw new UpstreamUnavailable(reason, operationId, error);
    } finally {
      this.options.onResponse?.(operationId, outcome, (performance.now() - started) / 1000);
    }
  }

  /**
   * One call whose reply body is handed over unread (the file streamer pipes it), with the same
   * headers and timeouts as `call`. Connection failures throw UpstreamUnavailable; an abort through
   * `input.signal` throws undici's abort error.
   */
  async open(operationId: OperationId, input: OpenInput, context: CallContext): Promise<OpenedReply> {
    const operation = upstreamOperations[operationId] as Operation;
    const headers: Record<string, string> = {
      accept: '*/*',
      'content-language': context.language,
      'content-location': context.site,
    };
    if (context.token) headers.authorization = `Bearer ${context.token}`;
    if (input.body && input.contentType) headers['content-type'] = input.contentType;
    const started = performance.now();
    let outcome = 'unreachable';
    try {
      const response = await this.dispatcher.request({
        origin: this.origin,
        method: operation.method.toUpperCase() as Dispatcher.HttpMethod,
        path: buildPath(this.basePath, operation, input.params) + buildQuery(input.query),
        headers,
        body: input.body ?? null,
        signal: input.signal,
        headersTimeout: this.options.timeoutMs,
        bodyTimeout: this.options.timeoutMs,
      });
      outcome = String(response.statusCode);
      return { status: response.statusCode, headers: response.headers, body: response.body };
    } catch (error) {
      if (input.signal?.aborted) {
        outcome = 'aborted';
        throw error;
      }
      const code = (error as { code?: string }).code ?? '';
      const reason = TIMEOUT_CODES.has(code) ? 'timeout' : 'unreachable';
      outcome = reason;
      throw new UpstreamUnavailable(reason, operationId, error);
    } finally {
      this.options.onResponse?.(operationId, outcome, (performance.now() - started) / 1000);
    }
  }

  /** Readiness: any HTTP answer from the upstream's origin means it is reachable; throws otherwise. */
  async ping(): Promise<void> {
    const response = await this.dispatcher.request({
      origin: this.origin,
      method: 'HEAD',
      path: '/',
      headersTimeout: 2_000,
    });
    await response.body.dump();
  }

  close(): Promise<void> {
    return this.dispatcher.close();
  }
}
