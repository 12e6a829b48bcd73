/**
 * Text is split by screen area so a page downloads only what it shows (Saleor's way). `common`
 * is the shell every page needs; a route lists any other namespace it uses in the route table.
 */
export const NAMESPACES = [
  'common',
  'home',
  'auth',
  'registration',
  'errors',
  'mail',
  'modals',
  'shell',
  'corporate',
  'news',
  'legal',
  'shop',
  'product',
  'cart',
  'checkout',
  'orders',
  'office',
  'open-entry',
  'statements',
  'team',
  'events',
  'ratings',
  'content',
  'services',
  'finance',
  'payouts',
  'people',
  'profile',
  'applications',
  'fast-order',
  'named-modals',
  'payments',
  'catalogue',
  'delivery',
  'account',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE: Namespace = 'common';
