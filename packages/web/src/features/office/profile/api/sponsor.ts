import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/client';
import { profileQueryOptions } from './profile';

/** The gateway and the upstream both want two characters at least. */
export const MIN_SPONSOR_SEARCH = 2;

/** GET /bff/v1/office/profile/sponsors: sponsors to move under (run when a search is submitted). */
export const useSponsorSearch = (search: string) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/profile/sponsors', { params: { query: { search } } }),
    enabled: search.length >= MIN_SPONSOR_SEARCH,
    retry: false,
  });

/** POST /bff/v1/office/profile/sponsor: the profile is read again to show the new sponsor. */
export const useChangeSponsor = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/bff/v1/office/profile/sponsor', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
};
