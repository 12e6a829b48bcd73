/**
 * Intl formatters and name tables made once per language and options. Building one costs a browser
 * 1–45 ms (the first of a kind loads its locale's data); using one costs microseconds. A formatter built while
 * a page renders is paid again on every render, and on a phone inside the hydration task, where
 * Lighthouse counts it as blocking time (issue 36).
 */
type Made = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames;

const made = new Map<string, Made>();

const once = <T extends Made>(key: string, make: () => T): T => {
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

export const displayNames = (language: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  once(`names|${language}|${JSON.stringify(options)}`, () => new Intl.DisplayNames([language], options));
