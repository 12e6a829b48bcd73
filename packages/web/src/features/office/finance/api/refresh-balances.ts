import { useQueryClient } from '@tanstack/react-query';

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
