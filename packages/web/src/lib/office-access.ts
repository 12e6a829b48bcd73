import { type OfficePage, officeAccess } from '@gf/contracts/rules/office-access';
import { useSite } from '../api/get-site';
import type { RouteName } from '../config/paths';
import { useAuth } from './auth';
import { useIsRegistered } from './registered-routes';

/** An office route both the router and the access table know by the same name. */
export type OfficeRouteName = OfficePage & RouteName;

/**
 * Which office pages to offer the visitor: those with a page, that the visitor's role may open on
 * this site's type (`@gf/contracts/rules/office-access`, the table the gateway enforces too).
 */
export const useOfficePages = (): ((name: OfficeRouteName) => boolean) => {
  const user = useAuth().data?.user ?? null;
  const site = useSite();
  const isRegistered = useIsRegistered();
  return (name) => user !== null && isRegistered(name) && officeAccess(name, user.role, site.type).ok;
};

/** Whether the visitor may open an office page at all (registered or not): the page refuses otherwise. */
export const useMayOpen = (): ((name: OfficePage) => boolean) => {
  const user = useAuth().data?.user ?? null;
  const site = useSite();
  return (name) => user !== null && officeAccess(name, user.role, site.type).ok;
};
