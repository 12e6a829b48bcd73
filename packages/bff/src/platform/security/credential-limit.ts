import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { SIGN_IN_LIMIT, tooManyAttempts } from './rate-limits.js';
import { SMS_CHECK_LIMIT } from './sms-limits.js';

/**
 * What a route that checks a secret says in its config (`config.credentialLimit`): which counter
 * its attempts go to and whose attempts they are. Routes naming the same `counter` share it, so a
 * guesser cannot spread guesses over several doors to the same account.
 */
export interface CredentialLimit {
  /** 'password': SIGN_IN_LIMIT per address and login; 'sms-code': SMS_CHECK_LIMIT per address and phone. */
  counter: 'password' | 'sms-code';
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
};

/** Each request's subject, worked out (perhaps from the session) before its attempt is counted. */
const subjects = new WeakMap<FastifyRequest, string>();

/** The address and the subject: the same key for every route of the counter. */
const keyOf = (counter: CredentialLimit['counter'], request: FastifyRequest): string =>
  `credential|${counter}|${request.ip}|${subjects.get(request) ?? ''}`;

/**
 * Gives every route whose config names `credentialLimit` a preHandler counting its attempts on the
 * rate-limit store (Redis when shared, so the instances count together). Registered on the root
 * before any route, after @fastify/rate-limit.
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
      subjects.set(request, await limit.subject((request.body ?? {}) as Record<string, unknown>, request));
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(`${result.ttlInSeconds} seconds`);
    };
    const existing = route.preHandler;
    route.preHandler = [handler, ...(existing ? (Array.isArray(existing) ? existing : [existing]) : [])];
  });
};
