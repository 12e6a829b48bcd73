import { badRequest, forbidden } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { seedLanguage } from '../localized.js';
import { xlsxFile } from '../office/xlsx.js';
import { matches, paginate } from '../paging.js';
import { type AccountType, accounts } from '../state/accounts.js';
import { convert, currencyOf } from '../state/currencies.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { type SandboxUser, users } from '../state/users.js';
import { DOWNLOAD_HEADINGS } from './finance-ru.js';
import { financeText } from './finance-text.js';
import { financeAccounts, transactionsOf, transferView } from './finance-views.js';
import { type TransferKind, transfers } from './transfers.js';

type FinanceIds =
  | 'financeAccounts'
  | 'financeTransactions'
  | 'financeAccountDownload'
  | 'financeTransferOverview'
  | 'financeTransferType'
  | 'financeTransferGiftUsers'
  | 'financeTransferAdd';

/** Bounds of one transfer in roubles (not shown in the spec); shown per site in its currency. */
const MIN_TRANSFER_RUB = 100;
const MAX_TRANSFER_RUB = 500_000;

/** Partners use every transfer screen; clients and employees only move money from the internal account. */
const transferTypes = (user: SandboxUser): TransferKind[] =>
  user.role === 'partner' ? ['internal', 'gift', 'travel'] : ['internal'];

const roubles = (amount: number, site: string): number =>
  Math.round(amount * currencyOf(site).rublesPerUnit * 100) / 100;

const recipientOf = (state: SandboxState, sender: SandboxUser, id: number, language: string): SandboxUser => {
  const recipient = users(state).get(id);
  if (!recipient || recipient.role === 'employee' || recipient.is_suspended)
    throw badRequest({ recipient_id: [financeText(language, 'noRecipient')] });
  if (recipient.id === sender.id) throw badRequest({ recipient_id: [financeText(language, 'sameUser')] });
  return recipient;
};

export const financeHandlers: AreaHandlers<FinanceIds> = {
  financeAccounts: ({ caller, state, site }) => financeAccounts(state, caller!.user.id, site),

  financeTransactions: ({ caller, state, site, query, language }) => {
    const rows = transactionsOf(state, caller!.user.id, site, query, language);
    const { items, ...paging } = paginate(rows, query.page, query.per_page);
    return { ...paging, transactions: items };
  },

  financeAccountDownload: ({ caller, state, site, query, language }) =>
    xlsxFile('transactions.xlsx', 'Transactions', [
      [...DOWNLOAD_HEADINGS[seedLanguage(language)]],
      ...transactionsOf(state, caller!.user.id, site, query, language).map((t) => [
        t.date,
        t.account,
        t.amount,
        t.balance_after,
        t.currency_code,
        t.description,
      ]),
    ]),

  financeTransferOverview: ({ caller, state, site }) => {
    const user = caller!.user;
    return {
      accounts: financeAccounts(state, user.id, site),
      types: transferTypes(user),
      last: transfers(state)
        .of(user.id)
        .slice(0, 5)
        .map((t) => transferView(state, t, site)),
    };
  },

  financeTransferType: ({ caller, state, site, params, query, language }) => {
    const user = caller!.user;
    if (!transferTypes(user).includes(params.type))
      throw forbidden(financeText(language, 'notOpen', { type: params.type }));
    const balanceRub = accounts(state).balance(user.id, params.type);
    const rows = transfers(state)
      .of(user.id, params.type)
      .filter((t) => !query.date_from || t.date.slice(0, 10) >= query.date_from)
      .filter((t) => !query.date_to || t.date.slice(0, 10) <= query.date_to)
      .map((t) => transferView(state, t, site));
    const { items, ...paging } = paginate(rows, query.page, query.per_page);
    return {
      type: params.type,
      balance: convert(balanceRub, site),
      currency_code: currencyOf(site).currency,
      min_amount: convert(MIN_TRANSFER_RUB, site),
      max_amount: convert(Math.max(0, Math.min(balanceRub, MAX_TRANSFER_RUB)), site),
      ...paging,
      transfers: items,
    };
  },

  financeTransferGiftUsers: ({ caller, state, query }) => ({
    users: users(state)
      .all()
      .filter((u) => u.id !== caller!.user.id && u.role !== 'employee' && !u.is_suspended)
      .filter((u) => u.number.startsWith(query.search.trim()) || matches(query.search, u.name))
      .slice(0, 20)
      .map((u) => ({ id: u.id, number: u.number, name: u.name })),
  }),

  /**
   * A repeated idempotency key answers with the first transfer: a retry after a lost reply moves nothing.
   * Money leaves the `type` account and goes to another of the user's accounts (internal only:
   * gift and travel money cannot be cashed back) or to the same account of another user.
   */
  financeTransferAdd: ({ caller, state, site, params, body, language }) => {
    const user = caller!.user;
    const from = params.type;
    if (!transferTypes(user).includes(from)) throw forbidden(financeText(language, 'notOpen', { type: from }));
    const repeated = transfers(state).keyed(user.id, body.idempotency_key);
    if (repeated) return { ok: true as const, transfer: transferView(state, repeated, site) };
    const amountRub = roubles(body.amount, site);
    if (amountRub < MIN_TRANSFER_RUB)
      throw badRequest({ amount: [financeText(language, 'least', { amount: convert(MIN_TRANSFER_RUB, site) })] });
    if (amountRub > MAX_TRANSFER_RUB)
      throw badRequest({ amount: [financeText(language, 'most', { amount: convert(MAX_TRANSFER_RUB, site) })] });
    const recipient = body.recipient_id === undefined ? null : recipientOf(state, user, body.recipient_id, language);
    const to = body.to_account ?? null;
    if (to !== null && (from !== 'internal' || to === 'internal'))
      throw badRequest({ to_account: [financeText(language, 'onlyToUser', { type: from })] });
    const description = recipient
      ? `Transfer to ${recipient.number} ${recipient.name}`
      : `Transfer to the ${to} account`;
    if (!accounts(state).debit(user.id, from, amountRub, description))
      throw badRequest({ amount: [financeText(language, 'notEnough', { type: from })] });
    const date = new Date(state.now()).toISOString();
    const comment = body.comment?.trim() || null;
    if (recipient) {
      accounts(state).credit(recipient.id, from, amountRub, `Transfer from ${user.number} ${user.name}`);
      transfers(state).add({
        userId: recipient.id,
        date,
        type: from,
        direction: 'in',
        amountRub,
        counterpartId: user.id,
        comment,
      });
    } else {
      accounts(state).credit(user.id, to as AccountType, amountRub, `Transfer from the ${from} account`);
    }
    const sent = transfers(state).add({
      userId: user.id,
      date,
      type: from,
      direction: 'out',
      amountRub,
      counterpartId: recipient?.id ?? null,
      comment,
    });
    transfers(state).remember(user.id, body.idempotency_key, sent);
    return { ok: true as const, transfer: transferView(state, sent, site) };
  },
};
