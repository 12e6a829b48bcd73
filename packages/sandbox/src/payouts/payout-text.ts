import { localized } from '../localized.js';
import { PAYOUT_TEXTS_HE } from './payout-he.js';
import { PAYOUT_TEXTS } from './payout-ru.js';

/** A payout text in the request's language with its `{name}` placeholders filled. */
export const payoutText = (
  language: string,
  key: keyof typeof PAYOUT_TEXTS,
  values: Record<string, string | number> = {},
): string => {
  const [en, ru] = PAYOUT_TEXTS[key];
  return Object.entries(values).reduce<string>(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    localized<string>(language, en, { ru, he: PAYOUT_TEXTS_HE[key] }),
  );
};
