import { modal } from '../../modals/modal-definition';

/** Spec 1 §2 partner cards: my-partner, my-mentor, my-client. */
export const officeTeamModals = {
  'my-partner': modal(
    () => import('../../features/office/team/modals/my-partner-modal').then((m) => m.MyPartnerModal),
    { namespaces: ['team'], needsProps: true },
  ),
  'my-mentor': modal(() => import('../../features/office/team/modals/my-mentor-modal').then((m) => m.MyMentorModal), {
    namespaces: ['team'],
    needsProps: true,
  }),
  'my-client': modal(() => import('../../features/office/team/modals/my-client-modal').then((m) => m.MyClientModal), {
    namespaces: ['team'],
    needsProps: true,
  }),
};
