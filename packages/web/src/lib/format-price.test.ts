import { describe, expect, it } from 'vitest';
import { OWN_UNIT_CURRENCY_CODE } from '../config/constants';
import { formatPrice, formatSignedPrice } from './format-price';

// Intl separates with no-break spaces; compare with plain spaces so the expectations stay readable.
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('shows two decimals by default', () => {
    expect(formatPrice(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(plain(formatPrice(1234.5, 'RUB', 'ru'))).toBe('1 234,50 ₽');
    expect(plain(formatPrice(1234.5, 'EUR', 'de'))).toBe('1.234,50 €');
    expect(formatPrice(7, 'USD', 'en')).toBe('$7.00');
  });

  it('rounds to the number of decimals asked for', () => {
    expect(formatPrice(1234.567, 'USD', 'en', undefined, 0)).toBe('$1,235');
  });

  it('shows the product unit for the currency code ONE', () => {
    expect(plain(formatPrice(12.5, OWN_UNIT_CURRENCY_CODE, 'ru', 'PV'))).toBe('12,50 PV');
    expect(formatPrice(12.5, 'one', 'en', 'pts')).toBe('12.50\u00a0pts');
  });

  it('shows the bare amount for ONE when the product names no unit', () => {
    expect(formatPrice(3, OWN_UNIT_CURRENCY_CODE, 'en')).toBe('3.00');
  });

  it('puts the sign of a movement where the language puts it', () => {
    const strip = (text: string): string => plain(text).replace(/[\u200e\u200f]/g, '');
    expect(strip(formatSignedPrice(483.33, 'ILS', 'he'))).toBe('+483.33 ₪');
    expect(strip(formatSignedPrice(-5, 'RUB', 'ru'))).toBe('-5,00 ₽');
    expect(formatSignedPrice(2, 'USD', 'en-US')).toBe('+$2.00');
    expect(formatSignedPrice(0, 'USD', 'en-US')).toBe('$0.00');
  });
});
