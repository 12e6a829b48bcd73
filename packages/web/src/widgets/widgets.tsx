import { useEffect } from 'react';
import { useSiteReply } from '../api/get-site';
import { useTranslation } from '../i18n/use-translation';
import { loadScript } from './load-script';
import { setRecaptchaSiteKey } from './recaptcha';
import { recaptchaScriptUrl, widgetPlan } from './widget-plan';

const warn = (error: unknown) => console.warn(error instanceof Error ? error.message : error);

/**
 * Loads the third-party widgets this site and language may have (see `widgetPlan`). A widget
 * loaded once stays for the visit: vendors' scripts cannot be unloaded, so switching to a
 * language without it takes effect on the next page load.
 */
export const Widgets = () => {
  const reply = useSiteReply();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { accessibility, chat, recaptcha } = widgetPlan(reply, language);

  useEffect(() => {
    if (accessibility) loadScript(accessibility, { 'data-language': language }).catch(warn);
  }, [accessibility, language]);

  useEffect(() => {
    if (chat) loadScript(chat).catch(warn);
  }, [chat]);

  const recaptchaUrl = recaptcha ? recaptchaScriptUrl(recaptcha) : null;
  const siteKey = recaptcha?.siteKey ?? null;
  useEffect(() => {
    if (!recaptchaUrl) return;
    loadScript(recaptchaUrl).then(() => setRecaptchaSiteKey(siteKey), warn);
  }, [recaptchaUrl, siteKey]);

  return null;
};
