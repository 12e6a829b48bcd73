import type { components } from '@gf/contracts/generated/bff';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type AccountType = components['schemas']['AccountType'];
export type TransferType = components['schemas']['TransferType'];
export type FinanceTransaction = components['schemas']['FinanceTransaction'];
export type FinanceTransfer = components['schemas']['FinanceTransfer'];
export type TransferBody = components['schemas']['FinanceTransferBody'];
export type SecuritySettings = components['schemas']['FinanceSecuritySettings'];
export type Recipient = components['schemas']['FinanceRecipients']['users'][number];

/** Spec 2 §3 Accounts, in the order the page shows them. */
export const ACCOUNT_TYPES: readonly AccountType[] = ['internal', 'gift', 'travel', 'autobonus'];

export interface TransactionFilter {
  account?: AccountType | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
}

const filterQuery = (filter: TransactionFilter) => ({
  ...(filter.account ? { account: filter.account } : {}),
  ...(filter.date_from ? { date_from: filter.date_from } : {}),
  ...(filter.date_to ? { date_to: filter.date_to } : {}),
});

/** GET /bff/v1/office/finance/accounts: the four balances. */
export const useAccounts = () => useQuery($api.queryOptions('get', '/bff/v1/office/finance/accounts'));

/** GET /bff/v1/office/finance/transactions: one page, filtered by account and dates. */
export const useTransactions = (page: number, filter: TransactionFilter) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/finance/transactions', {
      params: { query: { page, ...filterQuery(filter) } },
    }),
    placeholderData: keepPreviousData,
  });

/** Where the transactions as filtered are downloaded (a plain link: the session cookie goes along). */
export const accountDownloadHref = (filter: TransactionFilter): string => {
  const query = new URLSearchParams(filterQuery(filter)).toString();
  return `/bff/v1/office/finance/accounts/download${query ? `?${query}` : ''}`;
};

/** GET /bff/v1/office/finance/transfers: balances and the transfer types open to the user. */
export const useTransferOverview = () => useQuery($api.queryOptions('get', '/bff/v1/office/finance/transfers'));

/** GET /bff/v1/office/finance/transfers/{type}: the type's bounds, balance and history. */
export const useTransferType = (type: TransferType, page: number) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/finance/transfers/{type}', {
      params: { path: { type }, query: { page } },
    }),
    placeholderData: keepPreviousData,
  });

/** GET /bff/v1/office/finance/recipients: users a transfer can go to (transfer/gift/users). */
export const useRecipients = (q: string) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/finance/recipients', { params: { query: { q } } }),
    enabled: q.trim().length >= 2,
  });

/** Every read that shows a balance: refreshed after money moves. */
const BALANCE_READS = [
  '/bff/v1/office/finance/accounts',
  '/bff/v1/office/finance/transactions',
  '/bff/v1/office/finance/transfers',
  '/bff/v1/office/finance/transfers/{type}',
  '/bff/v1/office/payouts',
  '/bff/v1/office',
];

/** Refreshes balances, transactions and transfers after money moved. */
export const useRefreshBalances = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (query) => BALANCE_READS.includes(String(query.queryKey[1])) });
};

/** POST /bff/v1/office/finance/transfers/{type}: one transfer per idempotency key. */
export const useMakeTransfer = () => {
  const refresh = useRefreshBalances();
  return $api.useMutation('post', '/bff/v1/office/finance/transfers/{type}', { onSuccess: refresh });
};

export const useSecurity = () => useQuery($api.queryOptions('get', '/bff/v1/office/finance/security'));

export const useSaveSecurity = () => {
  const client = useQueryClient();
  return $api.useMutation('put', '/bff/v1/office/finance/security', {
    onSuccess: (saved) =>
      client.setQueryData($api.queryOptions('get', '/bff/v1/office/finance/security').queryKey, saved),
  });
};
