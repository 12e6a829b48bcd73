import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { useChangeLanguage } from '../../../api/use-change-language';
import { i18n } from '../../../i18n/i18n';
import { isLanguageCode } from '../../../i18n/languages';
import { applyAuthState } from '../../../lib/auth';

/**
 * POST /bff/v1/auth/sign-in (spec 1 §4). A reply with `agreementRequired` waits for the agreement step.
 * Spec 1 §3 auth data language: the user's own language, when this site offers it, becomes the page's.
 */
export const useSignIn = () => {
  const queryClient = useQueryClient();
  const changeLanguage = useChangeLanguage();
  return $api.useMutation('post', '/bff/v1/auth/sign-in', {
    onSuccess: async (state) => {
      await applyAuthState(queryClient, state);
      if (state.language && state.language !== i18n.language && isLanguageCode(state.language))
        await changeLanguage(state.language);
    },
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
