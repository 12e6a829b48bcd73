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
}

/** Where a plugin that registers routes of its own (static files) states their access for it. */
const SUBTREE_ACCESS = Symbol('gf.subtreeAccess');
type Declaring = FastifyInstance & { [SUBTREE_ACCESS]?: RouteAccess };

/**
 * States the access of every route registered in `instance` and below it that names none itself:
 * for plugins whose route options are not ours to write (`@fastify/static`). The instance is an
 * encapsulated context, so its parent and siblings are not affected.
 */
export const declareSubtreeAccess = (instance: FastifyInstance, access: RouteAccess): void => {
  (instance as Declaring)[SUBTREE_ACCESS] = access;
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
    if (route.schema?.response) {
      const errors = methods.some((method) => WRITE_METHODS.has(method)) ? writeErrors : readErrors;
      route.schema = { ...route.schema, response: { ...errors, ...(route.schema.response as object) } };
    }
    for (const method of methods) if (method !== 'HEAD') declared.push({ method, url: route.url, access });
  });
};
