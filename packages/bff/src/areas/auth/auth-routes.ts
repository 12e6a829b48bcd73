import { AuthState, SignInBody } from '@gf/contracts/gateway/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_USER_FRESHNESS_S } from '../../platform/constants.js';
import { GatewayError } from '../../platform/errors/envelope.js';
import { loginKey } from '../../platform/security/rate-limits.js';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '../../platform/sites/sites-plugin.js';
import { upstreamFailure } from '../../platform/upstream/error-mapping.js';
import { callContext } from '../../platform/upstream/session-call.js';
import { type AuthDataReply, authState, startSignedInSession } from './auth-state.js';
import { completeSignIn, loadAuthInfo } from './complete-sign-in.js';
import { signInFailure } from './sign-in-failure.js';

const LANGUAGE_COOKIE_OPTIONS = { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE_S, sameSite: 'lax' as const };

/** Sign-in, auth info, the agreement gate and sign-out (spec 1 §4, §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions, upstream } = app.core;

  app.post(
    '/auth/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with login and password',
        body: SignInBody,
        response: { 200: AuthState },
      },
      config: { access: 'credentials', credentialLimit: { counter: 'password', subject: loginKey } },
    },
    async (request, reply) => {
      const response = await upstream.call(
        'authenticate',
        { body: request.body },
        { ...callContext(request), token: null },
      );
      if (response.status !== 200) {
        const refusal = signInFailure(response.status, response.body);
        if (refusal.envelope.serverProblems) throw refusal;
        // Spec 1 §4: on failure the tokens are removed (and the message kept, signInFailure).
        const session = await sessions.load(request);
        if (session) {
          await sessions.update(session.id, (data) => {
            data.tokens = null;
            data.user = null;
          });
        }
        throw refusal;
      }
      const data = await startSignedInSession(request, reply, response.body as AuthDataReply);
      // Spec 1 §3 auth data language: the user's own language becomes the visit's, where this site offers it.
      if (data.language) reply.setCookie(LANGUAGE_COOKIE, data.language, LANGUAGE_COOKIE_OPTIONS);
      if (data.pendingAgreement) return authState(data);
      return completeSignIn(request, reply);
    },
  );

  app.post(
    '/auth/agreements',
    {
      config: { access: 'credentials' },
      schema: {
        tags: ['auth'],
        summary: 'Accept the agreements; completes a sign-in that waited for them',
        body: z.object({ agree_type: z.string().min(1) }),
        response: { 200: AuthState },
      },
    },
    async (request, reply) => {
      const session = await sessions.load(request);
      const pending = session?.data.pendingAgreement;
      if (!session || !pending)
        throw new GatewayError({ status: 409, code: 'no_pending_agreement', message: 'There is nothing to accept' });
      const response = await upstream.call(
        'teamAgreementAccept',
        { body: { agree_type: request.body.agree_type } },
        { ...callContext(request), token: pending.tokens.access },
      );
      if (response.status !== 200)
        throw new GatewayError(upstreamFailure(response.status, response.body, { area: 'other', signedIn: false }));
      const data = {
        ...session.data,
        pendingAgreement: null,
        tokens: pending.tokens,
        user: pending.user,
        unreadMail: pending.unreadMail,
      };
      data.userLoadedAt = sessions.now();
      await sessions.rotate(request, reply, data);
      return completeSignIn(request, reply);
    },
  );

  app.get(
    '/auth',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in; the cached user unless it is stale or `fresh` is asked for',
        querystring: z.object({ fresh: z.enum(['0', '1']).optional() }),
        response: { 200: AuthState },
      },
    },
    async (request) => {
      const session = await sessions.load(request);
      if (!session?.data.tokens || !session.data.user) return authState(session?.data ?? null, { now: sessions.now() });
      const age = sessions.now() - session.data.userLoadedAt;
      if (request.query.fresh !== '1' && age < SESSION_USER_FRESHNESS_S * 1000)
        return authState(session.data, { now: sessions.now() });
      return loadAuthInfo(request);
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: { access: 'session' },
      schema: { tags: ['auth'], summary: 'Sign out here and at the upstream', response: { 200: AuthState } },
    },
    async (request, reply) => {
      const session = await sessions.load(request);
      const tokens = session?.data.tokens;
      if (tokens) {
        // Spec 1 §4: whatever the logout call answers, the local sign-out follows.
        const result = await upstream
          .call('logout', { body: { refresh: tokens.refresh } }, { ...callContext(request), token: tokens.access })
          .then((response) => String(response.status))
          .catch((error: Error) => error.message);
        if (result !== '200') request.log.warn({ result }, 'upstream logout did not succeed; signed out locally');
      }
      await sessions.destroy(request, reply);
      // Spec 1 §4: sign-out clears the language-country cookie too; the site's own language comes back.
      reply.clearCookie(LANGUAGE_COOKIE, { path: '/' });
      return authState(null);
    },
  );
};
