import { modal } from '../../modals/modal-definition';

export const cartModals = {
  'cart-merge': modal(() => import('../../features/cart/modals/cart-merge-modal').then((m) => m.CartMergeModal), {
    namespaces: ['cart'],
    needsProps: true,
  }),
  'cart-share': modal(() => import('../../features/cart/modals/cart-share-modal').then((m) => m.CartShareModal), {
    namespaces: ['cart'],
  }),
  preorder: modal(() => import('../../features/cart/modals/preorder-modal').then((m) => m.PreorderModal), {
    namespaces: ['cart'],
  }),
};
