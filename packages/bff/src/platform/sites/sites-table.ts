import {
  CIS_COUNTRY_CODES,
  DEFAULT_DATE_FORMAT,
  EUROPEAN_DATE_FORMAT,
  MEXICO_DATE_FORMAT,
  US_DATE_FORMAT,
} from '../constants.js';
import type { Language, Site } from './site.js';

/*
 * Spec 1 §9: every country site, plus the registration-compliance (rc) and company sites.
 * Facts from the spec: the site list; Ukraine in uk; Israel in en and he (default en), week from Sunday,
 * the only site with the accessibility widget; Morocco in French; the date formats; the CIS codes.
 *
 * ASSUMPTIONS (everything below that the spec does not state; this is the only list of them):
 *  1. Languages are listed default first. Every site offers en (the fallback), except Israel (the spec
 *     names exactly en and he), Morocco (fr, ar) and the US (en-US, its default, instead of en; and ru).
 *  2. Default language: the country's own language when the product supports it (uk, az, kk, uz, tg, ka,
 *     ro, tr, vi, mn, sr, ar, sq, th, it, es, ms), else ru on CIS sites (BY, KG, AM), else en (EU, SG).
 *     Every CIS site also offers ru; Mongolia and Serbia offer ru too; Malaysia and Singapore offer zh.
 *  3. The European group (code eu, country EU, the ISO 3166-1 exceptionally reserved code) is the 26 EU
 *     members other than Italy, plus GB, NO, CH, IS, LI, MC, AD, ME, BA, MK: 36 countries. Countries with
 *     their own site (IT, RS, AL, MD, UA, BY, TR) are not in it, nor SM and VA (served from Italy). Its
 *     languages: en (default), de, fr, es, pt, pl, cs, sk, hu, ro, hr, lv, et, ru.
 *  4. "European sites" in the date-format rule means the European group site only; Serbia, Albania and
 *     Moldova (own sites, outside the group) use DD.MM.YYYY. Mexico keeps its own YYYY/MM/DD.
 *  5. The week starts on Sunday in Israel (spec) and the US; everywhere else on Monday.
 *  6. Currencies: the local ISO 4217 currency; EUR for the European and Italian sites; RUB for rc and company.
 *  7. Live chat is on for the CIS sites, in each of their languages but en; off elsewhere.
 *  8. Cookie script: the European and Italian sites only (GDPR consent).
 *  9. The rc site (type rc), the company site (type company) and the compliance site (type compliance,
 *     code and host `compliance`) belong to Russia: country RU, serving RU, ru and en, RUB, DD.MM.YYYY,
 *     no chat. Being Russian, they count as CIS. What differs on the compliance site (spec 1 §1, §4):
 *     referral codes are not validated (constants UNVALIDATED_REFERRAL_SITE_TYPES), and its office
 *     shows neither income and rankings nor registration pages (contracts rules/office-access.ts).
 */

type Languages = [Language, ...Language[]];

const NO_CHAT: Site['chat'] = { enabled: false, languages: [] };

/**
 * The country in each of the site's languages, as CLDR names it (Node's ICU); the English name where
 * it has none. The page's footer shows it: a browser would load a whole region table to say it.
 */
const countryNames = (country: string, languages: Languages, name: string): Record<string, string> =>
  Object.fromEntries(
    languages.map((language) => [
      language,
      new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(country) ?? name,
    ]),
  );

/** A country site of type main; the code is the lowercase ISO country code. */
const main = (code: string, name: string, currency: string, languages: Languages, extra: Partial<Site> = {}): Site => {
  const country = extra.country ?? code.toUpperCase();
  return {
    countryNames: countryNames(country, languages, name),
    code,
    country,
    name,
    type: 'main',
    languages,
    defaultLanguage: languages[0],
    dateFormat: DEFAULT_DATE_FORMAT,
    firstWeekdayMonday: true,
    countries: [country],
    currency,
    chat: NO_CHAT,
    accessibilityWidget: false,
    cookieScript: false,
    cis: CIS_COUNTRY_CODES.includes(country),
    ...extra,
  };
};

