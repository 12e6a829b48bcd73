import { page } from '../page-route';

/** The office profile (spec 2 §2 "Profile and security settings"). */
export const officeProfilePages = [
  page(
    'OfficeProfile',
    'office',
    () => import('../../features/office/profile/profile-page').then((m) => m.ProfilePage),
    ['profile'],
  ),
];
