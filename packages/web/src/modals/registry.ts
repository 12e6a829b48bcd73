import { type ModalDefinition, modal } from './modal-definition';

/**
 * Spec 1 §2: modals are opened by name. One line per modal; the name is the spec's, the
 * component is downloaded on first opening with the text namespaces it lists. A modal that needs
 * props from its opener says so (`needsProps`), and its props type comes from the component.
 */
export const modalRegistry = {
  'cart-merge': modal(() => import('../features/cart/modals/cart-merge-modal').then((m) => m.CartMergeModal), {
    namespaces: ['cart'],
    needsProps: true,
  }),
  'cart-share': modal(() => import('../features/cart/modals/cart-share-modal').then((m) => m.CartShareModal), {
    namespaces: ['cart'],
  }),
  preorder: modal(() => import('../features/cart/modals/preorder-modal').then((m) => m.PreorderModal), {
    namespaces: ['cart'],
  }),
  'pickup-points-map': modal(
    () => import('../features/checkout/modals/pickup-points-map-modal').then((m) => m.PickupPointsMapModal),
    { namespaces: ['checkout'], needsProps: true },
  ),
  'order-payment': modal(
    () => import('../features/orders/modals/order-payment-modal').then((m) => m.OrderPaymentModal),
    {
      namespaces: ['orders'],
      needsProps: true,
    },
  ),
  'open-entry-access': modal(
    () => import('../features/open-entry/modals/open-entry-access-modal').then((m) => m.OpenEntryAccessModal),
    { namespaces: ['open-entry'] },
  ),
  'sponsor-add-confirm': modal(
    () => import('../features/open-entry/modals/sponsor-add-confirm-modal').then((m) => m.SponsorAddConfirmModal),
    { namespaces: ['open-entry'], needsProps: true },
  ),
  language: modal(() => import('./language-modal').then((m) => m.LanguageModal)),
  confirm: modal(() => import('./confirm-modal').then((m) => m.ConfirmModal), {
    namespaces: ['modals'],
    needsProps: true,
  }),
  info: modal(() => import('./info-modal').then((m) => m.InfoModal), { namespaces: ['modals'], needsProps: true }),
  'thank-you': modal(() => import('./thank-you-modal').then((m) => m.ThankYouModal), { namespaces: ['modals'] }),
  'external-link': modal(() => import('./external-link-modal').then((m) => m.ExternalLinkModal), {
    namespaces: ['modals'],
    needsProps: true,
  }),
  video: modal(() => import('./video-modal').then((m) => m.VideoModal), { namespaces: ['modals'], needsProps: true }),
  news: modal(() => import('../features/corporate/news/news-modal').then((m) => m.NewsModal), {
    namespaces: ['news', 'corporate'],
    needsProps: true,
  }),
  search: modal(() => import('../features/corporate/search/search-modal').then((m) => m.SearchModal), {
    namespaces: ['corporate'],
  }),
  'sign-in': modal(() => import('../features/auth/components/sign-in-modal').then((m) => m.SignInModal), {
    namespaces: ['auth'],
  }),
  'sign-up': modal(() => import('../features/auth/components/sign-up-modal').then((m) => m.SignUpModal), {
    namespaces: ['auth'],
  }),
  spectator: modal(() => import('../features/auth/components/spectator-modal').then((m) => m.SpectatorModal), {
    namespaces: ['auth'],
  }),
  'catalogue-filters': modal(
    () => import('../features/shop/modals/catalogue-filters-modal').then((m) => m.CatalogueFiltersModal),
    { namespaces: ['shop'], needsProps: true },
  ),
  'product-availability': modal(
    () => import('../features/shop/modals/product-availability-modal').then((m) => m.ProductAvailabilityModal),
    { namespaces: ['product', 'shop'], needsProps: true },
  ),
  'product-ref-options': modal(
    () => import('../features/shop/modals/product-ref-options-modal').then((m) => m.ProductRefOptionsModal),
    { namespaces: ['product', 'shop'], needsProps: true },
  ),
  'product-ref-qr': modal(
    () => import('../features/shop/modals/product-ref-qr-modal').then((m) => m.ProductRefQrModal),
    { namespaces: ['product', 'shop'], needsProps: true },
  ),
  'product-set-creation': modal(
    () => import('../features/shop/modals/product-set-creation-modal').then((m) => m.ProductSetCreationModal),
    { namespaces: ['shop'], needsProps: true },
  ),
  'product-set-add': modal(
    () => import('../features/shop/modals/product-set-add-modal').then((m) => m.ProductSetAddModal),
    { namespaces: ['shop'], needsProps: true },
  ),
};

export type ModalName = keyof typeof modalRegistry;

export type ModalPropsOf<N extends ModalName> = (typeof modalRegistry)[N] extends ModalDefinition<infer P> ? P : never;

export const isModalName = (name: string): name is ModalName => Object.hasOwn(modalRegistry, name);
