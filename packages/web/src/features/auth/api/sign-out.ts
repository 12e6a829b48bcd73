import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { emitAuthEvent } from '../auth-events';
import { applyAuthState } from './get-auth';

/** POST /bff/v1/auth/sign-out: whatever the upstream says, this browser is signed out (spec 1 §4). */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/bff/v1/auth/sign-out', {
    onSuccess: async (state) => {
      await applyAuthState(queryClient, state);
      emitAuthEvent('local-sign-out');
    },
  });
};
