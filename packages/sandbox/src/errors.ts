import type { ErrorBody } from '@gf/contracts/upstream/common';
import type { z } from 'zod';

/** An error reply as the API gives it: a status and an ErrorBody. Handlers throw it. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly body: z.input<typeof ErrorBody>,
  ) {
    super(body.detail ?? `status ${status}`);
  }
}

export const notFound = (what: string): SandboxError =>
  new SandboxError(404, { detail: `${what} not found`, code: 'not_found' });

export const badRequest = (fields: Record<string, string[]>, detail = 'Invalid input'): SandboxError =>
  new SandboxError(400, { ok: false, detail, errors: fields });

export const forbidden = (detail: string, code = 'forbidden'): SandboxError => new SandboxError(403, { detail, code });
