import { type AccessRefusal, type OfficePage, officeAccess } from '@gf/contracts/rules/office-access';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { GatewayError } from '../errors/envelope.js';
import { readErrors, writeErrors } from '../errors/replies.js';

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

const signInRequired = (): GatewayError =>
  new GatewayError({
    status: 401,
    code: 'sign_in_required',
    message: 'Please sign in',
    redirect: { route: 'MyOfficeAuth' },
  });

const REFUSALS: Record<AccessRefusal, { code: string; message: string }> = {
  role: { code: 'page_not_for_role', message: 'This page is not available to your account' },
  site: { code: 'page_not_on_this_site', message: 'This page is not offered on this site' },
  spectator: { code: 'page_not_for_spectator', message: 'Only the account owner may open this page' },
};

/** A write only the account owner may make, asked by a manager viewing the account (a spectator). */
export const ownerOnlyRefusal = (): GatewayError =>
  new GatewayError({
    status: 403,
    code: 'spectator_owner_only',
    message: 'Only the account owner may do this, not a manager viewing the account',
  });

/** The 403 of a page the visitor may not open; the client explains it by the code (`page_not_*`). */
export const pageRefusal = (why: AccessRefusal): GatewayError => new GatewayError({ status: 403, ...REFUSALS[why] });

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
    return new GatewayError({
      status: 403,
      code: 'spectator_read_only',
      message: 'A manager viewing this account may look but not change anything',
    });
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
