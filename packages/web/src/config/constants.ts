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
/** Spec 1 §3 cookie-script flag: the visitor's answer to the cookie question, kept a year. */
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';
export const COOKIE_CONSENT_MAX_AGE_S = 31_536_000;

/** Spec 1 §3 (domain mapping entry) and §9: the four date formats a site may use. */
export const DATE_FORMATS = ['MM.DD.YYYY', 'DD.MM.YYYY', 'DD/MM/YYYY', 'YYYY/MM/DD'] as const;

/** Spec 1 §9: prices show two decimals unless a screen says otherwise. */
export const PRICE_FRACTION_DIGITS = 2;

/** Spec 1 §9: this currency code means "no money": the price is shown in the product's own unit. */
export const OWN_UNIT_CURRENCY_CODE = 'ONE';

/** Spec 1 §7: timeout of every API call. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Spec 1 §4, §9: the darker overlay behind modals fades in and out at this speed (seconds). */
export const DARKER_OVERLAY_SPEED_S = 0.8;

/** Spec 1 §4, §9; spec 2 §4: leaving spectator mode emits the logout event this long after. */
export const SPECTATOR_LOGOUT_DELAY_MS = 2_000;

/** The query parameter that names the open modals, so Back closes them (spec 1 §2). */
export const MODAL_QUERY_PARAM = 'modal';

/** Spec 1 §1: the accessibility widget's site languages (the Israeli site). */
export const ACCESSIBILITY_WIDGET_LANGUAGES: readonly string[] = ['en', 'he'];

/** Spec 1 §7: the invisible recaptcha's action for an SMS request. */
export const RECAPTCHA_SMS_ACTION = 'sms_request';

/** Spec 1 §3, §9: click record types (POST /click/). */
export const CLICK_TYPES = { catalogue: 0, mobileApp: 1, mobileCatalogue: 2, printCatalogue: 3 } as const;

/** Spec 2 §3, §9: review status. */
export const REVIEW_STATUS = { new: 0, published: 1, declined: 2 } as const;

/** Spec 2 §4 (issue 8): cart sync is blocked during sign-in and unblocked this long after it. */
export const CART_SYNC_UNBLOCK_DELAY_MS = 5_000;

/** Changes to the cart made within this window are saved to the server together. */
export const CART_SAVE_DEBOUNCE_MS = 600;

/**
 * Data a server-rendered page came with is not asked for again on hydration: the gateway serves
 * public reads from its store for 30 s anyway (bff cache/public-read-cache.ts, PUBLIC_READ_TTL_S).
 */
export const SERVER_DATA_FRESH_MS = 30_000;

/** Spec 1 §9: the custom scrollbar's damping (each frame covers this share of the way left) and its smallest thumb, in px. */
export const SCROLLBAR_DAMPING = 0.1;
export const SCROLLBAR_MIN_THUMB_PX = 20;
