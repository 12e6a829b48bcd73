import type { components } from '@gf/contracts/generated/bff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';
import { pageRead } from '../../../../api/page-read';
import type { AccountType } from './get-accounts';

export type FinanceTransaction = components['schemas']['FinanceTransaction'];

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

/** GET /bff/v1/office/finance/transactions: one page, filtered by account and dates. */
export const transactionsRead = (page: number, filter: TransactionFilter) =>
  pageRead('/bff/v1/office/finance/transactions', { params: { query: { page, ...filterQuery(filter) } } });

export const useTransactions = (page: number, filter: TransactionFilter) => {
  const read = transactionsRead(page, filter);
  return useQuery({ ...$api.queryOptions('get', read.path, read.init), placeholderData: keepPreviousData });
};

/** Where the transactions as filtered are downloaded (a plain link: the session cookie goes along). */
export const accountDownloadHref = (filter: TransactionFilter): string => {
  const query = new URLSearchParams(filterQuery(filter)).toString();
  return `/bff/v1/office/finance/accounts/download${query ? `?${query}` : ''}`;
};
