import { modal } from '../../modals/modal-definition';

export const openEntryModals = {
  'open-entry-access': modal(
    () => import('../../features/open-entry/modals/open-entry-access-modal').then((m) => m.OpenEntryAccessModal),
    { namespaces: ['open-entry'] },
  ),
  'sponsor-add-confirm': modal(
    () => import('../../features/open-entry/modals/sponsor-add-confirm-modal').then((m) => m.SponsorAddConfirmModal),
    { namespaces: ['open-entry'], needsProps: true },
  ),
};
