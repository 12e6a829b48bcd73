import { page } from '../page-route';

/** The cart (spec 2 §2). */
export const cartPages = [
  page('ShopCart', 'shop', () => import('../../features/cart/cart-page').then((m) => m.CartPage), [
    'cart',
    'delivery',
    'catalogue',
  ]),
];
