import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { GatewayError } from '../errors/envelope.js';
import { createRedis, type RedisSettings, redisConfigured } from '../redis/redis-client.js';

/**
 * Attempts with a password (the sign-in form, domain redirect, messenger and voice-assistant
 * sign-in, every later form taking a password: `config.credentialLimit`) per client address and login: enough for a person mistyping, too few to guess a password.
 */
export const SIGN_IN_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/** The envelope of every limit: 429 `too_many_attempts`, saying when to retry. */
export const tooManyAttempts = (after: string): GatewayError =>
  new GatewayError({ status: 429, code: 'too_many_attempts', message: `Too many attempts; retry in ${after}` });

/**
 * A route's limit per client address and one field of its body (a login, a phone), counted after
 * the body is parsed; going over answers the envelope's 429 `too_many_attempts`.
 */
export const perAddressAnd = (
  limit: { max: number; timeWindow: string },
  keyOf: (body: Record<string, unknown>) => string,
): RateLimitOptions => ({
  ...limit,
  hook: 'preHandler',
  keyGenerator: (request) => `${request.ip}|${keyOf((request.body ?? {}) as Record<string, unknown>)}`,
  errorResponseBuilder: (_request, context) => tooManyAttempts(context.after),
});

/**
 * A second limit on a route whose config already has one (`perAddressAnd`), per client address
 * alone: a preHandler. @fastify/rate-limit runs one configured limit per request, so this one goes
 * through its manual limiter (`createRateLimit`), on the same store (Redis when shared). `name`
 * keeps its counters apart from the route's other limit.
 */
export const perAddress = (
  app: FastifyInstance,
  limit: { max: number; timeWindow: string },
  name: string,
): preHandlerAsyncHookHandler => {
  const check = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}|${request.ip}` });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(`${result.ttlInSeconds} seconds`);
  };
};

/** A login as the upstream compares it: trimmed, any case. */
export const loginKey = (body: Record<string, unknown>): string =>
  String(body.login ?? '')
    .trim()
    .toLowerCase();

/** Where the counters of every gateway instance meet in Redis (one key per script: no hash tag needed). */
const RATE_LIMIT_NAMESPACE = 'gf:rate:';

/**
 * Per-route limits (sign-in, messenger and voice sign-in, SMS codes; each route names its own).
 * With Redis the instances count together, so a limit holds however the load balancer spreads
 * the attempts; alone, an instance counts in memory. While Redis is unreachable the limits let
 * requests through: the session routes answer 503 then anyway, and a limiter outage must not
 * refuse every sign-in.
 */
export const registerRateLimits = async (app: FastifyInstance, settings: RedisSettings): Promise<void> => {
  if (!redisConfigured(settings)) {
    await app.register(fastifyRateLimit, { global: false });
    return;
  }
  const redis = createRedis(settings, 'rate-limits');
  redis.on('error', (error: Error) => app.log.debug({ err: error }, 'rate limits: Redis unreachable'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: RATE_LIMIT_NAMESPACE,
    skipOnError: true,
  });
};
