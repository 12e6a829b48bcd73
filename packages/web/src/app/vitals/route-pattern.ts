import { matchRoutes } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The route table as the gateway knows it (`routes.json`): every path but the catch-all. */
const table = Object.values(paths)
  .map(({ path }) => ({ path: path as string }))
  .filter(({ path }) => path !== '*');

/**
 * The pattern of the route an address shows (`/shop/product/:id`), as the router ranks them; null
 * for an address no route takes. Never the address itself: no parameter values, no query.
 */
export const routePatternOf = (pathname: string): string | null =>
  matchRoutes(table, pathname)?.at(-1)?.route.path ?? null;
