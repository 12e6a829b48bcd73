import { type OfficePage, officeAccess } from '@gf/contracts/rules/office-access';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import {
  ownerOnlyRefusal,
  pageRefusal,
  signInRequired,
  spectatorReadOnlyRefusal,
} from '../../platform/access/refusals.js';
import type { GatewayError } from '../../platform/errors/envelope.js';
import { readErrors, writeErrors } from '../../platform/errors/replies.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The office page this route serves: who may call it follows who may open the page
     * (`@gf/contracts/rules/office-access`). Every office route names one.
     */
    page?: OfficePage;
    /**
     * Only the account's owner may do this, never a manager spectating it, whatever the manager's
     * rights (moving money, security settings): spec 2 §6 lets a manager order, nothing more.
     */
    ownerOnly?: boolean;
  }
}

/** One office route as registered: what the guard test walks. */
export interface OfficeRoute {
  method: string;
  url: string;
  page: OfficePage | undefined;
  ownerOnly: boolean;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const methodsOf = (route: RouteOptions): string[] => [route.method].flat().map(String);

export const isWrite = (method: string): boolean => WRITE_METHODS.has(method);

/**
 * Who may call an office route, decided before the route runs (spec 1 §8: a 401 on an office call
 * goes to MyOfficeAuth; spec 1 §6, spec 2 §6: a spectating manager may act for the user only with
 * can_create_order_well, and never on an owner-only route).
 */
const refusalOf = async (request: FastifyRequest): Promise<GatewayError | undefined> => {
  const session = await request.server.core.sessions.load(request);
  const data = session?.data;
  if (!data?.tokens || !data.user) return signInRequired();
  const { page } = request.routeOptions.config;
  const access = page
    ? officeAccess(page, data.user.role, request.site.type, Boolean(data.spectator))
    : { ok: false as const, why: 'role' as const };
  if (!access.ok) return pageRefusal(access.why);
  if (!isWrite(request.method) || !data.spectator) return undefined;
  if (request.routeOptions.config.ownerOnly) return ownerOnlyRefusal();
  if (!data.spectator.canCreateOrderWell) {
    return spectatorReadOnlyRefusal();
  }
  return undefined;
};

/**
 * States once, for every route registered in `office` and below it: the office area (its failures
 * follow the office rows of the redirect table), the shared error replies, signed in required,
 * the page's roles and site types, the spectator rule, and `Cache-Control: private, no-store` on
 * every reply, errors included. A route that names no page is refused to everyone.
 * Adds each route to `routes` as it is registered.
 */
export const guardOffice = (office: FastifyInstance, routes: OfficeRoute[]): void => {
  office.addHook('onRoute', (route) => {
    const methods = methodsOf(route);
    route.config = { ...route.config, area: 'office' };
    const errors = methods.some(isWrite) ? writeErrors : readErrors;
    route.schema = { ...route.schema, response: { ...errors, ...(route.schema?.response as object | undefined) } };
    for (const method of methods) {
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, page: route.config.page, ownerOnly: route.config.ownerOnly ?? false });
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
