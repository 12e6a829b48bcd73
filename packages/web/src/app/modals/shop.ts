import { modal } from '../../modals/modal-definition';

export const shopModals = {
  'catalogue-filters': modal(
    () => import('../../features/shop/modals/catalogue-filters-modal').then((m) => m.CatalogueFiltersModal),
    { namespaces: ['shop'], needsProps: true },
  ),
  'product-availability': modal(
    () => import('../../features/shop/modals/product-availability-modal').then((m) => m.ProductAvailabilityModal),
    { namespaces: ['product', 'shop'], needsProps: true },
  ),
  'product-ref-options': modal(
    () => import('../../features/shop/modals/product-ref-options-modal').then((m) => m.ProductRefOptionsModal),
    { namespaces: ['product', 'shop'], needsProps: true },
  ),
  'product-ref-qr': modal(
    () => import('../../features/shop/modals/product-ref-qr-modal').then((m) => m.ProductRefQrModal),
    { namespaces: ['product', 'shop'], needsProps: true },
  ),
  'product-set-creation': modal(
    () => import('../../features/shop/modals/product-set-creation-modal').then((m) => m.ProductSetCreationModal),
    { namespaces: ['shop'], needsProps: true },
  ),
  'product-set-add': modal(
    () => import('../../features/shop/modals/product-set-add-modal').then((m) => m.ProductSetAddModal),
    { namespaces: ['shop'], needsProps: true },
  ),
  'installment-request': modal(
    () => import('../../features/shop/modals/installment-request-modal').then((m) => m.InstallmentRequestModal),
    { namespaces: ['product', 'named-modals'] },
  ),
  'product-review-info': modal(
    () => import('../../features/shop/modals/product-review-info-modal').then((m) => m.ProductReviewInfoModal),
    { namespaces: ['named-modals', 'product'] },
  ),
  'product-review-delete': modal(
    () => import('../../features/shop/modals/product-review-delete-modal').then((m) => m.ProductReviewDeleteModal),
    { namespaces: ['product', 'named-modals'] },
  ),
};
