import type { ErrorBody } from '@gf/contracts/upstream/common';
import type { UpstreamCode } from '@gf/contracts/upstream/refusal-codes';
import type { z } from 'zod';

/**
 * An error reply as the API gives it: a status and an ErrorBody whose code is one the contract
 * lists (so the client has words for every refusal the sandbox can send). Handlers throw it.
 */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly body: z.input<typeof ErrorBody> & { code?: UpstreamCode },
  ) {
    super(body.detail ?? `status ${status}`);
  }
}

export const notFound = (what: string): SandboxError =>
  new SandboxError(404, { detail: `${what} not found`, code: 'not_found' });

export const badRequest = (
  fields: Record<string, string[]>,
  detail = 'Invalid input',
  code?: UpstreamCode,
): SandboxError => new SandboxError(400, { ok: false, detail, errors: fields, ...(code ? { code } : {}) });

export const forbidden = (detail: string, code: UpstreamCode = 'forbidden'): SandboxError =>
  new SandboxError(403, { detail, code });
