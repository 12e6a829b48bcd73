import { z } from 'zod';
import { FileReply } from './common.js';
import {
  AccountType,
  FinanceAccounts,
  TransactionList,
  Transfer,
  TransferAdd,
  TransferOverview,
  TransferQuery,
  TransferType,
  TransferTypePage,
} from './entities/finance.js';
import { IsoDate, PageQuery, PersonRef } from './entities/office.js';
import { op } from './operation.js';

const base = { tag: 'finance', spec: '2 §7', auth: 'required' } as const;
const TransactionQuery = z.object({
  account: AccountType.optional(),
  date_from: IsoDate.optional(),
  date_to: IsoDate.optional(),
});

/** Spec 2 §7: accounts, their transactions and transfers (spec 2 §2 "Transfers", "Accounts and transactions"). */
export const financeOperations = {
  financeAccounts: op({
    ...base,
    method: 'get',
    path: '/greenway/office/account/list/',
    summary: 'The internal, gift, travel and autobonus accounts',
    reply: FinanceAccounts,
  }),
  financeTransactions: op({
    ...base,
    method: 'get',
    path: '/greenway/office/transaction/list/',
    assumed: true,
    summary: 'Transactions of the accounts, a page at a time',
    query: PageQuery.extend(TransactionQuery.shape),
    reply: TransactionList,
  }),
  financeAccountDownload: op({
    ...base,
    method: 'get',
    path: '/greenway/office/account/download/',
    assumed: true,
    summary: 'The transactions as a spreadsheet',
    query: TransactionQuery,
    reply: FileReply,
    replyKind: 'xlsx',
  }),
  financeTransferOverview: op({
    ...base,
    method: 'get',
    path: '/greenway/office/transfer/',
    assumed: true,
    summary: 'Balances, the transfer types open to the user and the latest transfers',
    reply: TransferOverview,
  }),
  financeTransferType: op({
    ...base,
    method: 'get',
    path: '/greenway/office/transfer/{type}/',
    assumed: true,
    summary: 'One transfer type: limits and history',
    params: z.object({ type: TransferType }),
    query: PageQuery.extend(TransferQuery.shape),
    reply: TransferTypePage,
  }),
  financeTransferGiftUsers: op({
    ...base,
    method: 'get',
    path: '/greenway/office/transfer/gift/users/',
    assumed: true,
    summary: 'Users a gift transfer can go to, found by number or name',
    query: z.object({ search: z.string().min(1) }),
    reply: z.object({ users: z.array(PersonRef) }),
  }),
  financeTransferAdd: op({
    ...base,
    method: 'post',
    path: '/greenway/office/transfer/{type}/add/',
    summary: 'Transfer between the user’s accounts or to another user',
    params: z.object({ type: TransferType }),
    body: TransferAdd,
    reply: z.object({ ok: z.literal(true), transfer: Transfer }),
  }),
} as const;
