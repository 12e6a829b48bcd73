import { modal } from '../../modals/modal-definition';

const documents = () => import('../../features/office/orders/modals/order-document-modal');

/**
 * Spec 1 §2 order modals. The document and review modals read their order from the order page's
 * address, so they open by name alone (a shared or reloaded link too).
 */
export const officeOrdersModals = {
  'order-payment': modal(
    () => import('../../features/office/orders/modals/order-payment-modal').then((m) => m.OrderPaymentModal),
    {
      namespaces: ['orders'],
      needsProps: true,
    },
  ),
  'check-document': modal(() => documents().then((m) => m.CheckDocumentModal), { namespaces: ['named-modals'] }),
  'group-order-document': modal(() => documents().then((m) => m.GroupOrderDocumentModal), {
    namespaces: ['named-modals'],
  }),
  'goods-move-document': modal(() => documents().then((m) => m.GoodsMoveDocumentModal), {
    namespaces: ['named-modals'],
  }),
  'order-gw-market-review': modal(
    () => import('../../features/office/orders/modals/gw-market-review-modal').then((m) => m.GwMarketReviewModal),
    { namespaces: ['named-modals', 'orders', 'modals'] },
  ),
};
