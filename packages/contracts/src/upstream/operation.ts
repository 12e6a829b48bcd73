import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** What a reply body is: JSON by default; files are streamed and never parsed. */
export type ReplyKind = 'json' | 'pdf' | 'xlsx' | 'csv' | 'binary' | 'image';

/**
 * One call of the company API, as section 7 of the spec lists it.
 * `path` is written after the versioned prefix exactly as the spec writes it.
 */
export interface Operation {
  method: HttpMethod;
  path: string;
  /** Product area, used as the OpenAPI tag and as the sandbox's module name. */
  tag: string;
  summary: string;
  /** Where the spec lists the call: `1 §7` or `2 §7`. */
  spec: '1 §7' | '2 §7';
  /** Bearer token: never sent, sent when the user has one, or required. */
  auth: 'none' | 'optional' | 'required';
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A multipart body (file uploads); `body` then describes its non-file fields. */
  multipart?: boolean;
  reply: z.ZodType;
  replyKind?: ReplyKind;
  /** The spec does not show this call's request or reply shape: ours is a plausible choice. */
  assumed?: boolean;
}

/** Keeps each operation's literal type, so handlers and clients infer their shapes. */
export const op = <const O extends Operation>(operation: O): O => operation;
