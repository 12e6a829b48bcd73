import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { phoneIdentity } from '@gf/contracts/rules/phone-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GatewayError, RetryLater } from '../errors/envelope.js';
import { createRedis, type RedisSettings, redisConfigured } from '../redis/redis-client.js';

/**
 * Attempts with a password (the sign-in form, domain redirect, messenger and voice-assistant
 * sign-in, every later form taking a password: `config.credentialLimit`) per client address and login: enough for a person mistyping, too few to guess a password.
 */
export const SIGN_IN_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/**
 * The envelope of every limit: 429 `too_many_attempts`, saying when to retry (and, given the
 * seconds, in `Retry-After`: @fastify/rate-limit sets that header itself for its own limits).
 */
export const tooManyAttempts = (after: string, retryAfterSeconds?: number): GatewayError => {
  const refusal = { status: 429, code: 'too_many_attempts', message: `Too many attempts; retry in ${after}` };
  return retryAfterSeconds === undefined ? new GatewayError(refusal) : new RetryLater(refusal, retryAfterSeconds);
};

/**
 * A route's limit per client address and one field of its body (a login, a phone), counted after
 * the body is parsed; going over answers the envelope's 429 `too_many_attempts`.
 */
export const perAddressAnd = (
  limit: { max: number; timeWindow: string },
  keyOf: (body: Record<string, unknown>, request: FastifyRequest) => string,
): RateLimitOptions => ({
  ...limit,
  hook: 'preHandler',
  keyGenerator: (request) => `${request.ip}|${keyOf((request.body ?? {}) as Record<string, unknown>, request)}`,
  errorResponseBuilder: (_request, context) => tooManyAttempts(context.after),
});

/**
 * A second limit on a route whose config already has one (`perAddressAnd`), per client address
 * alone: a preHandler. @fastify/rate-limit runs one configured limit per request, so this one goes
 * through its manual limiter (`createRateLimit`), on the same store (Redis when shared). `name`
 * keeps its counters apart from the route's other limit; routes naming the same `name` share one
 * counter. A route's preHandler, or called by a handler for the requests that need counting.
 */
export const perAddress = (
  app: FastifyInstance,
  limit: { max: number; timeWindow: string },
  name: string,
): ((request: FastifyRequest) => Promise<void>) => {
  const check = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}|${request.ip}` });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded)
      throw tooManyAttempts(`${result.ttlInSeconds} seconds`, result.ttlInSeconds);
  };
};

/**
 * Failed passwords from one address, whatever logins they name (issue 29: 40 logins tried with one
 * password from one address all reached the upstream). Counted across every door of the password
 * counter, failures only (a sign-in that works gives its attempt back), so an office of people
 * behind one address signing in every morning never meets it: a person mistypes once or twice;
 * fifteen failures in fifteen minutes is a room full of people mistyping. A sprayer gets fifteen
 * guesses per quarter hour per address instead of ten per login per minute.
 */
export const PASSWORD_ADDRESS_LIMIT = { max: 15, timeWindowMs: 15 * 60_000 } as const;
/**
 * Failed passwords against one account from every address, counted once the upstream has told
 * which account a spelling is (a sign-in that worked: login, number and email of the user it
 * returned; see security/person-identity.ts); until then against the spelling. The same ten a
 * person gets per minute from one address (SIGN_IN_LIMIT), over a quarter hour: guesses spread
 * over spellings (login, email, phone, number) and addresses share them.
 */
export const PASSWORD_ACCOUNT_LIMIT = { max: 10, timeWindowMs: 15 * 60_000 } as const;

/**
 * Look-ups of a code that names a partner (a referral code, an invite code) per address: the reply
 * names the sponsor, so guessing codes lists people (issue 29: 60 invite guesses found 47). As
 * wide as SESSION_CREATION_LIMIT, which bounded referral visits until now: an office of visitors
 * following their own links; a guesser gets thirty tries per ten minutes per address.
 */
export const CODE_LOOKUP_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

/**
 * A login as one key, however it was written: a phone number (the upstream takes login, email,
 * phone or number) as its E.164 form read with the site's country, anything else trimmed, any case.
 */
export const loginKey = (body: Record<string, unknown>, request: FastifyRequest): string => {
  const login = String(body.login ?? '').trim();
  return phoneIdentity(login, request.site.country) ?? login.toLowerCase();
};

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

/**
 * Vitals reports per address: a page view sends one (two when the visitor comes back to a tab and
 * leaves it again). Wide enough for an office of visitors behind one address browsing briskly;
 * a script posting numbers gets two a second.
 */
export const VITALS_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
