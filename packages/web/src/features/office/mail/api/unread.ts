import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type AuthState, authQueryOptions } from '../../../../lib/auth';

/** The header's unread count (the auth state's unread_mail) set to what a mail call just said. */
export const setHeaderUnread = (queryClient: QueryClient, unread: number): void => {
  queryClient.setQueryData<AuthState>(authQueryOptions().queryKey, (auth) =>
    auth && auth.unread_mail !== unread ? { ...auth, unread_mail: unread } : auth,
  );
};

/** Keeps the header's count in step with the unread total a mail page shows. */
export const useHeaderFollows = (unread: number | undefined): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (unread !== undefined) setHeaderUnread(queryClient, unread);
  }, [queryClient, unread]);
};
