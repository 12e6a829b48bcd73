import { operationOf } from '@gf/contracts/rules/route-access';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SessionStoreUnavailable } from '../store/store-unavailable.js';
import { trailWriteKind } from './spectator-trail.js';

/** What names the thing a write made or paid: the new order's number, or the order paid for. */
const referenceOf = (request: FastifyRequest, route: string, payload: unknown): string | null => {
  const kind = trailWriteKind(route);
  if (kind === 'payment') {
    const id = (request.params as { id?: unknown } | undefined)?.id;
    return id === undefined ? null : String(id);
  }
  if (kind !== 'order' || typeof payload !== 'string') return null;
  try {
    const number = (JSON.parse(payload) as { number?: unknown }).number;
    return typeof number === 'string' || typeof number === 'number' ? String(number) : null;
  } catch {
    // Not JSON (an error page, a stream): the write is kept without a reference.
    return null;
  }
};

/**
 * Every write a manager makes while viewing someone (issue 35 item 2) is an audit line with both
 * accounts' ids, refused or not, and a write that succeeded on a route beyond the caller's own
 * session (orders, payments, the cart, ticket holds) goes on the viewed person's spectator trail.
 * Only viewing sessions pay for it: for any other request the hook reads the session it has read.
 */
export const recordSpectatorWrites = (app: FastifyInstance): void => {
  const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const { access } = request.routeOptions.config;
    // With the store down the reply already is (or is about to become) the 503 envelope: throwing
    // here would turn it into the framework's bare 500, so the write is logged as not audited.
    const session = await app.core.sessions.load(request).catch((error: unknown) => {
      if (!(error instanceof SessionStoreUnavailable)) throw error;
      request.log.warn(
        { err: error, route: `${request.method} ${request.routeOptions.url ?? 'unmatched'}`, status: reply.statusCode },
        'spectator write check: session store unavailable',
      );
      return null;
    });
    const spectator = session?.data.spectator;
    if (!session || !spectator) return;
    const route = request.routeOptions.url ?? 'unmatched';
    const recorded = reply.statusCode < 400 && access !== 'public' && access !== 'session';
    request.log.info(
      {
        audit: 'spectator_write',
        manager: spectator.manager.id ?? null,
        user: session.data.user?.id ?? null,
        managerNumber: spectator.manager.number ?? null,
        userNumber: session.data.user?.number ?? null,
        route: `${request.method} ${route}`,
        status: reply.statusCode,
        trail: recorded,
      },
      'spectator write',
    );
    if (recorded) await app.core.trail.write(session.data, route, referenceOf(request, route, payload));
  };
  // A read goes on at once: no promise and no turn of the microtask queue for most requests.
  app.addHook('onSend', (request, reply, payload, done) => {
    const { access } = request.routeOptions.config;
    // A credentials write by a viewing manager is refused and logged by the policy; starting to view is one.
    if (operationOf(request.method) !== 'write' || !access || access === 'credentials') {
      done(null, payload);
      return;
    }
    record(request, reply, payload).then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });
};
