const formatters = new Map<string, Intl.NumberFormat>();

/** Points volumes (LOPV, SGOPV) are not money: shown with at most two decimals, grouped by the page's language. LO and SGO are turnover in the site's currency. */
export const formatVolume = (value: number, language: string): string => {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    formatters.set(language, formatter);
  }
  return formatter.format(value);
};
