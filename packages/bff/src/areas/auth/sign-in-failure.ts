import { GatewayError } from '../../platform/errors/envelope.js';
import { upstreamFailure, upstreamFieldErrors } from '../../platform/upstream/error-mapping.js';

/** A credentials form answers on its own page: none of its failures is an office call or a redirect. */
const CREDENTIALS = { area: 'other', signedIn: false } as const;

/**
 * A refused credentials call: the sign-in form, and the messenger and voice-assistant pages that
 * take a login and password too (spec 1 §2). Spec 1 §8: the error text is kept as the message and
 * the body's errors become field errors; server problems stay server problems. Anything else is
 * `sign_in_failed`, 403 (a suspended account) or 401, and never a redirect.
 */
export const signInFailure = (status: number, body: unknown): GatewayError => {
  const failure = upstreamFailure(status, body, CREDENTIALS);
  if (failure.serverProblems) return new GatewayError(failure);
  // A 401 or 403 refusal keeps its field errors too (upstreamFailure reads them below 401 only).
  const fields = upstreamFieldErrors(body);
  return new GatewayError({
    status: status === 403 ? 403 : 401,
    code: 'sign_in_failed',
    message: failure.message,
    ...(fields ? { fields } : {}),
  });
};
