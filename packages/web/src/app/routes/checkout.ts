import { page } from '../page-route';

/** Checkout (spec 2 §2). */
export const checkoutPages = [
  page('Checkout', 'shop', () => import('../../features/checkout/checkout-page').then((m) => m.CheckoutPage), [
    'checkout',
    'cart',
    'named-modals',
    'delivery',
    'catalogue',
  ]),
];
