import { RECAPTCHA_SMS_ACTION } from '../config/constants';

interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

let activeSiteKey: string | null = null;

/** Called by the widgets loader once the script is on the page. */
export const setRecaptchaSiteKey = (siteKey: string | null): void => {
  activeSiteKey = siteKey;
};

/**
 * Spec 1 §7: an invisible token with action sms_request, passed along with an SMS request.
 * Null where the site has no recaptcha (the gateway then does not expect one).
 */
export const getSmsRequestToken = async (): Promise<string | null> => {
  const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
  const siteKey = activeSiteKey;
  if (!grecaptcha || !siteKey) return null;
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action: RECAPTCHA_SMS_ACTION });
};
