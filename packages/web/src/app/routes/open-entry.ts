import { page } from '../page-route';

/** The open-entry sponsor choice (spec 2 §4). */
export const openEntryPages = [
  page(
    'OfficeSponsorAdd',
    'office',
    () => import('../../features/open-entry/sponsor-add-page').then((m) => m.SponsorAddPage),
    ['open-entry'],
  ),
];
