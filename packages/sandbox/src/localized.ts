/**
 * The seeded demo texts are written in English with a layer per language over them (issue 23: demo
 * content in the visitor's language; issue 32: the il site's Hebrew, so the gap to English is
 * visible in tests). `language` is the request's Content-Language.
 */
export type SeedLanguage = 'en' | 'ru' | 'he';

/** The languages with a layer of their own over the English seed. */
const LAYERED = ['ru', 'he'] as const satisfies readonly SeedLanguage[];

/** A text's layers by language; a missing one reads English. */
export type Layers<T> = { readonly [L in (typeof LAYERED)[number]]?: T | undefined };

/** The seed's language for the request's Content-Language: its primary subtag when it has a layer. */
export const seedLanguage = (language: string): SeedLanguage =>
  LAYERED.find((layered) => layered === language.toLowerCase().split('-')[0]) ?? 'en';

/** The text in the request's language; English for a language without a layer or a text missing in it. */
export const localized = <T>(language: string, en: T, layers: Layers<T>): T => {
  const seed = seedLanguage(language);
  return seed === 'en' ? en : (layers[seed] ?? en);
};
