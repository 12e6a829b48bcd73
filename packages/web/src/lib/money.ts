import { useTranslation } from '../i18n/use-translation';
import { formatPrice, formatSignedPrice } from './format-price';

/** Amounts in `currency` by the site's rules (spec 1 §9 decimals), in the page's language. */
export const useMoney = (currency: string) => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (amount: number) => formatPrice(amount, currency, language);
};

/** Movements in `currency` with their sign where the page's language puts it (credits "+", debits "-"). */
export const useSignedMoney = (currency: string) => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (amount: number) => formatSignedPrice(amount, currency, language);
};
