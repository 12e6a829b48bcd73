/**
 * Intl formatters made once per language and options. Building one costs a browser 1–45 ms (the
 * first of a kind loads its locale's data); using one costs microseconds. A formatter built while
 * a page renders is paid again on every render, and on a phone inside the hydration task, where
 * Lighthouse counts it as blocking time (issue 36).
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

const once = <T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T => {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
};

export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  once(`number|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  once(`date|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));
