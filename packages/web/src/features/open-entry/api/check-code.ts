import type { components } from '@gf/contracts/generated/bff';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useApplyAuthState } from '../../../lib/auth';

export type OpenEntryCheckBody = { phone: string; code: string };

/**
 * POST /bff/v1/auth/open-entry/check: a right code makes this session an open-entry visitor for
 * 24 hours (spec 2 §9); its reply becomes the auth state, so checkout asks again who is buying.
 */
export const useCheckOpenEntryCode = () => {
  const apply = useApplyAuthState();
  return useMutation({
    mutationKey: ['post', '/bff/v1/auth/open-entry/check'],
    mutationFn: async (body: OpenEntryCheckBody): Promise<components['schemas']['AuthState']> => {
      const { data, error } = await api.POST('/bff/v1/auth/open-entry/check', { body });
      if (error) throw error;
      return data;
    },
    onSuccess: apply,
  });
};
