import { page } from '../page-route';

/** Sign-in pages (spec 1 §2 auth routes) and the open-entry sponsor choice (spec 2 §4). */
export const authPages = [
  page(
    'MyOfficeAuth',
    'shop',
    () => import('../../features/auth/my-office-auth-page').then((m) => m.MyOfficeAuthPage),
    ['auth'],
  ),
  page(
    'RedirectAuth',
    'light',
    () => import('../../features/auth/redirect-auth-page').then((m) => m.RedirectAuthPage),
    ['auth'],
  ),
  page(
    'MessengerAuth',
    'external-auth',
    () => import('../../features/auth/messenger-auth-page').then((m) => m.MessengerAuthPage),
    ['auth'],
  ),
  page('VoiceAuth', 'external-auth', () => import('../../features/auth/voice-auth-page').then((m) => m.VoiceAuthPage), [
    'auth',
  ]),
  page(
    'OfficeSponsorAdd',
    'office',
    () => import('../../features/open-entry/sponsor-add-page').then((m) => m.SponsorAddPage),
    ['open-entry'],
  ),
];
