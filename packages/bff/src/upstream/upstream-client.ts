import type { Operation } from '@gf/contracts/upstream/operation';
import { type OperationId, type UpstreamOperations, upstreamOperations } from '@gf/contracts/upstream/operations';
import { type Dispatcher, Pool } from 'undici';
import type { z } from 'zod';

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

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

const buildPath = (prefix: string, operation: Operation, params: Record<string, string | number> = {}): string =>
  prefix +
  operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${operation.path}`);
    // `/page{path}/` takes a whole page path; other parameters are one segment.
    return name === 'path' ? String(value) : encodeURIComponent(String(value));
  });

const buildQuery = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

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
      const response = await this.dispatcher.request({
        origin: this.origin,
        method: operation.method.toUpperCase() as Dispatcher.HttpMethod,
        path: buildPath(this.basePath, operation, input.params) + buildQuery(input.query as Record<string, unknown>),
        headers,
        body: hasBody ? JSON.stringify(input.body) : null,
        headersTimeout: this.options.timeoutMs,
        bodyTimeout: this.options.timeoutMs,
      });
      outcome = String(response.statusCode);
      const type = String(response.headers['content-type'] ?? '');
      if (!type.includes('json'))
        return { status: response.statusCode, body: Buffer.from(await response.body.arrayBuffer()) };
      const text = await response.body.text();
      try {
        return { status: response.statusCode, body: text ? JSON.parse(text) : null };
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
