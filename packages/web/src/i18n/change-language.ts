import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '../config/constants';
import { applyDocumentLanguage } from './document-language';
import { i18n } from './i18n';

/**
 * Switches the visitor's language: the cookie first, because the gateway reads it to pick the
 * language of every later call and of the next page load; then the text, then `<html lang dir>`.
 * `remember: false` leaves the cookie as it is (sign-out has just cleared it: the site's own language).
 */
export const changeLanguage = async (language: string, remember = true): Promise<void> => {
  if (remember)
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
  await i18n.changeLanguage(language);
  applyDocumentLanguage(i18n.resolvedLanguage ?? language);
};
