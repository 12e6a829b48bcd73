import { useTranslation } from '../i18n/use-translation';
import { numberFormat } from './intl-formats';

/** Plain figures (points, counts, trees, kilograms) in the page's language, with at most so many decimals. */
export const useNumber = (maximumFractionDigits = 2) => {
  const { i18n } = useTranslation();
  const format = numberFormat(i18n.resolvedLanguage ?? i18n.language, { maximumFractionDigits });
  return (value: number) => format.format(value);
};
