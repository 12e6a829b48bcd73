import { z } from 'zod';

/**
 * The key a client makes once per attempt at a write that must happen once (placing an order,
 * moving money, sending mail): a repeated key answers with the first result (`WriteOnce` here, the
 * upstream's own key across instances), never a second order, transfer or payout; the same key
 * with another request answers 409 `idempotency_key_reused`.
 */
export const IdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9-]{16,64}$/)
  .meta({
    description:
      'Made by the client once per attempt; a repeated key answers with the first result (never a second one); the same key with another request answers 409 idempotency_key_reused',
  });
