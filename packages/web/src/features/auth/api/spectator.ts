import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { SPECTATOR_LOGOUT_DELAY_MS } from '../../../config/constants';
import { applyAuthState } from '../../../lib/auth';
import { emitAuthEvent } from '../auth-events';

/** POST /bff/v1/auth/spectator: a manager starts acting as another user (spec 1 §6). */
export const useStartSpectator = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/bff/v1/auth/spectator', {
    onSuccess: (state) => applyAuthState(queryClient, state),
  });
};

/** POST /bff/v1/auth/spectator/exit; spec 1 §4: the logout event follows SPECTATOR_LOGOUT_DELAY_MS later. */
export const useExitSpectator = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/bff/v1/auth/spectator/exit', {
    onSuccess: async (state) => {
      await applyAuthState(queryClient, state);
      setTimeout(() => emitAuthEvent('logout'), SPECTATOR_LOGOUT_DELAY_MS);
    },
  });
};
