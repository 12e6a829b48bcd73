const formatters = new Map<string, Intl.NumberFormat>();

/** Volumes (LO, SGO, their PV) are points, not money: shown with at most two decimals, grouped by the page's language. */
export const formatVolume = (value: number, language: string): string => {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    formatters.set(language, formatter);
  }
  return formatter.format(value);
};
