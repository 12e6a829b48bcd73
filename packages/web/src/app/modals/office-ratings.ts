import { modal } from '../../modals/modal-definition';

export const officeRatingsModals = {
  'council-member-card': modal(
    () =>
      import('../../features/office/ratings/modals/council-member-card-modal').then((m) => m.CouncilMemberCardModal),
    { namespaces: ['ratings'], needsProps: true },
  ),
  'skill-cup-plug': modal(
    () => import('../../features/office/ratings/modals/skill-cup-plug-modal').then((m) => m.SkillCupPlugModal),
    { namespaces: ['named-modals', 'ratings'] },
  ),
};
