import { modal } from '../../modals/modal-definition';

const preorder = () => import('../../features/office/tickets/modals/preorder-modals');
const selectors = () => import('../../features/office/tickets/modals/seat-selector-modals');

/** Spec 1 §2 ticket modals. */
export const officeTicketsModals = {
  'scheme-seats-selector': modal(() => selectors().then((m) => m.SchemeSeatsSelectorModal), {
    namespaces: ['events'],
    needsProps: true,
  }),
  'number-seats-selector': modal(() => selectors().then((m) => m.NumberSeatsSelectorModal), {
    namespaces: ['events'],
    needsProps: true,
  }),
  'tickets-preorder-confirm': modal(() => preorder().then((m) => m.PreorderConfirmModal), {
    namespaces: ['events'],
    needsProps: true,
  }),
  'tickets-preorder-cancel': modal(() => preorder().then((m) => m.PreorderCancelModal), {
    namespaces: ['events'],
    needsProps: true,
  }),
  'tickets-confirmation-timeout': modal(
    () =>
      import('../../features/office/tickets/modals/confirmation-timeout-modal').then((m) => m.ConfirmationTimeoutModal),
    { namespaces: ['events'] },
  ),
  'ticket-barcode': modal(
    () => import('../../features/office/tickets/modals/ticket-barcode-modal').then((m) => m.TicketBarcodeModal),
    { namespaces: ['events'], needsProps: true },
  ),
};
