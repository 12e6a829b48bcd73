import { page } from '../page-route';

const accounts = () => import('../../features/office/finance/accounts-page');
const transfer = () => import('../../features/office/finance/transfer-page');
const security = () => import('../../features/office/finance/security-page');

/** Finance (spec 1 §2 /office/finance/accounts, /transfer, /security; spec 2 §2). */
export const officeFinancePages = [
  page('OfficeAccounts', 'office', () => accounts().then((m) => m.AccountsPage), ['finance']),
  page('OfficeTransfer', 'office', () => transfer().then((m) => m.TransferPage), ['finance']),
  page('OfficeSecurity', 'office', () => security().then((m) => m.SecurityPage), ['finance']),
];
