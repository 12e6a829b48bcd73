import { modal } from '../../modals/modal-definition';

export const officeMailModals = {
  'start-conversation': modal(
    () => import('../../features/office/mail/modals/start-conversation-modal').then((m) => m.StartConversationModal),
    { namespaces: ['mail'] },
  ),
};
