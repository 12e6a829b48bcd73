/**
 * Every constant of the spec that the client uses, once, with the section it comes from.
 * Tests refer to these names. The list of languages (with their right-to-left flags) lives in
 * `i18n/languages.ts`, because each language carries more than its code.
 */

/** Spec 1 §9: default language of the product, and the language missing texts fall back to. */
export const DEFAULT_LANGUAGE = 'ru';
export const FALLBACK_LANGUAGE = 'en';

/**
 * The cookie the gateway reads to pick the language of a request (it honours it only when the
 * site offers that language). A year, so a visitor's choice survives between visits.
 */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000;

/** Spec 1 §3 (domain mapping entry) and §9: the four date formats a site may use. */
export const DATE_FORMATS = ['MM.DD.YYYY', 'DD.MM.YYYY', 'DD/MM/YYYY', 'YYYY/MM/DD'] as const;

/** Spec 1 §9: prices show two decimals unless a screen says otherwise. */
export const PRICE_FRACTION_DIGITS = 2;

/** Spec 1 §9: this currency code means "no money": the price is shown in the product's own unit. */
export const OWN_UNIT_CURRENCY_CODE = 'ONE';

/** Spec 1 §7: timeout of every API call. */
export const REQUEST_TIMEOUT_MS = 60_000;
