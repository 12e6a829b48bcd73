import type {
  FastifyInstance,
  FastifyRequest,
  onResponseAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { personOf, rememberAccount } from './person-identity.js';
import { PASSWORD_ACCOUNT_LIMIT, PASSWORD_ADDRESS_LIMIT, SIGN_IN_LIMIT, tooManyAttempts } from './rate-limits.js';
import { CODE_ACCOUNT_LIMIT, CODE_ADDRESS_LIMIT, SMS_CHECK_LIMIT } from './sms-limits.js';

/**
 * What a route that checks a secret says in its config (`config.credentialLimit`): which counter
 * its attempts go to and whose attempts they are. Routes naming the same `counter` share it, so a
 * guesser cannot spread guesses over several doors to the same account.
 */
export interface CredentialLimit {
  /**
   * 'password': SIGN_IN_LIMIT per address and login, PASSWORD_ADDRESS_LIMIT and PASSWORD_ACCOUNT_LIMIT
   * failures; 'sms-code': SMS_CHECK_LIMIT per address and phone, CODE_ADDRESS_LIMIT and
   * CODE_ACCOUNT_LIMIT failures; 'link-code' (a messenger assistant's link code, read or used): the
   * SMS code's limits on a counter of its own, so linking an assistant spends none of the checks a
   * payout signing needs.
   */
  counter: 'password' | 'sms-code' | 'link-code';
  /**
   * Whose secret it is: the login or phone the body names, normalised as the upstream compares it,
   * or the signed-in user for a code that signs the user's own document (payout signing).
   */
  subject: (body: Record<string, unknown>, request: FastifyRequest) => string | Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD /url` of every route with a credential limit (the contract test reads it). */
    credentialLimitedRoutes: ReadonlySet<string>;
  }
  interface FastifyContextConfig {
    /**
     * The route checks a password or a one-time code: its attempts count against the shared
     * per-address-and-subject limit (security/credential-limit.ts). The contract test walks every
     * route and fails for one whose body carries a secret without this.
     */
    credentialLimit?: CredentialLimit;
  }
}

/** The subject of a code that belongs to the signed-in user (payout signing, linking an assistant). */
export const signedInUser: CredentialLimit['subject'] = async (_body, request) =>
  `user:${(await request.server.core.sessions.load(request))?.data.user?.id ?? ''}`;

const LIMITS: Record<CredentialLimit['counter'], { max: number; timeWindow: string }> = {
  password: SIGN_IN_LIMIT,
  'sms-code': SMS_CHECK_LIMIT,
  'link-code': SMS_CHECK_LIMIT,
};

/** Failed attempts per address across subjects, and per person (account or spelling) across addresses. */
const FAILURE_LIMITS: Record<
  CredentialLimit['counter'],
  Record<'address' | 'person', { max: number; timeWindowMs: number }>
> = {
  password: { address: PASSWORD_ADDRESS_LIMIT, person: PASSWORD_ACCOUNT_LIMIT },
  'sms-code': { address: CODE_ADDRESS_LIMIT, person: CODE_ACCOUNT_LIMIT },
  'link-code': { address: CODE_ADDRESS_LIMIT, person: CODE_ACCOUNT_LIMIT },
};

/** Each request's subject, worked out (perhaps from the session) before its attempt is counted. */
const subjects = new WeakMap<FastifyRequest, string>();
/** The failure counters a request's attempt was added to, given back if it turns out no failure. */
const charged = new WeakMap<FastifyRequest, { keys: string[]; windowMs: number[] }>();

/** The address and the subject: the same key for every route of the counter. */
const keyOf = (counter: CredentialLimit['counter'], request: FastifyRequest): string =>
  `credential|${counter}|${request.ip}|${subjects.get(request) ?? ''}`;

/**
 * A refusal the attempt earned: a wrong secret, an unknown login (4xx). A success, our own 429 and
 * the upstream's server problems say nothing about the guess.
 */
const failed = (status: number): boolean => status >= 400 && status < 500 && status !== 429;

/**
 * Adds the attempt to the address's and the person's failure counters; past either limit, takes
 * it back from both and refuses (429 with Retry-After).
 */
const chargeFailure = async (
  request: FastifyRequest,
  counter: CredentialLimit['counter'],
  subject: string,
): Promise<void> => {
  const { limits } = request.server.core;
  const limit = FAILURE_LIMITS[counter];
  const keys = [`failed|${counter}|address|${request.ip}`, `failed|${counter}|${await personOf(limits, subject)}`];
  const windowMs = [limit.address.timeWindowMs, limit.person.timeWindowMs];
  const tallies = await Promise.all(keys.map((key, i) => limits.add(key, 1, windowMs[i] ?? 0)));
  const over = tallies.findIndex((tally, i) => tally.total > (i === 0 ? limit.address.max : limit.person.max));
  if (over >= 0) {
    await Promise.all(keys.map((key, i) => limits.add(key, -1, windowMs[i] ?? 0)));
    const seconds = Math.ceil((tallies[over]?.resetMs ?? 0) / 1000);
    throw tooManyAttempts(`${seconds} seconds`, seconds);
  }
  charged.set(request, { keys, windowMs });
};

/**
 * Gives every route whose config names `credentialLimit` its limits, on the stores every instance
 * shares when Redis is configured: all attempts per address and subject (@fastify/rate-limit), and
 * failed attempts per address across subjects and per person across addresses (LimitStore). A
 * password that works tells which account the login is (person-identity.ts). Registered on the
 * root before any route, after @fastify/rate-limit.
 */
export const registerCredentialLimits = (app: FastifyInstance): void => {
  const checks = new Map<CredentialLimit['counter'], ReturnType<FastifyInstance['createRateLimit']>>();
  const checkOf = (counter: CredentialLimit['counter']) => {
    let check = checks.get(counter);
    if (!check) {
      check = app.createRateLimit({
        ...LIMITS[counter],
        keyGenerator: (request: FastifyRequest) => keyOf(counter, request),
      });
      checks.set(counter, check);
    }
    return check;
  };
  const limited = new Set<string>();
  app.decorate('credentialLimitedRoutes', limited);
  app.addHook('onRoute', (route: RouteOptions) => {
    const limit = route.config?.credentialLimit;
    if (!limit) return;
    for (const method of [route.method].flat()) limited.add(`${method} ${route.url}`);
    const check = checkOf(limit.counter);
    const handler: preHandlerAsyncHookHandler = async (request) => {
      const subject = await limit.subject((request.body ?? {}) as Record<string, unknown>, request);
      subjects.set(request, subject);
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded)
        throw tooManyAttempts(`${result.ttlInSeconds} seconds`, result.ttlInSeconds);
      await chargeFailure(request, limit.counter, subject);
    };
    const settle: onResponseAsyncHookHandler = async (request, reply) => {
      const attempt = charged.get(request);
      if (!attempt) return;
      const { limits } = request.server.core;
      if (!failed(reply.statusCode)) {
        await Promise.all(attempt.keys.map((key, i) => limits.add(key, -1, attempt.windowMs[i] ?? 0)));
        const subject = subjects.get(request);
        if (limit.counter === 'password' && reply.statusCode < 300 && subject)
          await rememberAccount(limits, request, subject);
      }
    };
    const existing = route.preHandler;
    route.preHandler = [handler, ...(existing ? (Array.isArray(existing) ? existing : [existing]) : [])];
    const responded = route.onResponse;
    route.onResponse = [settle, ...(responded ? (Array.isArray(responded) ? responded : [responded]) : [])];
  });
};
