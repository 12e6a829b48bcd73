import { sitePathOf } from '@gf/contracts/rules/site-path';
import { paths } from '../../config/paths';

/**
 * Where to go after signing in: `?next=` (or `?redirect=`) only when, resolved as the browser
 * resolves a link against this page's origin, it stays on this site (contracts rules/site-path):
 * an open redirect would hand the fresh session's first page to someone else.
 */
export const safeNext = (next: string | null | undefined, origin = window.location.origin): string | null =>
  sitePathOf(next, origin);

/** The office's first page: the office home, MyOffice (spec 1 §2 /office). */
export const officeLanding = (): string => paths.MyOffice.href();
