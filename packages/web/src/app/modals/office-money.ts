import { modal } from '../../modals/modal-definition';

/** Spec 1 §2 money modals: transfer, select-transfer-recipient, payouts-contract-offer and company-type. */
export const officeMoneyModals = {
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
  'payouts-contract-offer': modal(
    () =>
      import('../../features/office/payouts/modals/payouts-contract-offer-modal').then(
        (m) => m.PayoutsContractOfferModal,
      ),
    { namespaces: ['payouts'], needsProps: true },
  ),
  'company-type': modal(
    () => import('../../features/office/payouts/modals/company-type-modal').then((m) => m.CompanyTypeModal),
    { namespaces: ['payouts', 'finance'], needsProps: true },
  ),
};
