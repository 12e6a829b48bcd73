import { page } from '../page-route';

/** Office people and agreement restore (spec 2 §2 "Registration and invites"). */
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
];