/** A CIS site: live chat in its languages but en (assumption 7). */
const cis = (code: string, name: string, currency: string, languages: Languages): Site =>
  main(code, name, currency, languages, {
    chat: { enabled: true, languages: languages.filter((language) => language !== 'en') },
  });

/** A Latin American site: DD/MM/YYYY. */
const latin = (code: string, name: string, currency: string, languages: Languages): Site =>
  main(code, name, currency, languages, { dateFormat: EUROPEAN_DATE_FORMAT });

/** The European group (assumption 3). */
const EUROPEAN_COUNTRIES = [
  // EU members except Italy
  ...['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU'],
  ...['IE', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'],
  // nearby European countries without a site of their own
  ...['GB', 'NO', 'CH', 'IS', 'LI', 'MC', 'AD', 'ME', 'BA', 'MK'],
];

/** Spec 1 §9: every site. `<code>.localhost` always answers with the site of that code. */
export const SITES: readonly Site[] = [
  cis('ru', 'Russia', 'RUB', ['ru', 'en']),
  cis('by', 'Belarus', 'BYN', ['ru', 'en']),
  cis('ua', 'Ukraine', 'UAH', ['uk', 'ru', 'en']),
  cis('kz', 'Kazakhstan', 'KZT', ['kk', 'ru', 'en']),
  cis('uz', 'Uzbekistan', 'UZS', ['uz', 'ru', 'en']),
  cis('kg', 'Kyrgyzstan', 'KGS', ['ru', 'en']),
  cis('tj', 'Tajikistan', 'TJS', ['tg', 'ru', 'en']),
  cis('am', 'Armenia', 'AMD', ['ru', 'en']),
  cis('az', 'Azerbaijan', 'AZN', ['az', 'ru', 'en']),
  cis('ge', 'Georgia', 'GEL', ['ka', 'ru', 'en']),
  cis('md', 'Moldova', 'MDL', ['ro', 'ru', 'en']),
  main('eu', 'Europe', 'EUR', ['en', 'de', 'fr', 'es', 'pt', 'pl', 'cs', 'sk', 'hu', 'ro', 'hr', 'lv', 'et', 'ru'], {
    country: 'EU',
    countries: EUROPEAN_COUNTRIES,
    dateFormat: EUROPEAN_DATE_FORMAT,
    cookieScript: true,
  }),
  main('it', 'Italy', 'EUR', ['it', 'en'], { dateFormat: EUROPEAN_DATE_FORMAT, cookieScript: true }),
  main('rs', 'Serbia', 'RSD', ['sr', 'en', 'ru']),
  main('al', 'Albania', 'ALL', ['sq', 'en']),
  main('tr', 'Turkey', 'TRY', ['tr', 'en']),
  main('il', 'Israel', 'ILS', ['en', 'he'], { firstWeekdayMonday: false, accessibilityWidget: true }),
  main('eg', 'Egypt', 'EGP', ['ar', 'en']),
  main('ma', 'Morocco', 'MAD', ['fr', 'ar']),
  main('mn', 'Mongolia', 'MNT', ['mn', 'en', 'ru']),
  main('vn', 'Vietnam', 'VND', ['vi', 'en']),
  main('th', 'Thailand', 'THB', ['th', 'en']),
  main('my', 'Malaysia', 'MYR', ['ms', 'en', 'zh']),
  main('sg', 'Singapore', 'SGD', ['en', 'zh', 'ms']),
  main('us', 'United States', 'USD', ['en-US', 'ru'], { dateFormat: US_DATE_FORMAT, firstWeekdayMonday: false }),
  main('mx', 'Mexico', 'MXN', ['es', 'en'], { dateFormat: MEXICO_DATE_FORMAT }),
  latin('ar', 'Argentina', 'ARS', ['es', 'en']),
  latin('pe', 'Peru', 'PEN', ['es', 'en']),
  latin('co', 'Colombia', 'COP', ['es', 'en']),
  main('rc', 'Registration compliance', 'RUB', ['ru', 'en'], { country: 'RU', type: 'rc' }),
  main('company', 'Company', 'RUB', ['ru', 'en'], { country: 'RU', type: 'company' }),
  main('compliance', 'Compliance', 'RUB', ['ru', 'en'], { country: 'RU', type: 'compliance' }),
];
