import { modal } from '../../modals/modal-definition';

/** Spec 1 §2 payout modals: payouts-contract-offer and company-type. */
export const officePayoutsModals = {
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
