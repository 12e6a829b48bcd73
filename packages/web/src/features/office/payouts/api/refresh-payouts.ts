import { useQueryClient } from '@tanstack/react-query';

export const useRefresh = (part: string) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (query) => String(query.queryKey[1]).startsWith(part) });
};

/** Refreshes every balance the office shows: a payout takes money off the internal account. */
export const useRefreshMoney = () => {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (query) => {
        const path = String(query.queryKey[1]);
        return path.startsWith('/bff/v1/office/payouts') || path.startsWith('/bff/v1/office/finance');
      },
    });
};
