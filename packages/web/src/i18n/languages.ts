import type { components } from '@gf/contracts/generated/bff';

/** The gateway contract's languages: the table below must name each exactly once (tsc checks). */
export type LanguageCode = components['schemas']['Language'];

export interface Language {
  code: LanguageCode;
  /** The language's name in that language, so a reader finds it whatever is on screen now. */
  nativeName: string;
  rtl: boolean;
}

/**
 * Every language the product speaks (spec 1 §9), each listed once with its own name for itself
 * and whether it is written right to left (spec 1 §9: ar and he). A site offers a subset of these.
 */
const TABLE = {
  ru: { nativeName: 'Русский', rtl: false },
  en: { nativeName: 'English', rtl: false },
  'en-US': { nativeName: 'English (US)', rtl: false },
  cs: { nativeName: 'Čeština', rtl: false },
  de: { nativeName: 'Deutsch', rtl: false },
  fr: { nativeName: 'Français', rtl: false },
  he: { nativeName: 'עברית', rtl: true },
  hu: { nativeName: 'Magyar', rtl: false },
  it: { nativeName: 'Italiano', rtl: false },
  pl: { nativeName: 'Polski', rtl: false },
  tr: { nativeName: 'Türkçe', rtl: false },
  uk: { nativeName: 'Українська', rtl: false },
  sk: { nativeName: 'Slovenčina', rtl: false },
  ar: { nativeName: 'العربية', rtl: true },
  es: { nativeName: 'Español', rtl: false },
  sr: { nativeName: 'Српски', rtl: false },
  vi: { nativeName: 'Tiếng Việt', rtl: false },
  az: { nativeName: 'Azərbaycanca', rtl: false },
  kk: { nativeName: 'Қазақша', rtl: false },
  ka: { nativeName: 'ქართული', rtl: false },
  lv: { nativeName: 'Latviešu', rtl: false },
  th: { nativeName: 'ไทย', rtl: false },
  sq: { nativeName: 'Shqip', rtl: false },
  ro: { nativeName: 'Română', rtl: false },
  mn: { nativeName: 'Монгол', rtl: false },
  tg: { nativeName: 'Тоҷикӣ', rtl: false },
  pt: { nativeName: 'Português', rtl: false },
  et: { nativeName: 'Eesti', rtl: false },
  zh: { nativeName: '中文', rtl: false },
  ms: { nativeName: 'Bahasa Melayu', rtl: false },
  hr: { nativeName: 'Hrvatski', rtl: false },
  uz: { nativeName: 'Oʻzbekcha', rtl: false },
} satisfies Record<LanguageCode, Omit<Language, 'code'>>;

export const LANGUAGES: readonly Language[] = Object.entries(TABLE).map(([code, language]) => ({
  code: code as LanguageCode,
  ...language,
}));

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

const byCode = new Map<string, Language>(LANGUAGES.map((language) => [language.code, language]));

export const findLanguage = (code: string): Language | undefined => byCode.get(code);

export const isLanguageCode = (code: string): code is LanguageCode => byCode.has(code);

export const isRtl = (code: string): boolean => findLanguage(code)?.rtl ?? false;
