import { periodMonth } from '../office/periods.js';
import type { AccountType } from '../state/accounts.js';
import { type DescriptionPatterns, describeTransaction, PAYOUT_FOR_PERIOD } from './transaction-patterns.js';

/** An account's name as the texts need it: where money comes from, goes to, and lies. */
export type AccountNames = { from: string; to: string; on: string };

/** How Russian names each account after «с», «на» (where to) and «на» (where): the cases the texts need. */
export const ACCOUNTS_RU: Record<AccountType, AccountNames> = {
  internal: { from: 'с внутреннего счёта', to: 'на внутренний счёт', on: 'на внутреннем счёте' },
  gift: { from: 'с подарочного счёта', to: 'на подарочный счёт', on: 'на подарочном счёте' },
  travel: { from: 'со счёта путешествий', to: 'на счёт путешествий', on: 'на счёте путешествий' },
  autobonus: { from: 'со счёта автобонуса', to: 'на счёт автобонуса', on: 'на счёте автобонуса' },
};

const account = (type: string | undefined) => ACCOUNTS_RU[type as AccountType];

/**
 * Russian descriptions of account transactions (issue 23), by the first pattern the stored English
 * description matches (transaction-patterns.ts). Order matters: the own-account transfers come
 * before the transfers to and from a user.
 */
export const TRANSACTION_DESCRIPTIONS_RU: DescriptionPatterns = [
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
export const transactionDescriptionRu = (description: string): string | undefined =>
  describeTransaction(TRANSACTION_DESCRIPTIONS_RU, description);

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

/** Column headings of the transactions' Excel download. */
export const DOWNLOAD_HEADINGS = {
  en: ['Date', 'Account', 'Amount', 'Balance after', 'Currency', 'Description'],
  ru: ['Дата', 'Счёт', 'Сумма', 'Остаток после', 'Валюта', 'Описание'],
  he: ['תאריך', 'חשבון', 'סכום', 'יתרה לאחר הפעולה', 'מטבע', 'תיאור'],
} as const;
