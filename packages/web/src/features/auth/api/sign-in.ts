import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { applyAuthState } from '../../../lib/auth';

/** POST /bff/v1/auth/sign-in (spec 1 §4). A reply with `agreementRequired` waits for the agreement step. */
export const useSignIn = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/bff/v1/auth/sign-in', {
    onSuccess: (state) => applyAuthState(queryClient, state),
  });
};

/** POST /bff/v1/auth/agreements: accepting completes the sign-in that waited (need_agreements). */
export const useAcceptAgreements = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/bff/v1/auth/agreements', {
    onSuccess: (state) => applyAuthState(queryClient, state),
  });
};

/** Which agreement the sign-in gate accepts (spec: values not shown; the partner offer). */
export const SIGN_IN_AGREEMENT = 'offer';
