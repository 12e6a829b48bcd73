import { modal } from '../../modals/modal-definition';

/** Spec 1 §2 finance modals: transfer and select-transfer-recipient. */
export const officeFinanceModals = {
  transfer: modal(() => import('../../features/office/finance/modals/transfer-modal').then((m) => m.TransferModal), {
    namespaces: ['finance'],
  }),
  'select-transfer-recipient': modal(
    () =>
      import('../../features/office/finance/modals/select-transfer-recipient-modal').then(
        (m) => m.SelectTransferRecipientModal,
      ),
    { namespaces: ['finance'], needsProps: true },
  ),
};
