import { type AccessRefusal, type OfficePage, officeAccess } from '@gf/contracts/rules/office-access';
import { useSite } from '../api/get-site';
import type { RouteName } from '../config/paths';
import { useAuth } from './auth';
import { useIsRegistered } from './registered-routes';

/** An office route both the router and the access table know by the same name. */
export type OfficeRouteName = OfficePage & RouteName;

/**
 * Why the visitor may not open an office page, null when they may (or are signed out: the
 * gateway's 401 sends them to sign in), undefined while who they are is not known yet. By `@gf/contracts/rules/office-access`, the table the
 * gateway enforces too, for the visitor's role, this site's type and whether a manager is spectating.
 */
export const useOfficeRefusal = (): ((name: OfficePage) => AccessRefusal | null | undefined) => {
  const auth = useAuth().data;
  const site = useSite();
  return (name) => {
    if (!auth) return undefined;
    const user = auth.user;
    if (!user) return null;
    const access = officeAccess(name, user.role, site.type, Boolean(auth.spectator));
    return access.ok ? null : access.why;
  };
};

/** Which office pages to offer the visitor in navigation and hubs: those with a page that they may open. */
export const useOfficePages = (): ((name: OfficeRouteName) => boolean) => {
  const signedIn = Boolean(useAuth().data?.user);
  const refusal = useOfficeRefusal();
  const isRegistered = useIsRegistered();
  return (name) => signedIn && isRegistered(name) && refusal(name) === null;
};
