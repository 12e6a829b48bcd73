import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Link as RouterLink, StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link, ServerLink } from './link';

/** The markup a link renders on the server at `location`. */
const markup = (location: string, link: ReactElement): string =>
  renderToString(<StaticRouter location={location}>{link}</StaticRouter>);

type Props = Parameters<typeof RouterLink>[0];

/** What the router's Link renders and what the server's link renders, with the same props. */
const both = (props: Props, location = '/shop/brands') => ({
  router: markup(location, <RouterLink {...props} />),
  server: markup(location, <ServerLink {...props} />),
});

describe('the server link (issue 30: a render without the browser parts of each link)', () => {
  it('is the router Link in the browser and the server link where there is no window', () => {
    expect(typeof window).toBe('undefined');
    expect(Link).toBe(ServerLink);
  });

  it.each([
    '/',
    '/shop',
    '/shop/',
    '/shop/brands/green-balance/10037',
    '/shop?sort=price&page=2#list',
    '/news/a.b/.well',
    // Addresses the router rewrites: resolved, dropped, relative or on another origin.
    '/a?',
    '/a#',
    '/a?#b',
    '/shop/../cart',
    '/shop/./cart',
    '/shop/..',
    'cart',
    '../cart',
    '.',
    '//example.com/x',
    'https://example.com/x',
    'mailto:help@example.com',
  ])('renders the same anchor as the router for %s', (to) => {
    const { router, server } = both({ to, className: 'link', title: 'A title', children: 'Go' });
    expect(server).toBe(router);
  });

  it('renders the same anchor with every prop the router reads or passes on', () => {
    const cases: Props[] = [
      { to: '/shop', target: '_blank', rel: 'noopener', 'aria-label': 'Shop', children: 'Shop' },
      { to: '/shop', replace: true, state: { from: 'menu' }, preventScrollReset: true, children: 'Shop' },
      { to: '/shop', discover: 'none', children: 'Shop' },
      { to: '/shop', reloadDocument: true, children: 'Shop' },
      { to: '/shop', prefetch: 'intent', children: 'Shop' },
      { to: 'cart', relative: 'path', children: 'Cart' },
      { to: { pathname: '/shop', search: '?q=tea' }, children: 'Tea' },
      { to: '/shop', onClick: () => undefined, style: { color: 'red' }, children: 'Shop' },
    ];
    for (const props of cases) {
      const { router, server } = both(props);
      expect(server, JSON.stringify(props)).toBe(router);
    }
  });
});
