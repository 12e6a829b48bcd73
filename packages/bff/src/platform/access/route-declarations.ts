import { isRouteAccess, ROUTE_ACCESS, type RouteAccess } from '@gf/contracts/rules/route-access';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { readErrors, writeErrors } from '../errors/replies.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (`@gf/contracts/rules/route-access`); every route names one. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route as registered, with the access it declares (the policy's walk test reads them). */
    declaredRoutes: readonly DeclaredRoute[];
  }
}

/** One route and method as registered, HEAD left out (it answers as its GET). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** Its reply schemas by status as the contract states them, the shared errors merged in; none outside the contract. */
  replies?: Readonly<Record<string, unknown>>;
}

/** Where a plugin that registers routes of its own (static files, a proxy) states their access for it. */
const SUBTREE_ACCESS = Symbol('gf.subtreeAccess');
/** Where such a plugin states the success replies of its routes, which then join the contract. */
const SUBTREE_REPLIES = Symbol('gf.subtreeReplies');
type Declaring = FastifyInstance & { [SUBTREE_ACCESS]?: RouteAccess; [SUBTREE_REPLIES]?: Record<number, unknown> };

/**
 * States the access of every route registered in `instance` and below it that names none itself:
 * for plugins whose route options are not ours to write (`@fastify/static`). The instance is an
 * encapsulated context, so its parent and siblings are not affected.
 */
export const declareSubtreeAccess = (instance: FastifyInstance, access: RouteAccess): void => {
  (instance as Declaring)[SUBTREE_ACCESS] = access;
};

/**
 * States the success replies of every route registered in `instance` and below it that states none
 * itself (`@fastify/http-proxy` takes no schema): the routes then join the contract, and with it
 * the shared error replies, 503 included. The parent and siblings are not affected.
 */
export const declareSubtreeReplies = (instance: FastifyInstance, replies: Record<number, unknown>): void => {
  (instance as Declaring)[SUBTREE_REPLIES] = replies;
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const methodsOf = (route: RouteOptions): string[] => [route.method].flat().map(String);

/**
 * Every route declares who may call it, or the app does not start (issue 29): this `onRoute` hook
 * throws for a route without a known access kind. It also states the shared error replies once
 * for every route of the contract (a route's own statuses win): any route may be refused by the
 * policy (401, 403), limited (429), shed (503) or fail upstream, and a write may conflict (409).
 */
export const registerRouteDeclarations = (app: FastifyInstance): void => {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    const methods = methodsOf(route);
    const access = route.config?.access ?? (this as Declaring)[SUBTREE_ACCESS];
    if (!isRouteAccess(access))
      throw new Error(
        `${methods.join(',')} ${route.url} declares no access: add config: { access } with one of ${ROUTE_ACCESS.join(', ')}`,
      );
    route.config = { ...route.config, access };
    const response = route.schema?.response ?? (this as Declaring)[SUBTREE_REPLIES];
    if (response) {
      const errors = methods.some((method) => WRITE_METHODS.has(method)) ? writeErrors : readErrors;
      route.schema = { ...route.schema, response: { ...errors, ...(response as object) } };
    }
    const replies = route.schema?.response as DeclaredRoute['replies'];
    for (const method of methods)
      if (method !== 'HEAD') declared.push({ method, url: route.url, access, ...(replies ? { replies } : {}) });
  });
};
