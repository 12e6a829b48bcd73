import { modal } from '../../modals/modal-definition';

/** Spec 1 §2 event application modals. */
export const officeApplicationsModals = {
  'application-accepted': modal(
    () =>
      import('../../features/office/applications/modals/application-accepted-modal').then(
        (m) => m.ApplicationAcceptedModal,
      ),
    { namespaces: ['applications'], needsProps: true },
  ),
  'event-registration-info': modal(
    () =>
      import('../../features/office/applications/modals/event-registration-info-modal').then(
        (m) => m.EventRegistrationInfoModal,
      ),
    { namespaces: ['applications'] },
  ),
  'packages-limit-reached': modal(
    () =>
      import('../../features/office/applications/modals/packages-limit-reached-modal').then(
        (m) => m.PackagesLimitReachedModal,
      ),
    { namespaces: ['applications'], needsProps: true },
  ),
};
