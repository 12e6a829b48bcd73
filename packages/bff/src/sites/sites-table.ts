import type { Site } from './site.js';

/** Spec 1 §9: every country site. */
export const SITES: readonly Site[] = [
  {
    code: 'ru',
    country: 'RU',
    name: 'Russia',
    type: 'main',
    languages: ['ru', 'en'],
    defaultLanguage: 'ru',
    dateFormat: 'DD.MM.YYYY',
    firstWeekdayMonday: true,
    countries: ['RU'],
    currency: 'RUB',
    chat: { enabled: true, languages: ['ru'] },
    accessibilityWidget: false,
    cookieScript: false,
    cis: true,
  },
];
