import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/client';

/** POST /bff/v1/auth/domain-sign-in: spends a cross-domain key (the /redirect-auth page). */
export const useDomainSignIn = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/bff/v1/auth/domain-sign-in', {
    // The reply adds the key's country and language to the auth state; the state itself is read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};

/** POST /bff/v1/auth/registration-sign-in: spends the key a registration on another site handed over. */
export const useRegistrationSignIn = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/bff/v1/auth/registration-sign-in', {
    onSuccess: () => queryClient.invalidateQueries(),
  });
};

/** POST /bff/v1/auth/messenger: links a messenger chat to a partner; this browser stays as it was. */
export const useMessengerAuth = () => $api.useMutation('post', '/bff/v1/auth/messenger');

/** POST /bff/v1/auth/voice-assistant: the gateway answers where to send the assistant back. */
export const useVoiceAuth = () => $api.useMutation('post', '/bff/v1/auth/voice-assistant');
