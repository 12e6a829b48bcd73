import type { UpstreamCode } from '@gf/contracts/upstream/refusal-codes';
import { badRequest, notFound, SandboxError } from '../errors.js';
import { payoutDescription } from '../finance/transaction-patterns.js';
import type { AreaHandlers } from '../handler.js';
import { periodMonth, periods } from '../office/periods.js';
import { pdfDocument } from '../pdf/pdf-document.js';
import { accounts } from '../state/accounts.js';
import { convert, currencyOf } from '../state/currencies.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { SMS_CODE } from '../state/users.js';
import { payoutStore, type StoredPayout } from './payout-store.js';
import { payoutText } from './payout-text.js';
import { ownCompany, partnerOf, payoutRow, roubles } from './payout-views.js';

type PayoutIds = 'payoutList' | 'payoutAdd' | 'payoutSign' | 'payoutInvoice' | 'payoutDocument';

/** Bounds of a payout request in roubles (not shown in the spec). */
const MIN_PAYOUT_RUB = 1000;
const MAX_PAYOUT_RUB = 300_000;
/** A payout is requested for one of the last closed periods, once per period. */
const CLOSED_PERIODS_OPEN = 3;

const availablePeriods = (state: SandboxState, userId: number): number[] => {
  const taken = new Set(
    payoutStore(state)
      .payouts.filter((p) => p.userId === userId && p.status !== 'declined')
      .map((p) => p.periodId),
  );
  return periods(state)
    .slice(1, 1 + CLOSED_PERIODS_OPEN)
    .map((p) => p.id)
    .filter((id) => !taken.has(id));
};

const ownPayout = (state: SandboxState, userId: number, id: number): StoredPayout => {
  const payout = payoutStore(state).payouts.find((p) => p.id === id && p.userId === userId);
  if (!payout) throw notFound('Payout');
  return payout;
};

const refuse = (detail: string, code: UpstreamCode): SandboxError => new SandboxError(400, { ok: false, detail, code });

export const payoutHandlers: AreaHandlers<PayoutIds> = {
  payoutList: ({ caller, state, site, language }) => {
    const user = partnerOf(caller);
    const balanceRub = accounts(state).balance(user.id, 'internal');
    const available = availablePeriods(state, user.id);
    const message =
      balanceRub < MIN_PAYOUT_RUB
        ? payoutText(language, 'lowBalance')
        : available.length === 0
          ? payoutText(language, 'allRequested')
          : null;
    return {
      list: payoutStore(state)
        .payouts.filter((p) => p.userId === user.id)
        .reverse()
        .map((p) => payoutRow(state, p, site)),
      balance: convert(balanceRub, site),
      autobonus: convert(accounts(state).balance(user.id, 'autobonus'), site),
      travel: convert(accounts(state).balance(user.id, 'travel'), site),
      periods: periods(state),
      available_periods: available,
      min_amount: convert(MIN_PAYOUT_RUB, site),
      max_amount: convert(Math.max(0, Math.min(balanceRub, MAX_PAYOUT_RUB)), site),
      currency_code: currencyOf(site).currency,
      message,
    };
  },

  /**
   * The amount leaves the internal account at once; the request then waits for an SMS signature.
   * A repeated idempotency key answers with the first payout.
   */
  payoutAdd: ({ caller, state, site, body, language }) => {
    const user = partnerOf(caller);
    const repeated =
      body.idempotency_key === undefined
        ? undefined
        : payoutStore(state).payouts.find((p) => p.userId === user.id && p.idempotencyKey === body.idempotency_key);
    if (repeated) return payoutRow(state, repeated, site);
    const amountRub = roubles(body.amount, site);
    const errors: Record<string, string[]> = {};
    if (amountRub < MIN_PAYOUT_RUB || amountRub > MAX_PAYOUT_RUB)
      errors.amount = [
        payoutText(language, 'amountRange', { min: convert(MIN_PAYOUT_RUB, site), max: convert(MAX_PAYOUT_RUB, site) }),
      ];
    if (!availablePeriods(state, user.id).includes(body.period_id))
      errors.period_id = [payoutText(language, 'periodClosed')];
    if (body.company_id !== undefined) {
      const company = payoutStore(state).companies.find((c) => c.id === body.company_id && c.userId === user.id);
      if (!company) errors.company_id = [payoutText(language, 'unknownCompany')];
      else if (company.acceptFileId === null) errors.company_id = [payoutText(language, 'offerFirst')];
    }
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    const store = payoutStore(state);
    const description = payoutDescription(body.period_id);
    if (!accounts(state).debit(user.id, 'internal', amountRub, description))
      throw badRequest({ amount: [payoutText(language, 'notEnough')] });
    const payout = store.addPayout({
      userId: user.id,
      date: store.now(),
      periodId: body.period_id,
      amountRub,
      status: 'awaiting_sign',
      companyId: body.company_id ?? null,
      idempotencyKey: body.idempotency_key ?? null,
    });
    const application = store.addDocument(user.id, `payout-${payout.id}.pdf`, `Payout application No ${payout.id}`, [
      `Partner: ${user.number} ${user.name}`,
      `Period: ${periodMonth(body.period_id, 'en')}`,
      `Amount: ${convert(amountRub, site)} ${currencyOf(site).currency}`,
      'Awaiting the SMS signature.',
    ]);
    payout.documentIds.push(application.id);
    return payoutRow(state, payout, site);
  },

  payoutSign: ({ caller, state, site, body, language }) => {
    const user = partnerOf(caller);
    const payout = ownPayout(state, user.id, body.payout_id);
    if (payout.status !== 'awaiting_sign') throw refuse(payoutText(language, 'alreadySigned'), 'already_signed');
    if (body.code !== SMS_CODE) throw badRequest({ code: [payoutText(language, 'wrongCode')] });
    payout.status = payout.companyId === null ? 'processing' : 'awaiting_invoice';
    const store = payoutStore(state);
    const signed = store.addDocument(user.id, `payout-${payout.id}-signed.pdf`, `Signed application No ${payout.id}`, [
      `Partner: ${user.number} ${user.name}`,
      `Signed on ${store.now().slice(0, 10)} with an SMS code.`,
    ]);
    payout.documentIds.push(signed.id);
    return payoutRow(state, payout, site);
  },

  payoutInvoice: ({ caller, state, site, body, language }) => {
    const user = partnerOf(caller);
    const payout = ownPayout(state, user.id, body.payout_id);
    if (payout.status !== 'awaiting_invoice')
      throw refuse(payoutText(language, 'noInvoiceExpected'), 'invoice_not_expected');
    const store = payoutStore(state);
    const company = ownCompany(state, user.id, payout.companyId!);
    const invoice = store.addDocument(user.id, `invoice-${payout.id}.pdf`, `Invoice for payout No ${payout.id}`, [
      `Company: ${company.name}, VAT ${company.vat}`,
      `Uploaded file: ${body.file_id}`,
    ]);
    payout.documentIds.push(invoice.id);
    payout.status = 'processing';
    return payoutRow(state, payout, site);
  },

  payoutDocument: ({ caller, state, params }) => {
    const user = partnerOf(caller);
    const document = payoutStore(state).documents.get(params.id);
    if (!document || document.userId !== user.id) throw notFound('Document');
    return {
      filename: document.name,
      contentType: 'application/pdf',
      data: pdfDocument(document.title, document.lines),
    };
  },
};
