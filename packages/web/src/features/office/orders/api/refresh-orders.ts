import { useQueryClient } from '@tanstack/react-query';

export const useRefreshOrders = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[1]).includes('/orders') });
};
