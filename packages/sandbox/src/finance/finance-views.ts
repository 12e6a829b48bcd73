import type { FinanceAccounts, Transaction, Transfer } from '@gf/contracts/upstream/entities/finance';
import type { z } from 'zod';
import { ACCOUNT_TYPES, type AccountTransaction, accounts } from '../state/accounts.js';
import { convert, currencyOf } from '../state/currencies.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { users } from '../state/users.js';
import { transactionDescription } from './finance-text.js';
import type { StoredTransfer } from './transfers.js';

/** The four accounts of spec 2 §3 in the site's currency (balances are kept in roubles). */
export const financeAccounts = (state: SandboxState, userId: number, site: string): z.input<typeof FinanceAccounts> => {
  const currency_code = currencyOf(site).currency;
  const [internal, gift, travel, autobonus] = ACCOUNT_TYPES.map((type) => ({
    type,
    balance: convert(accounts(state).balance(userId, type), site),
    currency_code,
  }));
  return { internal: internal!, gift: gift!, travel: travel!, autobonus: autobonus! };
};

/**
 * The user's transactions, newest first, each with the balance of its account right after it and
 * its description in the request's language. They are put in date order (then in the order they
 * were made) before the balances run: the seed records them out of date order (issue 32, "operations
 * are not in date order").
 */
export const transactionsOf = (
  state: SandboxState,
  userId: number,
  site: string,
  filter: { account?: string | undefined; date_from?: string | undefined; date_to?: string | undefined },
  language: string,
): z.input<typeof Transaction>[] => {
  const running = new Map<string, number>();
  const withBalance = accounts(state)
    .transactions.filter((t) => t.userId === userId)
    .sort((x, y) => Date.parse(x.createdAt) - Date.parse(y.createdAt) || x.id - y.id)
    .map((t: AccountTransaction) => {
      const after = Math.round(((running.get(t.account) ?? 0) + t.amountRub) * 100) / 100;
      running.set(t.account, after);
      return { t, after };
    });
  return withBalance
    .reverse()
    .filter(({ t }) => !filter.account || t.account === filter.account)
    .filter(({ t }) => !filter.date_from || t.createdAt.slice(0, 10) >= filter.date_from)
    .filter(({ t }) => !filter.date_to || t.createdAt.slice(0, 10) <= filter.date_to)
    .map(({ t, after }) => ({
      id: t.id,
      date: t.createdAt,
      account: t.account,
      amount: convert(t.amountRub, site),
      balance_after: convert(after, site),
      currency_code: currencyOf(site).currency,
      description: transactionDescription(language, t.description),
      order_number: /GW-\d+/.exec(t.description)?.[0] ?? null,
    }));
};

export const transferView = (state: SandboxState, t: StoredTransfer, site: string): z.input<typeof Transfer> => {
  const counterpart = t.counterpartId === null ? undefined : users(state).get(t.counterpartId);
  return {
    id: t.id,
    date: t.date,
    type: t.type,
    direction: t.direction,
    amount: convert(t.amountRub, site),
    currency_code: currencyOf(site).currency,
    counterpart: counterpart ? { id: counterpart.id, number: counterpart.number, name: counterpart.name } : null,
    comment: t.comment,
  };
};
