import { useState } from 'react';
import { useSmsLanguages } from '../api/sms-languages';

/**
 * Spec 1 §3 sms_languages, spec 2 §3 sms_language: the language a registration's SMS goes in, the
 * person's choice, else the one the site offers first (the page language when offered). `options`
 * is empty until the site's list arrives; a choice is worth offering only with two or more.
 */
export const useSmsLanguage = () => {
  const languages = useSmsLanguages();
  const [chosen, choose] = useState<string | null>(null);
  const language = chosen ?? languages.data?.preferred ?? undefined;
  const options = (languages.data?.languages ?? []).map(({ code, name }) => ({ value: code, label: name }));
  return { language, options, choose, offered: options.length > 1 };
};
