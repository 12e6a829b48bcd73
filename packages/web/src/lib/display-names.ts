import { dateTimeFormat, displayNames } from './intl-formats';

const nameOf = (type: Intl.DisplayNamesType, code: string, language: string, fallback: string): string => {
  try {
    return displayNames(language, { type, fallback: 'none' }).of(code) ?? fallback;
  } catch {
    // Older engines lack some locales or DisplayNames itself: the caller's fallback then.
    return fallback;
  }
};

/** A country's name in the reader's language ("IT" → "Italia" for it, "Италия" for ru). */
export const countryName = (countryCode: string, language: string, fallback = countryCode): string =>
  nameOf('region', countryCode.toUpperCase(), language, fallback);

/** A language's name in the reader's language, as used inside a sentence ("русский"). */
export const languageName = (languageCode: string, language: string, fallback = languageCode): string =>
  nameOf('language', languageCode, language, fallback);

/** A currency's name in the reader's language ("RUB" → "Russian Ruble"). */
export const currencyName = (currencyCode: string, language: string, fallback = currencyCode): string =>
  nameOf('currency', currencyCode.toUpperCase(), language, fallback);

/** A weekday's name in the reader's language; `day` counts like `Date.prototype.getDay` (0 is Sunday). */
export const weekdayName = (day: number, language: string): string => {
  // 4 January 1970 was a Sunday; noon UTC keeps the date the same in every time zone.
  const date = new Date(Date.UTC(1970, 0, 4 + day, 12));
  return dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date);
};
