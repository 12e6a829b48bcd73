/**
 * The seeded demo texts are written in English with a Russian layer over them (issue 23: demo
 * content in the visitor's language). `language` is the request's Content-Language language part.
 */
export type SeedLanguage = 'en' | 'ru';

export const seedLanguage = (language: string): SeedLanguage =>
  language.toLowerCase().split('-')[0] === 'ru' ? 'ru' : 'en';

/** The Russian text for a ru request; the English one for every other language (the fallback). */
export const localized = <T>(language: string, en: T, ru: T | undefined): T =>
  seedLanguage(language) === 'ru' && ru !== undefined ? ru : en;
