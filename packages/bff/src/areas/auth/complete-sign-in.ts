import { AuthState } from '@gf/contracts/gateway/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_INFO_WAIT_MAX_STEPS, AUTH_INFO_WAIT_STEP_MS } from '../../platform/constants.js';
import { GatewayError } from '../../platform/errors/envelope.js';
import { lockTtlMs, OneAtATime } from '../../platform/session/one-at-a-time.js';
import type { UpstreamUser } from '../../platform/session/session.js';
import type { SessionManager } from '../../platform/session/session-manager.js';
import { callContext } from '../../platform/upstream/session-call.js';
import { authState } from './auth-state.js';

/**
 * One auth-info load at a time per session, per gateway (its session manager). The lock outlives a
 * holder that died (an instance killed mid-load) by the gateway's configured upstream timeout, not
 * the spec's default: waiters on other instances are held no longer than the load itself could take.
 */
const loaders = new WeakMap<SessionManager, OneAtATime<AuthState>>();
const loaderOf = (sessions: SessionManager, upstreamTimeoutMs: number): OneAtATime<AuthState> => {
  let loader = loaders.get(sessions);
  if (!loader) {
    loader = new OneAtATime<AuthState>(sessions, {
      work: 'auth-info',
      stepMs: AUTH_INFO_WAIT_STEP_MS,
      maxSteps: AUTH_INFO_WAIT_MAX_STEPS,
      lockTtlMs: lockTtlMs(upstreamTimeoutMs),
    });
    loaders.set(sessions, loader);
  }
  return loader;
};

/**
 * Tokens the upstream says act for a manager (auth info names one) in a session that is not a
 * viewing one: sign-in material made while viewing (a domain or registration key asked for with the
 * viewing token). The session it would make is the viewed user's without the manager: refused, so
 * watching an account never becomes being it (issue 29).
 */
const VIEWING_SIGN_IN_REFUSED = 'spectator_sign_in_refused';
const viewingSignInRefused = (): GatewayError =>
  new GatewayError({
    status: 403,
    code: VIEWING_SIGN_IN_REFUSED,
    message: 'This sign-in was made while viewing another account; sign in with your own account',
  });

/**
 * Loads auth info with the session's tokens and stores the user; anonymous when the tokens are
 * gone. Shared by `GET /auth`, the sign-in and the registration that signs the new person in.
 * Spec 1 §4, §9: one load at a time per session, across instances too; a load that waited for
 * another one answers with the user that one stored.
 */
export const loadAuthInfo = async (request: FastifyRequest): Promise<AuthState> => {
  const { sessions, upstream } = request.server.core;
  const session = await sessions.load(request);
  if (!session) return fetchAuthInfo(request);
  return loaderOf(sessions, upstream.timeoutMs).run(
    session.id,
    () => fetchAuthInfo(request),
    async (since) => {
      const current = await sessions.store.get(session.id);
      if (!current) return authState(null);
      return current.user && current.userLoadedAt >= since ? authState(current, { now: sessions.now() }) : undefined;
    },
  );
};

const fetchAuthInfo = async (request: FastifyRequest): Promise<AuthState> => {
  const { calls, sessions } = request.server.core;
  try {
    const info = await calls.call(request, 'authInfo', {}, 'required');
    const session = await sessions.load(request);
    if (!session?.data.tokens) return authState(null);
    if (!info.manager || session.data.spectator) {
      const data = await sessions.update(session.id, (stored) => {
        stored.user = info.user as UpstreamUser;
        stored.userLoadedAt = sessions.now();
        stored.unreadMail = info.unread_mail;
        stored.ticketsHeldUntil = info.min_tickets_timer === null ? null : sessions.now() + info.min_tickets_timer;
        if (stored.spectator && info.manager) stored.spectator.canCreateOrderWell = info.manager.can_create_order_well;
      });
      return authState(data, { cart: info.cart, minTicketsTimer: info.min_tickets_timer });
    }
    request.log.warn(
      { audit: 'spectator_sign_in_refused', manager: info.manager.user.number, user: info.user.number },
      'sign-in made while viewing refused',
    );
  } catch (error) {
    // Spec 1 §8: auth info returns no user on failure; only server problems are worth a banner.
    if (error instanceof GatewayError && !error.envelope.serverProblems)
      return authState((await sessions.load(request))?.data ?? null);
    throw error;
  }
  throw viewingSignInRefused();
};

/** Revokes the session's refresh token upstream; a failure is logged, the session goes anyway. */
const revoke = async (request: FastifyRequest): Promise<void> => {
  const { sessions, upstream } = request.server.core;
  const tokens = (await sessions.load(request))?.data.tokens;
  if (!tokens) return;
  const result = await upstream
    .call('logout', { body: { refresh: tokens.refresh } }, { ...callContext(request), token: tokens.access })
    .then((response) => String(response.status))
    .catch((error: Error) => error.message);
  if (result !== '200') request.log.warn({ result }, 'revoking refused sign-in tokens did not succeed');
};

/**
 * The last step of a sign-in: the user's auth info. A sign-in that fails here (the upstream
 * failing, or its user not fitting the reply, or tokens acting for a manager outside a viewing
 * session) leaves no session behind (issue 15): the new session is deleted and its cookie cleared
 * before the error goes out; refused viewing tokens are revoked upstream too.
 */
export const completeSignIn = async (request: FastifyRequest, reply: FastifyReply): Promise<AuthState> => {
  try {
    // Checked here, not only when the reply is written: a reply failing its schema then would
    // answer 500 after the session was made.
    return AuthState.parse(await loadAuthInfo(request));
  } catch (error) {
    if (error instanceof GatewayError && error.envelope.code === VIEWING_SIGN_IN_REFUSED) await revoke(request);
    await request.server.core.sessions.destroy(request, reply);
    throw error;
  }
};
