import { modal } from '../../modals/modal-definition';

export const sharedModals = {
  language: modal(() => import('../../modals/language-modal').then((m) => m.LanguageModal)),
  confirm: modal(() => import('../../modals/confirm-modal').then((m) => m.ConfirmModal), {
    namespaces: ['modals'],
    needsProps: true,
  }),
  info: modal(() => import('../../modals/info-modal').then((m) => m.InfoModal), {
    namespaces: ['modals'],
    needsProps: true,
  }),
  'thank-you': modal(() => import('../../modals/thank-you-modal').then((m) => m.ThankYouModal), {
    namespaces: ['modals'],
  }),
  'external-link': modal(() => import('../../modals/external-link-modal').then((m) => m.ExternalLinkModal), {
    namespaces: ['modals'],
    needsProps: true,
  }),
  upload: modal(() => import('../../modals/upload-modal').then((m) => m.UploadModal), {
    namespaces: ['modals'],
    needsProps: true,
  }),
  video: modal(() => import('../../modals/video-modal').then((m) => m.VideoModal), {
    namespaces: ['modals'],
    needsProps: true,
  }),
};
