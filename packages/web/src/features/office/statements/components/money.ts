import { useTranslation } from '../../../../i18n/use-translation';
import { formatPrice } from '../../../../lib/format-price';

/** Amounts of a statement in its own currency, by the site's rules, in the page's language. */
export const useMoney = (currency: string) => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (amount: number) => formatPrice(amount, currency, language);
};
