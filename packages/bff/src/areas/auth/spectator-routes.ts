import { AuthState } from '@gf/contracts/gateway/auth';
import { type SpectatingRefusal, spectating } from '@gf/contracts/rules/spectating';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../platform/errors/envelope.js';
import { tokensFrom, type UpstreamUser } from '../../platform/session/session.js';
import { unavailableFailure } from '../../platform/upstream/error-mapping.js';
import { callContext } from '../../platform/upstream/session-call.js';
import { UpstreamUnavailable } from '../../platform/upstream/upstream-client.js';
import { type AuthDataReply, authState } from './auth-state.js';

const SPECTATING_REFUSALS: Record<SpectatingRefusal, string> = {
  role: 'Company employees cannot be viewed',
  suspended: 'A suspended account cannot be viewed',
  spectator: 'An account that views others cannot be viewed',
};

/**
 * Spectator mode (spec 1 §6, spec 2 §6): a manager acts as another user. The manager's tokens stay
 * in the session and come back on exit. Whom a manager may view is `@gf/contracts/rules/spectating`,
 * checked on the user the upstream hands over before the viewing session exists. Starting,
 * stopping and refusals are audit lines in the log.
 */
export const spectatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions, upstream, calls, trail } = app.core;

  app.post(
    '/auth/spectator',
    {
      config: { access: 'credentials' },
      schema: {
        tags: ['auth'],
        summary: 'Start acting as another user',
        body: z.object({ as_user: z.string().trim().min(1, 'Enter a number or login') }),
        response: { 200: AuthState },
      },
    },
    async (request, reply) => {
      const session = await sessions.load(request);
      const manager = session?.data.user;
      if (!session?.data.tokens || !manager)
        throw new GatewayError({ status: 401, code: 'sign_in_required', message: 'Please sign in' });
      if (!manager.can_spectate)
        throw new GatewayError({ status: 403, code: 'cannot_spectate', message: 'You may not act as another user' });
      const managerTokens = session.data.tokens;
      const auth = (await calls
        .call(request, 'spectator', { query: {}, body: { as_user: request.body.as_user } }, 'required')
        .catch((error: unknown) => {
          // An unknown user is a mistake in the form, not a page to leave: a field error, no redirect.
          if (error instanceof GatewayError && error.envelope.status === 404) {
            throw new GatewayError({
              status: 404,
              code: 'user_not_found',
              message: 'No such user',
              fields: { as_user: ['No such user'] },
            });
          }
          throw error;
        })) as AuthDataReply;
      const tokens = tokensFrom(auth, sessions.now());
      const info = await upstream.call('authInfo', {}, { ...callContext(request), token: tokens.access });
      const canCreateOrderWell =
        info.status === 200 &&
        Boolean((info.body as { manager?: { can_create_order_well?: boolean } }).manager?.can_create_order_well);
      const allowed = spectating(canCreateOrderWell ? 'orderingManager' : 'viewer', auth.user);
      if (!allowed.ok) {
        // The viewing tokens never leave the gateway; their refresh token is revoked at once.
        await upstream
          .call('logout', { body: { refresh: tokens.refresh } }, { ...callContext(request), token: tokens.access })
          .catch((error: Error) => request.log.warn({ err: error }, 'revoking refused viewing tokens failed'));
        request.log.info(
          { audit: 'spectator_refused_user', manager: manager.number, user: auth.user.number, why: allowed.why },
          'spectating this user refused',
        );
        throw new GatewayError({
          status: 403,
          code: 'spectate_not_allowed',
          message: SPECTATING_REFUSALS[allowed.why],
          fields: { as_user: [SPECTATING_REFUSALS[allowed.why]] },
        });
      }
      const latest = (await sessions.load(request))?.data ?? session.data;
      // Issue 35: the watched person's trail opens before the viewing session exists.
      const visitId = await trail.start(manager, auth.user, canCreateOrderWell);
      const data = {
        ...latest,
        tokens,
        user: auth.user,
        userLoadedAt: sessions.now(),
        unreadMail: auth.unread_mail,
        spectator: { managerTokens: latest.tokens ?? managerTokens, manager, canCreateOrderWell, visitId },
      };
      await sessions.rotate(request, reply, data);
      request.log.info(
        { audit: 'spectator_start', manager: manager.number, user: auth.user.number, canCreateOrderWell },
        'spectator started',
      );
      return authState(data);
    },
  );

  app.post(
    '/auth/spectator/exit',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary: 'Stop acting as another user; the manager is back',
        response: { 200: AuthState },
      },
    },
    async (request, reply) => {
      const session = await sessions.load(request);
      const spectator = session?.data.spectator;
      if (!session || !spectator)
        throw new GatewayError({ status: 409, code: 'not_spectating', message: 'You are not acting as another user' });
      let manager = {
        tokens: spectator.managerTokens,
        user: spectator.manager as UpstreamUser,
        unreadMail: session.data.unreadMail,
      };
      try {
        const auth = (await calls.call(
          request,
          'spectator',
          { query: { logout: '' }, body: {} },
          'required',
        )) as AuthDataReply;
        manager = { tokens: tokensFrom(auth, sessions.now()), user: auth.user, unreadMail: auth.unread_mail };
      } catch (error) {
        // The logout form failed for a reason other than server problems: the stored manager tokens come back.
        const failure =
          error instanceof UpstreamUnavailable
            ? unavailableFailure(error)
            : error instanceof GatewayError
              ? error.envelope
              : null;
        if (!failure || failure.serverProblems) throw error;
        request.log.warn({ code: failure.code }, 'spectator logout call failed; restoring the stored manager tokens');
      }
      const latest = (await sessions.load(request))?.data ?? session.data;
      const data = {
        ...latest,
        tokens: manager.tokens,
        user: manager.user,
        userLoadedAt: sessions.now(),
        unreadMail: manager.unreadMail,
        spectator: null,
      };
      await sessions.rotate(request, reply, data);
      request.log.info(
        { audit: 'spectator_stop', manager: manager.user.number, user: session.data.user?.number },
        'spectator stopped',
      );
      return authState(data);
    },
  );
};
