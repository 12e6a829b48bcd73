import { localized } from '../localized.js';
import { periodMonth } from '../office/periods.js';
import type { AccountType } from '../state/accounts.js';
import { ACCOUNTS_HE, FINANCE_TEXTS_HE, transactionDescriptionHe } from './finance-he.js';
import { ACCOUNTS_RU, type AccountNames, FINANCE_TEXTS, transactionDescriptionRu } from './finance-ru.js';
import { PAYOUT_FOR_PERIOD } from './transaction-patterns.js';

/** A transaction's description in the request's language. */
export const transactionDescription = (language: string, description: string): string => {
  const payout = PAYOUT_FOR_PERIOD.exec(description);
  const english = payout ? `Payout for ${periodMonth(Number(payout[1]), 'en')}` : description;
  return localized(language, english, {
    ru: transactionDescriptionRu(description),
    he: transactionDescriptionHe(description),
  });
};

/** A transfer text in the request's language for the account `type`. */
export const financeText = (
  language: string,
  key: keyof typeof FINANCE_TEXTS,
  values: { type?: string; amount?: number } = {},
): string => {
  const [en, ru] = FINANCE_TEXTS[key];
  const names = localized<Record<AccountType, AccountNames> | undefined>(language, undefined, {
    ru: ACCOUNTS_RU,
    he: ACCOUNTS_HE,
  })?.[values.type as AccountType];
  const filled: Record<string, string> = {
    type: values.type ?? '',
    amount: String(values.amount ?? ''),
    from: names?.from ?? values.type ?? '',
    on: names?.on ?? values.type ?? '',
  };
  return Object.entries(filled).reduce<string>(
    (text, [name, value]) => text.replaceAll(`{${name}}`, value),
    localized<string>(language, en, { ru, he: FINANCE_TEXTS_HE[key] }),
  );
};
