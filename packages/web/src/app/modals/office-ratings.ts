import { modal } from '../../modals/modal-definition';

export const officeRatingsModals = {
  'council-member-card': modal(
    () =>
      import('../../features/office/ratings/modals/council-member-card-modal').then((m) => m.CouncilMemberCardModal),
    { namespaces: ['ratings'], needsProps: true },
  ),
};
