import { UPSTREAM_REFUSALS } from '@gf/contracts/upstream/refusal-codes';
import { GatewayError } from '../../platform/errors/envelope.js';
import { upstreamFailure, upstreamFieldErrors } from '../../platform/upstream/error-mapping.js';

/** A credentials form answers on its own page: none of its failures is an office call or a redirect. */
const CREDENTIALS = { area: 'other', signedIn: false } as const;

const withCode = (fields: Record<string, string[]> | undefined, code: unknown): Record<string, string[]> | undefined =>
  fields && typeof code === 'string' && (UPSTREAM_REFUSALS as readonly string[]).includes(code)
    ? Object.fromEntries(Object.keys(fields).map((name) => [name, [code]]))
    : fields;

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
  // Fields the upstream refused by a code it names carry that code, which the page words in the
  // visitor's language, rather than the upstream's English (issue 32 item 1).
  const fields = withCode(upstreamFieldErrors(body), (body as { code?: unknown } | null)?.code);
  return new GatewayError({
    status: status === 403 ? 403 : 401,
    code: 'sign_in_failed',
    message: failure.message,
    ...(fields ? { fields } : {}),
  });
};
