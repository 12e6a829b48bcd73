/**
 * Every constant of the spec that the gateway uses, once, with the section it comes from.
 * Tests refer to these names.
 */

/** Spec 1 §7, spec 2 §9: HTTP timeout of every upstream call. */
export const UPSTREAM_TIMEOUT_MS = 60_000;

/** Spec 1 §9: default country and language, and the fallback language. */
export const DEFAULT_SITE_CODE = 'ru';
export const DEFAULT_LANGUAGE = 'ru';
export const FALLBACK_LANGUAGE = 'en';

/** Spec 1 §9, spec 2 §9: right-to-left languages. */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'he'];
