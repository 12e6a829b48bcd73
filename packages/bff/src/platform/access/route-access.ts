import type { RouteAccess } from '@gf/contracts/rules/route-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (`@gf/contracts/rules/route-access`). */
    access?: RouteAccess;
  }
}
