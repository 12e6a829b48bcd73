import { $api } from '../../../api/client';
import { useApplyAuthState } from '../../../lib/auth';

/**
 * POST /bff/v1/auth/referral (spec 1 §4 "Referral code"): the gateway checks the code with the
 * upstream's ref info and keeps it in the visitor's session; the reply names the partner it belongs
 * to, and becomes the auth state of every query (a referral visitor sees their own prices).
 */
export const useKeepReferral = () => {
  const apply = useApplyAuthState();
  return $api.useMutation('post', '/bff/v1/auth/referral', { onSuccess: apply });
};
