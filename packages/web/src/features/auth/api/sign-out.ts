import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { applyAuthState } from '../../../lib/auth';
import { emitAuthEvent } from '../auth-events';

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
