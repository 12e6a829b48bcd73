import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

/** GET /bff/v1/office/profile. */
export const profileQueryOptions = () => $api.queryOptions('get', '/bff/v1/office/profile');
export const useProfile = () => useQuery(profileQueryOptions());

/** PUT /bff/v1/office/profile: the reply is the changed profile, put straight into the cache. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/bff/v1/office/profile', {
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
};

/** POST /bff/v1/office/profile/password. */
export const useChangePassword = () => $api.useMutation('post', '/bff/v1/office/profile/password');

/** POST /bff/v1/office/profile/password/sms: the user's own password by SMS, once per key. */
export const useSendOwnPassword = () => $api.useMutation('post', '/bff/v1/office/profile/password/sms');
