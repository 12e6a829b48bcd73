import {
  AccountsReply,
  DownloadQuery,
  FINANCE_PAGE_SIZE,
  FinanceFile,
  RECIPIENT_NOT_FOUND,
  RECIPIENT_SEARCH_SIZE,
  RecipientQuery,
  RecipientsReply,
  SAME_ACCOUNT,
  SecurityBody,
  SecurityReply,
  TransactionsQuery,
  TransactionsReply,
  TransferBody,
  TransferOverviewReply,
  TransferReply,
  TransferTypeParams,
  TransferTypeQuery,
  TransferTypeReply,
} from '@gf/contracts/gateway/finance';
import { AMOUNT_ERRORS, amountError, minorToAmount, parseAmountMinor, toMinor } from '@gf/contracts/rules/money-rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { GatewayError } from '../../../platform/errors/envelope.js';
import { downloadRoute } from '../../../platform/files/download-route.js';
import { IDEMPOTENCY_KEEP_MS } from '../../../platform/writes/idempotency-key.js';
import { WriteOnce } from '../../../platform/writes/write-once.js';
import { listPager, RecentBounds } from '../shared/recent-bounds.js';

/** A 400 naming one field, raised before the upstream is asked to move anything. */
export const fieldError = (field: string, code: string): GatewayError =>
  new GatewayError({
    status: 400,
    code: 'invalid_input',
    message: 'Some fields are not valid',
    fields: { [field]: [code] },
  });

type TransferDone = z.infer<typeof TransferReply>;

/**
 * Finance (spec 1 §2 /office/finance/accounts, /transfer, /security; spec 2 §2 "Transfers",
 * "Accounts and transactions", §7 account, transaction, transfer and security calls). A transfer
 * is checked here (amount format, the type's min..max and balance, the recipient) before it goes
 * upstream, and made once per idempotency key.
 */
