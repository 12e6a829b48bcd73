import type { components } from '@gf/contracts/generated/bff';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, api } from '../../../api/client';
import { applyAuthState } from '../../../lib/auth';

export type InviteInfo = {
  invite: string;
  user_type: 'partner' | 'client';
  sponsor_name: string;
  sponsor_number: string;
};
/** What the invite page shows: the invite, or why there is none (spec 1 §3 invite info). */
export type InviteLookup = { state: 'valid'; info: InviteInfo } | { state: 'unknown' } | { state: 'expired' };

/** Statuses of the invite read that the page answers itself, not the error page: unknown, expired. */
const UNKNOWN_INVITE = 404;
const EXPIRED_INVITE = 410;

/**
 * GET /bff/v1/auth/invite-info for an invite page. An unknown or expired code is the page's own
 * answer, so it resolves rather than fails (a failure would follow the envelope to the Error page).
 */
export const inviteQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['get', '/bff/v1/auth/invite-info', code],
    queryFn: async (): Promise<InviteLookup> => {
      const { data, error, response } = await api.GET('/bff/v1/auth/invite-info', {
        params: { query: { invite: code } },
      });
      if (data) return { state: 'valid', info: data };
      if (response.status === UNKNOWN_INVITE) return { state: 'unknown' };
      if (response.status === EXPIRED_INVITE) return { state: 'expired' };
      throw error;
    },
    staleTime: 60_000,
  });

export const useInvite = (code: string) => useQuery(inviteQueryOptions(code));

/** POST /bff/v1/auth/registration/sms: the phone checked (spec 2 §5) and the code sent. */
export const useSendRegistrationCode = () => $api.useMutation('post', '/bff/v1/auth/registration/sms');

/** POST /bff/v1/auth/registration/check-code. */
export const useCheckRegistrationCode = () => $api.useMutation('post', '/bff/v1/auth/registration/check-code');

export type RegistrationBody = components['schemas']['RegistrationBody'];

/** POST /bff/v1/auth/registration: the new person is signed in; the reply is the auth state. */
export const useRegister = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/bff/v1/auth/registration', {
    onSuccess: async ({ handover, ...state }) => {
      await applyAuthState(queryClient, state);
      // Registered on the registration-compliance site: the person's own site signs them in with the
      // handed-over key (spec 1 §7 registration-authenticate) and the office opens there.
      if (handover) window.location.assign(handover.url);
    },
  });
};

/**
 * GET /bff/v1/auth/registration/email (spec 2 §7 check-email): resolves when the address is free
 * for the person of this phone; a refusal throws the envelope, its rule under `email`. A mutation,
 * not a cached read: each check asks again, and its failures reach the shell as any call's do.
 */
export const useCheckRegistrationEmail = () => $api.useMutation('get', '/bff/v1/auth/registration/email');
