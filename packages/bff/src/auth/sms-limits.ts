import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/envelope.js';

/**
 * The gateway's own limits on the open-entry SMS routes (not spec constants: abuse limits). Each
 * SMS the upstream sends costs money, so a phone gets few codes from one address...
 */
export const SMS_SEND_LIMIT = { max: 3, timeWindow: '10 minutes' } as const;
/** ...and a 4-digit code allows few guesses, or 10,000 tries find it. */
export const SMS_CHECK_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** A phone as digits, so "+7 900 111-22-33" and "+79001112233" count as one. */
const phoneKey = (request: FastifyRequest): string =>
  String((request.body as { phone?: unknown } | undefined)?.phone ?? '').replace(/\D/g, '');

/** A route's rate limit per client address and phone, answered with the envelope's 429. */
export const perAddressAndPhone = (limit: { max: number; timeWindow: string }): RateLimitOptions => ({
  ...limit,
  // After parsing, so the key can hold the phone.
  hook: 'preHandler',
  keyGenerator: (request) => `${request.ip}|${phoneKey(request)}`,
  errorResponseBuilder: (_request, context) =>
    new GatewayError({
      status: 429,
      code: 'too_many_attempts',
      message: `Too many attempts for this phone; retry in ${context.after}`,
    }),
});
