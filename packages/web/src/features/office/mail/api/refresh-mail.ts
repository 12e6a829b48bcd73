import { type QueryClient, useQueryClient } from '@tanstack/react-query';

/** Every cached mail reply (list pages, conversations): stale after the user wrote or read. */
export const refreshMail = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[1]).startsWith('/bff/v1/office/mail') });

export const useRefreshMail = () => {
  const queryClient = useQueryClient();
  return () => refreshMail(queryClient);
};
