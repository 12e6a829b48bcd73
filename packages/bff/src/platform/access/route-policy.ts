import {
  type Caller,
  ROUTE_REFUSALS,
  type RouteAccess,
  type RouteRefusal,
  routeDecision,
} from '@gf/contracts/rules/route-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/envelope.js';
import type { SessionData } from '../session/session.js';
import { signInRequired } from './refusals.js';

/** Who calls, by the session: the table's callers (`@gf/contracts/rules/route-access`). */
export const callerOf = (data: SessionData | null | undefined): Caller => {
  if (!data?.tokens || !data.user) return 'visitor';
  if (!data.spectator) return 'user';
  return data.spectator.canCreateOrderWell ? 'orderingManager' : 'viewer';
};

/** The table's refusal as the envelope; an office route's 401 sends the client to MyOfficeAuth (spec 1 §8). */
const refusal = (request: FastifyRequest, code: RouteRefusal): GatewayError => {
  if (code === 'sign_in_required' && request.routeOptions.config.area === 'office') return signInRequired();
  return new GatewayError({ code, ...ROUTE_REFUSALS[code] });
};

/** The refusal of this call by the table, logged, or undefined when the table allows it. */
const decide = async (request: FastifyRequest, access: RouteAccess): Promise<GatewayError | undefined> => {
  const data = (await request.server.core.sessions.load(request))?.data;
  const caller = callerOf(data);
  const decision = routeDecision(access, caller, request.method);
  if (decision === 'allowed') return undefined;
  const line = { refused: decision, access, route: `${request.method} ${request.routeOptions.url}` };
  if (data?.spectator) {
    // What a manager tried while viewing is an audit line, as starting to view is.
    request.log.info(
      { audit: 'spectator_refused', ...line, manager: data.spectator.manager.number, user: data.user?.number },
      'spectator refused',
    );
  } else {
    request.log.debug(line, 'access refused');
  }
  return refusal(request, decision);
};

/**
 * The one policy (issue 29): every request meets the table of its route's access kind before its
 * body is read, so a refusal depends on the session and the method alone and no refused call
 * reaches the upstream. `public` and `session` routes pass without reading the session.
 */
export const enforceRoutePolicy = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, _reply, done) => {
    const { access } = request.routeOptions.config;
    // A request no route matched has no access kind: it is the not-found handler's.
    if (!access || access === 'public' || access === 'session') return done();
    decide(request, access).then(done, done);
  });
};
