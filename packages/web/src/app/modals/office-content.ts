import { modal } from '../../modals/modal-definition';

export const officeContentModals = {
  'my-achievement': modal(
    () => import('../../features/office/content/modals/my-achievement-modal').then((m) => m.MyAchievementModal),
    { namespaces: ['content'], needsProps: true },
  ),
  'rich-text': modal(
    () => import('../../features/office/content/modals/rich-text-modal').then((m) => m.RichTextModal),
    { namespaces: ['content'], needsProps: true },
  ),
};
