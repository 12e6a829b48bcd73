import { numberFormat } from '../../../../lib/intl-formats';

/** Points volumes (LOPV, SGOPV) are not money: shown with at most two decimals, grouped by the page's language. LO and SGO are turnover in the site's currency. */
export const formatVolume = (value: number, language: string): string =>
  numberFormat(language, { maximumFractionDigits: 2 }).format(value);
