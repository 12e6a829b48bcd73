import type { Operation } from '@gf/contracts/upstream/operation';
import type { OperationId, UpstreamOperations } from '@gf/contracts/upstream/upstream-operations';
import type { z } from 'zod';
import type { SandboxState } from './state/sandbox-state.js';
import type { FileBody, UploadedFile } from './state/stored-files.js';
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

export type Reply<O extends Operation> = O extends { replyKind: infer K }
  ? K extends 'json'
    ? z.input<O['reply']>
    : FileBody
  : z.input<O['reply']>;

export type Handler<O extends Operation> = (call: Call<O>) => Reply<O> | Promise<Reply<O>>;

/** An area's handlers, each typed by its operation in the contract. */
export type AreaHandlers<Ids extends OperationId> = { [K in Ids]: Handler<UpstreamOperations[K]> };

export type Handlers = Partial<{ [K in OperationId]: Handler<UpstreamOperations[K]> }>;
