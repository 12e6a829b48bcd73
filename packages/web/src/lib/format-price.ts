import { OWN_UNIT_CURRENCY_CODE, PRICE_FRACTION_DIGITS } from '../config/constants';
import { numberFormat } from './intl-formats';

/**
 * A price in the visitor's language: two decimals by default (spec 1 §9). The currency code ONE
 * is not money: the amount is shown in the product's own unit (points, litres...), or bare when
 * the product names none.
 */
export const formatPrice = (
  amount: number,
  currencyCode: string,
  language: string,
  unit?: string,
  fractionDigits: number = PRICE_FRACTION_DIGITS,
  signDisplay: 'auto' | 'exceptZero' = 'auto',
): string => {
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, signDisplay };
  if (currencyCode.toUpperCase() === OWN_UNIT_CURRENCY_CODE) {
    const text = numberFormat(language, digits).format(amount);
    return unit ? `${text}\u00a0${unit}` : text;
  }
  return numberFormat(language, { style: 'currency', currency: currencyCode, ...digits }).format(amount);
};

/**
 * A movement of money with its sign (a credit "+", a debit "-"), placed where the language puts
 * it (issue 32: Hebrew reads "+483.33 ₪", never "₪ 483.33+" from a sign glued on by hand).
 */
export const formatSignedPrice = (amount: number, currencyCode: string, language: string): string =>
  formatPrice(amount, currencyCode, language, undefined, PRICE_FRACTION_DIGITS, 'exceptZero');
