import { modal } from '../../modals/modal-definition';

export const ordersModals = {
  'order-payment': modal(
    () => import('../../features/orders/modals/order-payment-modal').then((m) => m.OrderPaymentModal),
    {
      namespaces: ['orders'],
      needsProps: true,
    },
  ),
};
