import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type LinkProps = ComponentProps<typeof RouterLink>;

/**
 * A path from the site's root that the router would write back as it is: no `.` or `..` segment to
 * resolve, no empty query or fragment to drop, no backslash.
 */
const PLAIN_PATH = /^\/(?!\/)(?:(?!\/\.\.?(?:[/?#]|$)|\?#|[?#]$)[^\\])*$/;

/**
 * The server's link: the anchor React Router's `Link` renders (the router has no basename, so the
 * address of a plain root path is the path itself), without what only a browser uses. A server render
 * has no clicks, no prefetching and no location to watch, yet `Link` sets them up for each of a page's
 * links (`/shop` renders fifty): a seventh of a page's render (issue 30, the render thread's V8
 * profile). Anything else (a relative or absolute address, a reload, prefetching, a mask) is the
 * router's own `Link`, as is every link in the browser.
 */
export function ServerLink(props: LinkProps) {
  const {
    to,
    discover = 'render',
    prefetch = 'none',
    reloadDocument,
    relative,
    mask,
    target,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    onClick: _onClick,
    ...anchor
  } = props;
  if (typeof to !== 'string' || !PLAIN_PATH.test(to) || reloadDocument || relative || mask || prefetch !== 'none')
    return <RouterLink {...props} />;
  return <a {...anchor} href={to} target={target} data-discover={discover === 'render' ? 'true' : undefined} />;
}

/** React Router's `Link` in the browser; on the server, the same anchor made without its browser parts. */
export const Link: typeof RouterLink = typeof window === 'undefined' ? (ServerLink as typeof RouterLink) : RouterLink;
