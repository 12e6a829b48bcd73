import { contract } from '@gf/contracts/gateway/contract-registry';
import { z } from 'zod';

/** Spec 2 §2 route names a failed call may send the client to. */
export const RedirectRoute = contract(
  'RedirectRoute',
  z.enum(['MailHome', 'MyOfficeAuth', 'ShopMain', 'ShopError', 'Error']),
);
export type RedirectRoute = z.infer<typeof RedirectRoute>;

/** Every error the gateway sends has this shape (DESIGN.md: one envelope). */
export const ErrorEnvelope = contract(
  'ErrorEnvelope',
  z.object({
    error: z.object({
      status: z.number().int(),
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
      redirect: z.object({ route: RedirectRoute, status: z.number().int().optional() }).optional(),
      serverProblems: z.boolean().optional(),
    }),
  }),
);
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export class GatewayError extends Error {
  /**
   * @param logAs when set, the failure is the gateway's own (not the visitor's): the error handler
   * logs it under this message at error level.
   */
  constructor(
    readonly envelope: ErrorEnvelope['error'],
    readonly logAs?: string,
    cause?: unknown,
  ) {
    super(envelope.message, cause === undefined ? undefined : { cause });
  }
}

/** A refusal that says when to come back: the error handler sends its `Retry-After` (seconds). */
export class RetryLater extends GatewayError {
  constructor(
    envelope: ErrorEnvelope['error'],
    readonly retryAfterSeconds: number,
  ) {
    super(envelope);
  }
}

export const envelope = (error: ErrorEnvelope['error']): ErrorEnvelope => ({ error });
