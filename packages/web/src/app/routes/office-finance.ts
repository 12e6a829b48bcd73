import { ACCOUNT_TYPES, accountsRead } from '../../features/office/finance/api/get-accounts';
import { transactionsRead } from '../../features/office/finance/api/get-transactions';
import { matching, oneOf, wholeNumber } from '../../lib/page-query';
import { PAGE_PARAM } from '../../ui/pager';
import { page, serverPage } from '../page-route';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The balances and a page of operations, filtered as the address says (accounts-page.tsx `useFilter`). */
const accountsPage = serverPage({
  query: {
    [PAGE_PARAM]: wholeNumber({ min: 1, max: Number.MAX_SAFE_INTEGER, fallback: 1 }),
    account: oneOf(ACCOUNT_TYPES),
    from: matching(ISO_DAY),
    to: matching(ISO_DAY),
  },
  reads: ({ query }) => [
    accountsRead(),
    transactionsRead(query[PAGE_PARAM], { account: query.account, date_from: query.from, date_to: query.to }),
  ],
});

const accounts = () => import('../../features/office/finance/accounts-page');
const transfer = () => import('../../features/office/finance/transfer-page');
const security = () => import('../../features/office/finance/security-page');

/** Finance (spec 1 §2 /office/finance/accounts, /transfer, /security; spec 2 §2). */
export const officeFinancePages = [
  page('OfficeAccounts', 'office', () => accounts().then((m) => m.AccountsPage), ['finance'], accountsPage),
  page('OfficeTransfer', 'office', () => transfer().then((m) => m.TransferPage), ['finance']),
  page('OfficeSecurity', 'office', () => security().then((m) => m.SecurityPage), ['finance']),
];
