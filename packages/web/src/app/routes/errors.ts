import { page, serverPage } from '../page-route';

/** The error pages the redirect table of spec 2 §2 names, and the 404 of every unknown path. */
export const errorsPages = [
  page('Error', 'corporate', () => import('../../features/errors/error-page').then((m) => m.ErrorPage), ['errors']),
  page('ShopError', 'shop', () => import('../../features/errors/shop-error-page').then((m) => m.ShopErrorPage), [
    'errors',
  ]),
  page(
    'NotFound',
    'corporate',
    () => import('../../features/errors/not-found-page').then((m) => m.NotFoundPage),
    [],
    serverPage({ query: {}, reads: () => [] }),
  ),
];
