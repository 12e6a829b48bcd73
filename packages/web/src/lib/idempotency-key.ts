/**
 * A fresh idempotency key: one per attempt at a write that must happen once (an order, a message, a
 * transfer, a payout). The gateway answers a repeated key with the first result.
 */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}-key`;

/**
 * Whether a failed attempt may be sent again with a new key: only when the gateway answered that
 * nothing was done (a 4xx refusal). After a timeout, a 5xx or no answer the first request may still
 * have moved the money, so the retry keeps the key and gets the first result back.
 */
export const attemptRefused = (status: number): boolean => status >= 400 && status < 500;
