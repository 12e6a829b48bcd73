import { modal } from '../../modals/modal-definition';

export const officeOrdersModals = {
  'order-payment': modal(
    () => import('../../features/office/orders/modals/order-payment-modal').then((m) => m.OrderPaymentModal),
    {
      namespaces: ['orders'],
      needsProps: true,
    },
  ),
};
