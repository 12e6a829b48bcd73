import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { changeLanguage } from '../i18n/change-language';
import { isRtl, type LanguageCode } from '../i18n/languages';
import { type SiteReply, siteQueryOptions } from './get-site';

/**
 * Switches the language and brings the cached gateway replies along: the site reply learns the
 * new language, and every other reply (written in the old one) is fetched again.
 */
export const useChangeLanguage = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async (language: LanguageCode, remember = true) => {
      await changeLanguage(language, remember);
      const siteKey = siteQueryOptions().queryKey;
      queryClient.setQueryData<SiteReply>(
        siteKey,
        (reply) => reply && { ...reply, language, dir: isRtl(language) ? 'rtl' : 'ltr' },
      );
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== siteKey[1] });
    },
    [queryClient],
  );
};
