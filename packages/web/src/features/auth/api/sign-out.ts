import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { useSite } from '../../../api/get-site';
import { useChangeLanguage } from '../../../api/use-change-language';
import { i18n } from '../../../i18n/i18n';
import { applyAuthState } from '../../../lib/auth';
import { emitAuthEvent } from '../auth-events';

/**
 * POST /bff/v1/auth/sign-out: whatever the upstream says, this browser is signed out (spec 1 §4).
 * The gateway clears the language cookie too: the page goes back to the site's own language.
 */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  const site = useSite();
  const changeLanguage = useChangeLanguage();
  return $api.useMutation('post', '/bff/v1/auth/sign-out', {
    onSuccess: async (state) => {
      await applyAuthState(queryClient, state);
      if (i18n.language !== site.defaultLanguage) await changeLanguage(site.defaultLanguage, false);
      emitAuthEvent('local-sign-out');
    },
  });
};
