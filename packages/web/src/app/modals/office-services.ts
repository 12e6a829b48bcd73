import { modal } from '../../modals/modal-definition';

export const officeServicesModals = {
  'chat-options': modal(
    () => import('../../features/office/services/modals/chat-options-modal').then((m) => m.ChatOptionsModal),
    { namespaces: ['services'] },
  ),
};