export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, sessions } = app.core;
  const flights = new WriteOnce<TransferDone>(sessions, IDEMPOTENCY_KEEP_MS);
  const bounds = new RecentBounds(sessions);

  const listPage = listPager(bounds, FINANCE_PAGE_SIZE);

  app.get(
    '/finance/accounts',
    {
      config: { access: 'signedIn', page: 'OfficeAccounts' },
      schema: {
        tags: ['finance'],
        summary: 'The internal, gift, travel and autobonus accounts with their balances (spec 2 §3 Accounts)',
        response: { 200: AccountsReply },
      },
    },
    async (request) => calls.call(request, 'financeAccounts', {}),
  );

  app.get(
    '/finance/transactions',
    {
      config: { access: 'signedIn', page: 'OfficeAccounts' },
      schema: {
        tags: ['finance'],
        summary: 'Transactions of one account or all, between two dates, a page at a time',
        querystring: TransactionsQuery,
        response: { 200: TransactionsReply },
      },
    },
    async (request) => {
      const { page, account, date_from, date_to } = request.query;
      if (date_from && date_to && date_from > date_to) throw fieldError('date_to', 'date_from_after_date_to');
      const query = {
        page,
        ...(account ? { account } : {}),
        ...(date_from ? { date_from } : {}),
        ...(date_to ? { date_to } : {}),
      };
      const reply = await listPage(
        request,
        'transactions',
        query,
        () => calls.call(request, 'financeTransactions', { query: { ...query, per_page: FINANCE_PAGE_SIZE } }),
        (r) => r.transactions.length,
      );
      return { ...reply, per_page: FINANCE_PAGE_SIZE };
    },
  );

  downloadRoute(app, '/finance/accounts/download', {
    config: { access: 'signedIn', page: 'OfficeAccounts' },
    schema: {
      tags: ['finance'],
      summary: 'The transactions as filtered, as a spreadsheet, streamed (GET /greenway/office/account/download/)',
      querystring: DownloadQuery,
      response: { 200: FinanceFile },
    },
    download: (request) => ({
      operationId: 'financeAccountDownload',
      query: request.query,
      filename: `transactions${request.query.account ? `-${request.query.account}` : ''}.xlsx`,
    }),
  });

  app.get(
    '/finance/transfers',
    {
      config: { access: 'signedIn', page: 'OfficeTransfer' },
      schema: {
        tags: ['finance'],
        summary: 'Balances, the transfer types open to the user and the latest transfers',
        response: { 200: TransferOverviewReply },
      },
    },
    async (request) => calls.call(request, 'financeTransferOverview', {}),
  );

  app.get(
    '/finance/transfers/:type',
    {
      config: { access: 'signedIn', page: 'OfficeTransfer' },
      schema: {
        tags: ['finance'],
        summary: 'One transfer type: its balance, min and max amount, and its history a page at a time',
        params: TransferTypeParams,
        querystring: TransferTypeQuery,
        response: { 200: TransferTypeReply },
      },
    },
    async (request) => {
      const { page } = request.query;
      const reply = await listPage(
        request,
        `transfers/${request.params.type}`,
        { page },
        () =>
          calls.call(request, 'financeTransferType', {
            params: request.params,
            query: { page, per_page: FINANCE_PAGE_SIZE },
          }),
        (r) => r.transfers.length,
      );
      return { ...reply, per_page: FINANCE_PAGE_SIZE };
    },
  );

  app.get(
    '/finance/recipients',
    {
      config: { access: 'signedIn', page: 'OfficeTransfer' },
      schema: {
        tags: ['finance'],
        summary: 'Users a transfer can go to, found by number or name (transfer/gift/users; select-transfer-recipient)',
        querystring: RecipientQuery,
        response: { 200: RecipientsReply },
      },
    },
    async (request) => {
      const found = await calls.call(request, 'financeTransferGiftUsers', { query: { search: request.query.q } });
      return { users: found.users.slice(0, RECIPIENT_SEARCH_SIZE) };
    },
  );

  /** The recipient's id from the number the user confirmed: one that matches nobody is a field error. */
  const recipientId = async (request: FastifyRequest, number: string): Promise<number> => {
    const found = await calls.call(request, 'financeTransferGiftUsers', { query: { search: number } });
    const recipient = found.users.find((u) => u.number === number);
    if (!recipient) throw fieldError('recipient_number', RECIPIENT_NOT_FOUND);
    return recipient.id;
  };

  const transfer = async (
    request: FastifyRequest,
    type: z.infer<typeof TransferTypeParams>['type'],
    body: TransferBody,
  ): Promise<TransferDone> => {
    if (body.to_account === type) throw fieldError('to_account', SAME_ACCOUNT);
    const minor = parseAmountMinor(body.amount);
    if (minor === undefined) throw fieldError('amount', AMOUNT_ERRORS.format);
    // The type's own rules (spec 2 §2): its bounds and balance as the upstream states them now.
    const rules = await calls.call(request, 'financeTransferType', { params: { type }, query: { per_page: 1 } });
    const why = amountError(minor, {
      min: toMinor(rules.min_amount),
      max: toMinor(rules.max_amount),
      balance: toMinor(rules.balance),
    });
    if (why) throw fieldError('amount', why);
    const target =
      body.recipient_number === undefined
        ? { to_account: body.to_account }
        : { recipient_id: await recipientId(request, body.recipient_number) };
    const reply = await calls.call(request, 'financeTransferAdd', {
      params: { type },
      body: {
        amount: minorToAmount(minor),
        ...target,
        ...(body.comment ? { comment: body.comment } : {}),
        idempotency_key: body.idempotency_key,
      },
    });
    return { transfer: reply.transfer };
  };

  app.post(
    '/finance/transfers/:type',
    {
      config: { access: 'ownerOnly', page: 'OfficeTransfer' },
      schema: {
        tags: ['finance'],
        summary:
          'Make a transfer (transfer/{type}/add): checked against the type’s bounds, balance and recipient first; one transfer per idempotency key',
        params: TransferTypeParams,
        body: TransferBody,
        response: { 200: TransferReply },
      },
    },
    async (request) => {
      const { value } = await flights.run(request, request.body.idempotency_key, () =>
        transfer(request, request.params.type, request.body),
      );
      // The transfer is a new row of the account's transactions: their last page may have moved.
      bounds.forget(await bounds.userOf(request));
      return value;
    },
  );

  app.get(
    '/finance/security',
    {
      config: { access: 'signedIn', page: 'OfficeSecurity' },
      schema: {
        tags: ['finance'],
        summary: 'The security settings (security/get)',
        response: { 200: SecurityReply },
      },
    },
    async (request) => calls.call(request, 'securityGet', {}),
  );

  app.put(
    '/finance/security',
    {
      config: { access: 'ownerOnly', page: 'OfficeSecurity' },
      schema: {
        tags: ['finance'],
        summary: 'Change the security settings (PUT security/set); the settings as saved',
        body: SecurityBody,
        response: { 200: SecurityReply },
      },
    },
    async (request) => {
      await calls.call(request, 'securitySet', { body: request.body });
      return calls.call(request, 'securityGet', {});
    },
  );
};
