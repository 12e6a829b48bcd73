import type { ComponentType } from 'react';
import type { Namespace } from '../i18n/namespaces';

/** Spec 1 §2: every route has one of these layouts. */
export type LayoutName = 'corporate' | 'shop' | 'office' | 'light' | 'external-auth';

export interface RouteEntry {
  path: string;
  layout: LayoutName;
  /**
   * The page, downloaded on first visit. A route without one is named so links can be built, but
   * is not registered yet: until its page exists its path shows the 404 page.
   */
  page?: () => Promise<ComponentType>;
  /** Text namespaces the page reads besides `common`, loaded before it renders. */
  namespaces?: readonly Namespace[];
  href?: (...params: never[]) => string;
}

/**
 * The route table: one entry per route, named as the spec names it where it does (spec 1 §2:
 * MyOfficeAuth, ShopMain, ...). Links are built only through `href`, never written by hand.
 */
export const routes = {
  Home: {
    path: '/',
    layout: 'corporate',
    page: () => import('../features/corporate/home-page').then((m) => m.HomePage),
    namespaces: ['home'],
    href: () => '/',
  },
  Company: { path: '/company', layout: 'corporate', href: () => '/company' },
  News: { path: '/news', layout: 'corporate', href: () => '/news' },
  Geography: { path: '/geography', layout: 'corporate', href: () => '/geography' },
  Opportunities: { path: '/opportunities', layout: 'corporate', href: () => '/opportunities' },
  Eco: { path: '/eco', layout: 'corporate', href: () => '/eco' },
  Production: { path: '/production', layout: 'corporate', href: () => '/production' },
  ShopMain: { path: '/shop', layout: 'shop', href: () => '/shop' },
  MyOffice: { path: '/office', layout: 'office', href: () => '/office' },
  MyOfficeAuth: { path: '/office/auth', layout: 'shop', href: () => '/office/auth' },
  /** Spec 1 §2: unknown paths show a 404 error page. */
  NotFound: {
    path: '*',
    layout: 'corporate',
    page: () => import('../features/errors/not-found-page').then((m) => m.NotFoundPage),
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routes;
