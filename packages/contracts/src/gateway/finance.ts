import { z } from 'zod';
import { AMOUNT_ERRORS, AMOUNT_PATTERN, parseAmountMinor } from '../rules/money-rules.js';
import { PARTNER_NUMBER_PATTERN } from '../rules/team-rules.js';
import { AccountType, FinanceAccounts, Transaction, Transfer, TransferType } from '../upstream/entities/finance.js';
import { SecuritySettings } from '../upstream/entities/profile.js';
import { contract } from './contract-registry.js';
import { IdempotencyKey } from './idempotency-key.js';

/** Rows of a transactions or transfers page (page sizes are not shown, spec 2 §9: ours). */
export const FINANCE_PAGE_SIZE = 20;
/** The last page a list may be asked for: deeper paging is a search, not a click. */
export const FINANCE_LAST_PAGE = 500;
/** Recipients a search offers at most. */
export const RECIPIENT_SEARCH_SIZE = 10;
/** The longest comment a transfer carries (the upstream's bound). */
export const TRANSFER_COMMENT_MAX = 500;

/** Field error of a recipient number nobody has (checked with transfer/gift/users before the transfer). */
export const RECIPIENT_NOT_FOUND = 'recipient_not_found';
/** Field error of a transfer from an account to itself. */
export const SAME_ACCOUNT = 'same_account';

const Page = z.coerce.number().int().min(1).max(FINANCE_LAST_PAGE).default(1);
const Day = z.iso.date();

/**
 * An amount as typed, decimal text (`1500.50`): read into minor units, never a binary float.
 * Its field errors are the codes of AMOUNT_ERRORS.
 */
export const AmountText = z
  .string()
  .trim()
  .regex(AMOUNT_PATTERN, AMOUNT_ERRORS.format)
  .refine((text) => (parseAmountMinor(text) ?? 1) > 0, AMOUNT_ERRORS.zero)
  .meta({ description: 'Decimal text, at most two decimals (point or comma); compared in minor units' });

const DateRange = z
  .object({ account: AccountType.optional(), date_from: Day.optional(), date_to: Day.optional() })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    message: 'date_from_after_date_to',
    path: ['date_to'],
  });

export const TransactionsQuery = z.object({
  page: Page,
  account: AccountType.optional(),
  date_from: Day.optional(),
  date_to: Day.optional(),
});
export const DownloadQuery = DateRange;

export const AccountsReply = contract('FinanceAccountsReply', FinanceAccounts.extend({}));
export const FinanceTransaction = contract('FinanceTransaction', Transaction.extend({}));
export const TransactionsReply = contract(
  'FinanceTransactionsReply',
  z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    has_more: z.boolean(),
    transactions: z.array(FinanceTransaction),
  }),
);

export const FinanceTransfer = contract('FinanceTransfer', Transfer.extend({}));
export const TransferOverviewReply = contract(
  'FinanceTransferOverview',
  z.object({ accounts: AccountsReply, types: z.array(TransferType), last: z.array(FinanceTransfer) }),
);

export const TransferTypeParams = z.object({ type: TransferType });
export const TransferTypeQuery = z.object({ page: Page });
export const TransferTypeReply = contract(
  'FinanceTransferTypePage',
  z.object({
    type: TransferType,
    balance: z.number(),
    currency_code: z.string(),
    min_amount: z.number(),
    max_amount: z.number(),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    has_more: z.boolean(),
    transfers: z.array(FinanceTransfer),
  }),
);

export const RecipientQuery = z.object({ q: z.string().trim().min(2).max(100) });
export const RecipientsReply = contract(
  'FinanceRecipients',
  z.object({ users: z.array(z.object({ id: z.number().int(), number: z.string(), name: z.string() })) }),
);

/**
 * A transfer as the confirm step sends it (spec 2 §2 "Transfers"): to one of the user's own accounts
 * or to another user named by number (looked up before anything moves), once per idempotency key.
 */
export const TransferBody = contract(
  'FinanceTransferBody',
  z
    .object({
      idempotency_key: IdempotencyKey,
      amount: AmountText,
      to_account: AccountType.optional(),
      recipient_number: z.string().trim().regex(PARTNER_NUMBER_PATTERN, RECIPIENT_NOT_FOUND).optional(),
      comment: z.string().trim().max(TRANSFER_COMMENT_MAX).optional(),
    })
    .superRefine((body, ctx) => {
      if ((body.to_account === undefined) === (body.recipient_number === undefined)) {
        ctx.addIssue({ code: 'custom', message: 'name_account_or_recipient', path: ['recipient_number'] });
      }
    }),
);
export type TransferBody = z.infer<typeof TransferBody>;

export const TransferReply = contract('FinanceTransferDone', z.object({ transfer: FinanceTransfer }));

export const SecurityReply = contract('FinanceSecuritySettings', SecuritySettings.extend({}));
export const SecurityBody = contract('FinanceSecurityBody', SecuritySettings.strict());

export const FinanceFile = z
  .string()
  .meta({ format: 'binary', description: 'The transactions as a spreadsheet, streamed' });
