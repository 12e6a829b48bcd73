import type { components } from '@gf/contracts/generated/bff';

/** DESIGN.md: every gateway error is `{ error: { status, code, message, fields?, redirect?, serverProblems? } }`. */
export type ErrorEnvelope = components['schemas']['ErrorEnvelope']['error'];
export type RedirectTarget = NonNullable<ErrorEnvelope['redirect']>;

/** The envelope inside whatever a failed call threw; a network fault (no envelope) counts as server problems. */
export const readEnvelope = (error: unknown): ErrorEnvelope => {
  if (typeof error === 'object' && error !== null && 'error' in error) {
    const inner = (error as { error: unknown }).error;
    if (typeof inner === 'object' && inner !== null && 'status' in inner && 'code' in inner)
      return inner as ErrorEnvelope;
  }
  // Spec 1 §8: no response status raises server problems.
  return { status: 0, code: 'network', message: String(error), serverProblems: true };
};
