import { page } from '../page-route';

/** Office orders (spec 2 §2 "Orders list and order by id"). */
export const officeOrdersPages = [
  page(
    'OfficeOrders',
    'office',
    () => import('../../features/office/orders/orders-hub-page').then((m) => m.OrdersHubPage),
    ['orders'],
  ),
  page(
    'OfficeOrdersList',
    'office',
    () => import('../../features/office/orders/orders-list-page').then((m) => m.OrdersListPage),
    ['orders'],
  ),
  page(
    'OfficeOrdersFast',
    'office',
    () => import('../../features/office/orders/fast-order-page').then((m) => m.FastOrderPage),
    ['orders', 'fast-order'],
  ),
  page('OfficeOrder', 'office', () => import('../../features/office/orders/order-page').then((m) => m.OrderPage), [
    'orders',
    'named-modals',
    'payments',
  ]),
  page(
    'ExternalMessengerPayment',
    'light',
    () => import('../../features/office/orders/messenger-payment-page').then((m) => m.MessengerPaymentPage),
    ['orders', 'payments'],
  ),
  page(
    'ShopOrderPayment',
    'light',
    () => import('../../features/office/orders/shared-order-page').then((m) => m.SharedOrderPage),
    ['orders', 'payments'],
  ),
];
