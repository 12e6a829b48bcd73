import { type OfficePage, officeAccess } from '@gf/contracts/rules/office-access';
import type { RouteAccess } from '@gf/contracts/rules/route-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageRefusal, signInRequired } from '../../platform/access/refusals.js';
import { methodsOf } from '../../platform/access/route-declarations.js';
import type { GatewayError } from '../../platform/errors/envelope.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The office page this route serves: who may call it follows who may open the page
     * (`@gf/contracts/rules/office-access`). Every office route names one.
     */
    page?: OfficePage;
  }
}

/** One office route as registered: what the guard test walks. */
export interface OfficeRoute {
  method: string;
  url: string;
  page: OfficePage | undefined;
  access: RouteAccess | undefined;
}

/**
 * Who may open the page an office route serves, decided before the route runs and after the one
 * route policy (platform/access/route-policy.ts) has applied the route's access kind: signed in
 * (spec 1 §8: a 401 on an office call goes to MyOfficeAuth), then the page's roles, site types and
 * whether a viewing manager may open it (`@gf/contracts/rules/office-access`).
 */
const refusalOf = async (request: FastifyRequest): Promise<GatewayError | undefined> => {
  const session = await request.server.core.sessions.load(request);
  const data = session?.data;
  if (!data?.tokens || !data.user) return signInRequired();
  const { page } = request.routeOptions.config;
  const access = page
    ? officeAccess(page, data.user.role, request.site.type, Boolean(data.spectator))
    : { ok: false as const, why: 'role' as const };
  return access.ok ? undefined : pageRefusal(access.why);
};

/**
 * States once, for every route registered in `office` and below it: the office area (its failures
 * follow the office rows of the redirect table), signed in required, the page's roles, site types
 * and spectators, and `Cache-Control: private, no-store` on every reply, errors included. A route
 * that names no page is refused to everyone. Adds each route to `routes` as it is registered.
 */
export const guardOffice = (office: FastifyInstance, routes: OfficeRoute[]): void => {
  office.addHook('onRoute', (route) => {
    route.config = { ...route.config, area: 'office' };
    for (const method of methodsOf(route)) {
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, page: route.config.page, access: route.config.access });
    }
  });
  office.addHook('onRequest', async (request) => {
    const refusal = await refusalOf(request);
    if (refusal) throw refusal;
  });
  office.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });
};
