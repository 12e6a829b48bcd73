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

/** Spec 1 §9: supported languages ("uz also has locale text", so it is supported too). */
export const SUPPORTED_LANGUAGES = [
  'ru',
  'en',
  'en-US',
  'cs',
  'de',
  'fr',
  'he',
  'hu',
  'it',
  'pl',
  'tr',
  'uk',
  'sk',
  'ar',
  'es',
  'sr',
  'vi',
  'az',
  'kk',
  'ka',
  'lv',
  'th',
  'sq',
  'ro',
  'mn',
  'tg',
  'pt',
  'et',
  'zh',
  'ms',
  'hr',
  'uz',
] as const;

/** Spec 1 §9: default country (its site is DEFAULT_SITE_CODE). */
export const DEFAULT_COUNTRY = 'RU';

/** Spec 1 §9: CIS country codes; sites of these countries are CIS sites. */
export const CIS_COUNTRY_CODES: readonly string[] = [
  'RU',
  'KZ',
  'UZ',
  'KG',
  'UA',
  'BY',
  'AM',
  'TJ',
  'AZ',
  'GE',
  'TM',
  'OS',
  'AB',
  'MD',
];

/** Spec 1 §9: the European site serves a group of this many countries. */
export const EUROPEAN_SITE_COUNTRY_COUNT = 36;

/** Spec 1 §9 date formats: the US; Mexico; European, Italian and Latin American sites; the rest. */
export const US_DATE_FORMAT = 'MM.DD.YYYY';
export const MEXICO_DATE_FORMAT = 'YYYY/MM/DD';
export const EUROPEAN_DATE_FORMAT = 'DD/MM/YYYY';
export const DEFAULT_DATE_FORMAT = 'DD.MM.YYYY';

/** Spec 1 §1: the Israeli site's languages (default first) and its accessibility widget. */
export const ISRAEL_LANGUAGES: readonly string[] = ['en', 'he'];

/** Spec 1 §4, spec 2 §4: refresh the access token when it expires within this many seconds. */
export const REFRESH_THRESHOLD_S = 10;

/** Spec 1 §4, §9: requests waiting for another refresh check every second, 20 times at most. */
export const REFRESH_WAIT_STEP_MS = 1_000;
export const REFRESH_WAIT_MAX_STEPS = 20;

/** Spec 1 §4, §9 "auth-info wait": a load of auth info waits for another one in 1-second steps, 20 at most. */
export const AUTH_INFO_WAIT_STEP_MS = 1_000;
export const AUTH_INFO_WAIT_MAX_STEPS = 20;

/** Spec 1 §4, §9: a cached user at least 86400 s minus 30 s old is dropped. */
export const SESSION_USER_FRESHNESS_S = 86_400 - 30;

/** Spec 1 §9, spec 2 §9: refresh cookie lifetime, which the session cookie follows. */
export const REFRESH_COOKIE_LIFETIME_S = 4 * 86_400;

/** Spec 1 §8, spec 2 §8: statuses that raise the server-problems banner without a redirect. */
export const SERVER_PROBLEM_STATUSES: readonly number[] = [429, 500, 502, 504];

/**
 * Not in the spec's lists, which name neither 503 nor its meaning (x-assumed, here only): an
 * upstream 503 (overloaded, in maintenance) is as temporary as 502 and 504, so it is one of the
 * server-problem statuses and a refresh failing with it keeps the tokens. The gateway answers it
 * as UPSTREAM_UNAVAILABLE_REPLY_STATUS: its own 503 means "this replica cannot serve, try another"
 * to the load balancer (deploy/nginx.conf retries it on every replica), and an upstream answer is
 * the same on every replica.
 */
export const UPSTREAM_UNAVAILABLE_STATUS = 503;
export const UPSTREAM_UNAVAILABLE_REPLY_STATUS = 502;

/** Spec 1 §8, spec 2 §8: a refresh failing with these keeps the tokens; any other failure removes them. */
export const REFRESH_KEEPS_TOKENS_STATUSES: readonly number[] = [429, 500, 502, 504];

/** Spec 1 §6, §7: referral codes are not validated on these site types. */
export const UNVALIDATED_REFERRAL_SITE_TYPES: readonly string[] = ['rc', 'compliance', 'company'];

/** Spec 1 §3, §9: click record types (POST /click/). */
export const CLICK_TYPES = { catalogue: 0, mobileApp: 1, mobileCatalogue: 2, printCatalogue: 3 } as const;
