import { page } from '../page-route';

/** Sign-in, password recovery, invitation and referral registration pages (spec 1 §2 auth and invitation routes, §4 referral code) */
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
    'PasswordRecovery',
    'shop',
    () => import('../../features/auth/password-recovery-page').then((m) => m.PasswordRecoveryPage),
    ['auth', 'registration'],
  ),
  page('InvitePartner', 'shop', () => import('../../features/auth/invite-page').then((m) => m.InvitePartnerPage), [
    'auth',
    'registration',
  ]),
  page('InviteClient', 'shop', () => import('../../features/auth/invite-page').then((m) => m.InviteClientPage), [
    'auth',
    'registration',
  ]),
  page(
    'ReferralPartner',
    'shop',
    () => import('../../features/auth/referral-page').then((m) => m.ReferralPartnerPage),
    ['auth', 'registration'],
  ),
  page('ReferralClient', 'shop', () => import('../../features/auth/referral-page').then((m) => m.ReferralClientPage), [
    'auth',
    'registration',
  ]),
  page(
    'PartnerRegistrationOld',
    'shop',
    () => import('../../features/auth/partner-registration-old-page').then((m) => m.PartnerRegistrationOldPage),
    ['auth', 'registration'],
  ),
];
