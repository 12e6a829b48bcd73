import type { Language, SiteType } from '@gf/contracts/upstream/entities/site';
import type { z } from 'zod';

/**
 * The company API's own view of each site (spec 1 §1, §9): its country, languages (default first)
 * and type. It mirrors the gateway's site table; the sandbox keeps its own copy, as the real API does.
 */
interface ApiSite {
  code: string;
  country: string;
  name: string;
  type: z.infer<typeof SiteType>;
  languages: string[];
  phone: string;
}

const site = (
  code: string,
  name: string,
  languages: string[],
  phone: string,
  extra: Partial<ApiSite> = {},
): ApiSite => ({
  code,
  country: code.toUpperCase(),
  name,
  type: 'main',
  languages,
  phone,
  ...extra,
});

export const API_SITES: readonly ApiSite[] = [
  site('ru', 'Russia', ['ru', 'en'], '8 800 500-12-34'),
  site('by', 'Belarus', ['ru', 'en'], '+375 17 300-12-34'),
  site('ua', 'Ukraine', ['uk', 'ru', 'en'], '+380 44 300-12-34'),
  site('kz', 'Kazakhstan', ['kk', 'ru', 'en'], '+7 727 300-12-34'),
  site('uz', 'Uzbekistan', ['uz', 'ru', 'en'], '+998 71 300-12-34'),
  site('kg', 'Kyrgyzstan', ['ru', 'en'], '+996 312 30-12-34'),
  site('tj', 'Tajikistan', ['tg', 'ru', 'en'], '+992 37 300-12-34'),
  site('am', 'Armenia', ['ru', 'en'], '+374 10 30-12-34'),
  site('az', 'Azerbaijan', ['az', 'ru', 'en'], '+994 12 300-12-34'),
  site('ge', 'Georgia', ['ka', 'ru', 'en'], '+995 32 230-12-34'),
  site('md', 'Moldova', ['ro', 'ru', 'en'], '+373 22 30-12-34'),
  site(
    'eu',
    'Europe',
    ['en', 'de', 'fr', 'es', 'pt', 'pl', 'cs', 'sk', 'hu', 'ro', 'hr', 'lv', 'et', 'ru'],
    '+420 800 300 123',
    {
      country: 'EU',
    },
  ),
  site('it', 'Italy', ['it', 'en'], '+39 02 3001 2345'),
  site('rs', 'Serbia', ['sr', 'en', 'ru'], '+381 11 300 1234'),
  site('al', 'Albania', ['sq', 'en'], '+355 4 230 1234'),
  site('tr', 'Turkey', ['tr', 'en'], '+90 212 300 12 34'),
  site('il', 'Israel', ['en', 'he'], '+972 3 300 1234'),
  site('eg', 'Egypt', ['ar', 'en'], '+20 2 3001 2345'),
  site('ma', 'Morocco', ['fr', 'ar'], '+212 522 30 12 34'),
  site('mn', 'Mongolia', ['mn', 'en', 'ru'], '+976 11 30 1234'),
  site('vn', 'Vietnam', ['vi', 'en'], '+84 28 3001 2345'),
  site('th', 'Thailand', ['th', 'en'], '+66 2 300 1234'),
  site('my', 'Malaysia', ['ms', 'en', 'zh'], '+60 3 3001 2345'),
  site('sg', 'Singapore', ['en', 'zh', 'ms'], '+65 6300 1234'),
  site('us', 'United States', ['en-US', 'ru'], '+1 800 300 1234'),
  site('mx', 'Mexico', ['es', 'en'], '+52 55 3001 2345'),
  site('ar', 'Argentina', ['es', 'en'], '+54 11 3001 2345'),
  site('pe', 'Peru', ['es', 'en'], '+51 1 300 1234'),
  site('co', 'Colombia', ['es', 'en'], '+57 1 300 1234'),
  site('rc', 'Registration compliance', ['ru', 'en'], '8 800 500-12-34', { country: 'RU', type: 'rc' }),
  site('company', 'Company', ['ru', 'en'], '8 800 500-12-34', { country: 'RU', type: 'company' }),
  site('compliance', 'Compliance', ['ru', 'en'], '8 800 500-12-34', { country: 'RU', type: 'compliance' }),
];

/** Unknown or missing Content-Location: the default site, Russia (spec 2 §9). */
export const apiSite = (code: string): ApiSite => API_SITES.find((s) => s.code === code) ?? (API_SITES[0] as ApiSite);

/** The country whose availability the site's shop shows (CatalogProduct.unavailableIn). */
export const siteCountry = (code: string): string => apiSite(code).country;

/** Where the sandbox's sites answer under `npm start` (README, "Country sites"): links it hands out open there. */
export const siteOrigin = (code: string): string => `http://${apiSite(code).code}.localhost:3000`;

/** Native names of the languages of spec 2 §9. */
const LANGUAGE_NAMES: Record<string, string> = {
  ru: 'Русский',
  en: 'English',
  'en-US': 'English (US)',
  cs: 'Čeština',
  de: 'Deutsch',
  fr: 'Français',
  he: 'עברית',
  hu: 'Magyar',
  it: 'Italiano',
  pl: 'Polski',
  tr: 'Türkçe',
  uk: 'Українська',
  sk: 'Slovenčina',
  ar: 'العربية',
  es: 'Español',
  sr: 'Srpski',
  vi: 'Tiếng Việt',
  az: 'Azərbaycan',
  kk: 'Қазақ',
  ka: 'ქართული',
  lv: 'Latviešu',
  th: 'ไทย',
  sq: 'Shqip',
  ro: 'Română',
  mn: 'Монгол',
  tg: 'Тоҷикӣ',
  pt: 'Português',
  et: 'Eesti',
  zh: '中文',
  ms: 'Bahasa Melayu',
  hr: 'Hrvatski',
  uz: 'Oʻzbek',
};

export const toLanguage = (code: string): z.input<typeof Language> => ({ code, name: LANGUAGE_NAMES[code] ?? code });
