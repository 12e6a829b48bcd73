import { page } from '../page-route';

/** Office people, agreement restore and profile (spec 2 §2 "Registration and invites", "Profile and security settings"). */
export const officePeoplePages = [
  page('OfficeLinks', 'office', () => import('../../features/office/people/links-page').then((m) => m.LinksPage), [
    'people',
  ]),
  page(
    'OfficeAgreementRestore',
    'office',
    () => import('../../features/office/people/agreement-restore-page').then((m) => m.AgreementRestorePage),
    ['people'],
  ),
  page(
    'OfficeProfile',
    'office',
    () => import('../../features/office/profile/profile-page').then((m) => m.ProfilePage),
    ['profile'],
  ),
];
