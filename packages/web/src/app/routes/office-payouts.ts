import { page } from '../page-route';

/** Payouts (spec 1 §2 /office/finance/payouts; spec 2 §2 "Payouts"). */
export const officePayoutsPages = [
  page(
    'OfficePayouts',
    'office',
    () => import('../../features/office/payouts/payouts-page').then((m) => m.PayoutsPage),
    ['payouts', 'finance'],
  ),
];
