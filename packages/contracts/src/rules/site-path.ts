/**
 * A redirect parameter (`next=`, `redirect=`) as a path on this site, or null when it would leave
 * it (issue 15). It is resolved with the URL parser against the site's origin, as a browser
 * resolves a link, so every spelling the browser understands is judged as the browser would
 * follow it: tab and newline are dropped (`/\t/evil.example/` is `//evil.example/`), `\` is `/`,
 * `//host` is another host, `javascript:` has no origin. A result starting with `//` is refused
 * too: a router handed it could take it for another host.
 */
export const sitePathOf = (value: string | null | undefined, origin: string): string | null => {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** An origin no site has: a redirect parameter checked apart from a request resolves against it. */
export const ANY_SITE_ORIGIN = 'https://site.invalid';

/** Whether a redirect parameter stays on whichever site it is followed on. */
export const isSitePath = (value: string): boolean =>
  value.startsWith('/') && sitePathOf(value, ANY_SITE_ORIGIN) !== null;
