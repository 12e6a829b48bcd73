import { periodMonth } from '../office/periods.js';
import type { AccountType } from '../state/accounts.js';
import type { AccountNames, FINANCE_TEXTS } from './finance-ru.js';
import { type DescriptionPatterns, describeTransaction, PAYOUT_FOR_PERIOD } from './transaction-patterns.js';

/** How Hebrew names each account after מ־ (from), ל־ (to) and ב־ (on), the article merged in. */
export const ACCOUNTS_HE: Record<AccountType, AccountNames> = {
  internal: { from: 'מהחשבון הפנימי', to: 'לחשבון הפנימי', on: 'בחשבון הפנימי' },
  gift: { from: 'מחשבון המתנות', to: 'לחשבון המתנות', on: 'בחשבון המתנות' },
  travel: { from: 'מחשבון הנסיעות', to: 'לחשבון הנסיעות', on: 'בחשבון הנסיעות' },
  autobonus: { from: 'מחשבון הבונוס האוטומטי', to: 'לחשבון הבונוס האוטומטי', on: 'בחשבון הבונוס האוטומטי' },
};

const account = (type: string | undefined) => ACCOUNTS_HE[type as AccountType];

/**
 * Hebrew descriptions of account transactions (issue 32: the il site's language), by the first
 * pattern the stored English description matches. Order matters: the own-account transfers come
 * before the transfers to and from a user.
 */
export const TRANSACTION_DESCRIPTIONS_HE: DescriptionPatterns = [
  [/^Monthly bonus$/, () => 'בונוס חודשי'],
  [/^Bonus accrual$/, () => 'זיכוי בונוס'],
  [/^Opening balance$/, () => 'יתרת פתיחה'],
  [/^Bonus payment of an order$/, () => 'תשלום הזמנה בבונוסים'],
  [/^Payment of order (\S+)$/, (m) => `תשלום הזמנה ${m[1]}`],
  [/^Transfer to the (\w+) account$/, (m) => account(m[1]) && `העברה ${account(m[1])!.to}`],
  [/^Transfer from the (\w+) account$/, (m) => account(m[1]) && `העברה ${account(m[1])!.from}`],
  [/^Transfer to (.+)$/, (m) => `העברה למשתמש ${m[1]}`],
  [/^Transfer from (.+)$/, (m) => `העברה מהמשתמש ${m[1]}`],
  [PAYOUT_FOR_PERIOD, (m) => `תשלום בונוסים עבור ${periodMonth(Number(m[1]), 'he')}`],
  [/^International payout in (\w+)$/, (m) => `תשלום בינלאומי ב־${m[1]}`],
];

/** The Hebrew description of a transaction; undefined when no pattern knows it. */
export const transactionDescriptionHe = (description: string): string | undefined =>
  describeTransaction(TRANSACTION_DESCRIPTIONS_HE, description);

/** The transfer screens' refusals and field errors in Hebrew, with the Russian layer's placeholders. */
export const FINANCE_TEXTS_HE: Record<keyof typeof FINANCE_TEXTS, string> = {
  noRecipient: 'אין משתמש עם המספר הזה שאפשר להעביר אליו כסף',
  sameUser: 'יש לבחור משתמש אחר',
  notOpen: 'העברות {from} אינן זמינות לך',
  least: 'הסכום המינימלי להעברה הוא {amount}',
  most: 'הסכום המקסימלי להעברה הוא {amount}',
  onlyToUser: 'את הכסף {on} אפשר להעביר רק למשתמש אחר',
  notEnough: 'אין מספיק כסף {on}',
};
