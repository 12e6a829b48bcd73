import { localized } from '../localized.js';
import { CALCULATION_TEXTS_HE } from './cart-he.js';
import { CALCULATION_TEXTS } from './cart-ru.js';

/** A calculation text in the request's language with its placeholders filled. */
export const calculationText = (
  language: string,
  key: keyof typeof CALCULATION_TEXTS,
  values: Record<string, string | number> = {},
): string => {
  const [en, ru] = CALCULATION_TEXTS[key];
  return Object.entries(values).reduce<string>(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    localized<string>(language, en, { ru, he: CALCULATION_TEXTS_HE[key] }),
  );
};
