/**
 * A fresh idempotency key: one per attempt to place an order or send a message. The gateway
 * answers a repeated key with the first result, so a retry never does the thing twice.
 */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}-key`;
