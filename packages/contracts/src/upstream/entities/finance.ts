import { z } from 'zod';
import { Money } from '../common.js';
import { IsoDate, IsoDateTime, Paging, PersonRef } from './office.js';

/** Spec 2 §3 Accounts: internal, gift, travel, autobonus. */
export const AccountType = z.enum(['internal', 'gift', 'travel', 'autobonus']).meta({ id: 'AccountType' });

export const Account = z
  .object({ type: AccountType, balance: Money, currency_code: z.string() })
  .meta({ id: 'Account', 'x-assumed': true });

/** GET /greenway/office/account/list/: the four accounts of spec 2 §3, keyed by name. */
export const FinanceAccounts = z
  .object({ internal: Account, gift: Account, travel: Account, autobonus: Account })
  .meta({ id: 'FinanceAccounts' });

export const Transaction = z
  .object({
    id: z.number().int(),
    date: IsoDateTime,
    account: AccountType,
    amount: Money.meta({ description: 'Negative for debits' }),
    balance_after: Money,
    currency_code: z.string(),
    description: z.string(),
    order_number: z.string().nullable(),
  })
  .meta({ id: 'Transaction', 'x-assumed': true });

export const TransactionList = z
  .object({ ...Paging, transactions: z.array(Transaction) })
  .meta({ id: 'TransactionList', 'x-assumed': true });

/** The transfer screens of spec 2 §2: internal, gift, travel. */
export const TransferType = z.enum(['internal', 'gift', 'travel']).meta({ id: 'TransferType' });

export const Transfer = z
  .object({
    id: z.number().int(),
    date: IsoDateTime,
    type: TransferType,
    direction: z.enum(['in', 'out']),
    amount: Money,
    currency_code: z.string(),
    counterpart: PersonRef.nullable().meta({ description: 'Null for a transfer between own accounts' }),
    comment: z.string().nullable(),
  })
  .meta({ id: 'Transfer', 'x-assumed': true });

/** GET /greenway/office/transfer/: balances and the kinds of transfer open to the user. */
export const TransferOverview = z
  .object({ accounts: FinanceAccounts, types: z.array(TransferType), last: z.array(Transfer) })
  .meta({ id: 'TransferOverview', 'x-assumed': true });

/** GET /greenway/office/transfer/{type}/: the form's limits and that type's history. */
export const TransferTypePage = z
  .object({
    type: TransferType,
    balance: Money,
    currency_code: z.string(),
    min_amount: Money,
    max_amount: Money,
    ...Paging,
    transfers: z.array(Transfer),
  })
  .meta({ id: 'TransferTypePage', 'x-assumed': true });

/** POST /greenway/office/transfer/{type}/add/: to one of the user's accounts or to another user. */
export const TransferAdd = z
  .object({
    amount: z.number().positive(),
    to_account: AccountType.optional(),
    recipient_id: z.number().int().optional(),
    comment: z.string().max(500).optional(),
    idempotency_key: z.string().max(64).optional().meta({
      description:
        'Made by the client once per attempt; a repeated key answers with the first transfer, never a second one',
    }),
  })
  .refine((t) => (t.to_account === undefined) !== (t.recipient_id === undefined), {
    message: 'Name either to_account or recipient_id',
  })
  .meta({ id: 'TransferAdd', 'x-assumed': true });

export const TransferQuery = z.object({ date_from: IsoDate.optional(), date_to: IsoDate.optional() });
