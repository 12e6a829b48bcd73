import { localized } from '../localized.js';
import { periodMonth } from '../office/periods.js';
import type { AccountType } from '../state/accounts.js';

/** How Russian names each account after «с», «на» (where to) and «на» (where): the cases the texts need. */
export const ACCOUNTS_RU: Record<AccountType, { from: string; to: string; on: string }> = {
  internal: { from: 'с внутреннего счёта', to: 'на внутренний счёт', on: 'на внутреннем счёте' },
  gift: { from: 'с подарочного счёта', to: 'на подарочный счёт', on: 'на подарочном счёте' },
  travel: { from: 'со счёта путешествий', to: 'на счёт путешествий', on: 'на счёте путешествий' },
  autobonus: { from: 'со счёта автобонуса', to: 'на счёт автобонуса', on: 'на счёте автобонуса' },
};

/** A payout's stored description keeps its period id; shown, the period reads as a month (issue 32). */
const PAYOUT_FOR_PERIOD = /^Payout for period (\d{6})$/;

const account = (type: string | undefined) => ACCOUNTS_RU[type as AccountType];

/**
 * Russian descriptions of account transactions (issue 23). The accounts keep each description as
 * written in English by the seed or the handler that moved the money; a transaction is shown in
 * Russian through the first pattern its description matches. Order matters: the own-account
 * transfers come before the transfers to and from a user.
 */
export const TRANSACTION_DESCRIPTIONS_RU: readonly [RegExp, (match: RegExpExecArray) => string | undefined][] = [
  [/^Monthly bonus$/, () => 'Ежемесячный бонус'],
  [/^Bonus accrual$/, () => 'Начисление бонуса'],
  [/^Opening balance$/, () => 'Начальный остаток'],
  [/^Bonus payment of an order$/, () => 'Оплата заказа бонусами'],
  [/^Payment of order (\S+)$/, (m) => `Оплата заказа ${m[1]}`],
  [/^Transfer to the (\w+) account$/, (m) => account(m[1]) && `Перевод ${account(m[1])!.to}`],
  [/^Transfer from the (\w+) account$/, (m) => account(m[1]) && `Перевод ${account(m[1])!.from}`],
  [/^Transfer to (.+)$/, (m) => `Перевод пользователю ${m[1]}`],
  [/^Transfer from (.+)$/, (m) => `Перевод от пользователя ${m[1]}`],
  [PAYOUT_FOR_PERIOD, (m) => `Выплата за ${periodMonth(Number(m[1]), 'ru')}`],
  [/^International payout in (\w+)$/, (m) => `Международная выплата в ${m[1]}`],
];

/** The Russian description of a transaction; undefined when no pattern knows it. */
export const transactionDescriptionRu = (description: string): string | undefined => {
  for (const [pattern, russian] of TRANSACTION_DESCRIPTIONS_RU) {
    const match = pattern.exec(description);
    if (match) return russian(match);
  }
  return undefined;
};

/** A transaction's description in the request's language. */
export const transactionDescription = (language: string, description: string): string => {
  const payout = PAYOUT_FOR_PERIOD.exec(description);
  const english = payout ? `Payout for ${periodMonth(Number(payout[1]), 'en')}` : description;
  return localized(language, english, transactionDescriptionRu(description));
};

/** The transfer screens' refusals and field errors, English and Russian, with `{name}` placeholders. */
export const FINANCE_TEXTS = {
  noRecipient: [
    'No user to transfer to with this id',
    'Нет пользователя с таким номером, которому можно перевести деньги',
  ],
  sameUser: ['Choose another user', 'Выберите другого пользователя'],
  notOpen: ['{type} transfers are not open to you', 'Переводы {from} вам недоступны'],
  least: ['The least you can transfer is {amount}', 'Наименьшая сумма перевода — {amount}'],
  most: ['The most you can transfer is {amount}', 'Наибольшая сумма перевода — {amount}'],
  onlyToUser: [
    'Money on the {type} account can go only to another user',
    'Деньги {from} можно перевести только другому пользователю',
  ],
  notEnough: ['Not enough money on the {type} account', 'Недостаточно денег {on}'],
} as const satisfies Record<string, readonly [en: string, ru: string]>;

/** A transfer text in the request's language for the account `type`. */
export const financeText = (
  language: string,
  key: keyof typeof FINANCE_TEXTS,
  values: { type?: string; amount?: number } = {},
): string => {
  const [en, ru] = FINANCE_TEXTS[key];
  const names = account(values.type);
  const filled: Record<string, string> = {
    type: values.type ?? '',
    amount: String(values.amount ?? ''),
    from: names?.from ?? values.type ?? '',
    on: names?.on ?? values.type ?? '',
  };
  return Object.entries(filled).reduce<string>(
    (text, [name, value]) => text.replaceAll(`{${name}}`, value),
    localized<string>(language, en, ru),
  );
};

/** Column headings of the transactions' Excel download. */
export const DOWNLOAD_HEADINGS = {
  en: ['Date', 'Account', 'Amount', 'Balance after', 'Currency', 'Description'],
  ru: ['Дата', 'Счёт', 'Сумма', 'Остаток после', 'Валюта', 'Описание'],
} as const;
