import { page } from '../page-route';

/** Office mail (spec 1 §2 /office/mail; spec 2 §2 MailHome). */
export const officeMailPages = [
  page('MailHome', 'office', () => import('../../features/office/mail/mail-home-page').then((m) => m.MailHomePage), [
    'mail',
  ]),
  page(
    'MailConversation',
    'office',
    () => import('../../features/office/mail/mail-conversation-page').then((m) => m.MailConversationPage),
    ['mail'],
  ),
];
