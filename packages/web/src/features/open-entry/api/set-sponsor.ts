import type { components } from '@gf/contracts/generated/bff';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useApplyAuthState } from '../../../lib/auth';

/** POST /bff/v1/auth/open-entry/sponsor: the chosen sponsor (sponsor-add-confirm); the reply is the new auth state. */
export const useSetSponsor = () => {
  const apply = useApplyAuthState();
  return useMutation({
    mutationKey: ['post', '/bff/v1/auth/open-entry/sponsor'],
    mutationFn: async (sponsorId: number): Promise<components['schemas']['AuthState']> => {
      const { data, error } = await api.POST('/bff/v1/auth/open-entry/sponsor', { body: { sponsor_id: sponsorId } });
      if (error) throw error;
      return data;
    },
    onSuccess: apply,
  });
};
