import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../../lib/intl-formats';

/** Figures (trees, kilograms, points) in the page's language. */
export const useNumber = () => {
  const { i18n } = useTranslation();
  const format = numberFormat(i18n.resolvedLanguage ?? i18n.language, { maximumFractionDigits: 1 });
  return (value: number) => format.format(value);
};
