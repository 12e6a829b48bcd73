import { page } from '../page-route';

/** The cart and checkout (spec 2 §2). */
export const cartPages = [
  page('ShopCart', 'shop', () => import('../../features/cart/cart-page').then((m) => m.CartPage), [
    'cart',
    'delivery',
    'catalogue',
  ]),
  page('Checkout', 'shop', () => import('../../features/checkout/checkout-page').then((m) => m.CheckoutPage), [
    'checkout',
    'cart',
    'named-modals',
    'delivery',
    'catalogue',
  ]),
];
