import { paths } from '../../config/paths';

/**
 * Where to go after signing in: `?next=` only when it is a path on this site (never `//host` or
 * `https://...`: an open redirect would hand the fresh session's first page to someone else).
 */
export const safeNext = (next: string | null | undefined): string | null => {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
};

/** The office's first page: the office home, MyOffice (spec 1 §2 /office). */
export const officeLanding = (): string => paths.MyOffice.href();
