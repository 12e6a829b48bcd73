import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/client';
import { linksQueryOptions } from './get-links';

/** POST /bff/v1/office/people/invites: a new invite link; the active list is read again. */
export const useCreateInvite = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/bff/v1/office/people/invites', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksQueryOptions().queryKey }),
  });
};
