import type { Readable } from 'node:stream';
import type { Operation } from '@gf/contracts/upstream/operation';
import type { OperationId, UpstreamOperations } from '@gf/contracts/upstream/operations';
import type { z } from 'zod';
import type { SandboxState } from './state/sandbox-state.js';
import type { SandboxUser } from './state/users.js';

type Input<T> = T extends z.ZodType ? z.output<T> : undefined;

/** The caller behind a bearer token; `manager` is set while a manager spectates `user`. */
export interface Caller {
  user: SandboxUser;
  manager: SandboxUser | null;
  token: string;
}

export interface Call<O extends Operation> {
  params: O['params'] extends z.ZodType ? z.output<O['params']> : Record<string, string>;
  query: Input<O['query']>;
  body: Input<O['body']>;
  /** Set for `required` operations, and for `optional` ones when a live token came. */
  caller: Caller | null;
  state: SandboxState;
  /** Content-Language (language-country) and Content-Location (site) headers of the request. */
  language: string;
  site: string;
  /** Uploaded files of a complete multipart request (downloads give the same content back). */
  files: UploadedFile[];
}

/**
 * One uploaded file, written to disk as it arrived (a large upload is never held in memory).
 * A handler that keeps it calls `keep()`; the router deletes every file not kept once the call ends.
 */
export interface UploadedFile {
  field: string;
  filename: string;
  size: number;
  contentType: string;
  /** Its first bytes, for handlers that look at what the file is. */
  head: Buffer;
  /** Takes the file over: the returned path is the caller's and is not deleted. */
  keep: () => string;
}

/** A file reply: bytes (or a stream of them, with its length) with their type and name. */
export interface FileBody {
  filename: string;
  contentType: string;
  data: Buffer | string | Readable;
  size?: number;
}

export type Reply<O extends Operation> = O extends { replyKind: infer K }
  ? K extends 'json'
    ? z.input<O['reply']>
    : FileBody
  : z.input<O['reply']>;

export type Handler<O extends Operation> = (call: Call<O>) => Reply<O> | Promise<Reply<O>>;

/** An area's handlers, each typed by its operation in the contract. */
export type AreaHandlers<Ids extends OperationId> = { [K in Ids]: Handler<UpstreamOperations[K]> };

export type Handlers = Partial<{ [K in OperationId]: Handler<UpstreamOperations[K]> }>;
