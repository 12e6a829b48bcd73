import { useTranslation } from 'react-i18next';

/** Figures (trees, kilograms, points) in the page's language. */
export const useNumber = () => {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, { maximumFractionDigits: 1 });
  return (value: number) => format.format(value);
};
