import { mailHomeRead } from '../../features/office/mail/api/get-mail-home';
import { wholeNumber } from '../../lib/page-query';
import { page, serverPage } from '../page-route';

/** `?page=`: the list's page (mail-home-page.tsx reads it the same way). */
const mailHome = serverPage({
  query: { page: wholeNumber({ min: 1, max: Number.MAX_SAFE_INTEGER, fallback: 1 }) },
  reads: ({ query }) => [mailHomeRead(query.page)],
});

/** Office mail (spec 1 §2 /office/mail; spec 2 §2 MailHome). */
export const officeMailPages = [
  page(
    'MailHome',
    'office',
    () => import('../../features/office/mail/mail-home-page').then((m) => m.MailHomePage),
    ['mail'],
    mailHome,
  ),
  page(
    'MailConversation',
    'office',
    () => import('../../features/office/mail/mail-conversation-page').then((m) => m.MailConversationPage),
    ['mail'],
  ),
];
