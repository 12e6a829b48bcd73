import { z } from 'zod';
import { PAYOUT_ERRORS } from '../rules/payout-rules.js';
import {
  CardProviderAccount,
  CardProviderAccounts,
  InternationalPayout,
  InternationalPayoutConfig,
  Payout,
  PayoutCompany,
  PayoutRow,
} from '../upstream/entities/payout.js';
import { contract } from './contract-registry.js';
import { AmountText } from './finance.js';
import { IdempotencyKey } from './idempotency-key.js';

/** Documents a payout company is sent with at most. */
export const COMPANY_DOCUMENTS_MAX = 10;
/** How an SMS code looks (spec 2 §4 registration codes; lengths are not shown: 4 to 8 digits). */
export const SMS_CODE_PATTERN = /^\d{4,8}$/;

const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const IdParams = z.object({ id: Id });

/** A document as the page links it: payout documents by `payouts/documents/{id}`, company files by `files/{id}`. */
export const DocumentRef = contract('PayoutDocumentRef', z.object({ id: z.number().int(), name: z.string() }));

export const PayoutDone = contract('PayoutRequest', PayoutRow.extend({ documents: z.array(DocumentRef) }));
export const PayoutsReply = contract('PayoutsPage', Payout.extend({ list: z.array(PayoutDone) }));

/** Spec 2 §2 "Payouts: request": an amount within min..max for an available period, once per key. */
export const PayoutBody = contract(
  'PayoutBody',
  z.object({
    idempotency_key: IdempotencyKey,
    amount: AmountText,
    period_id: z.number().int().positive(),
    company_id: z.number().int().positive().optional(),
  }),
);

/** Spec 2 §2 "Payouts: sign": the SMS code sent for the payout. */
export const SignBody = contract(
  'PayoutSignBody',
  z.object({ code: z.string().trim().regex(SMS_CODE_PATTERN, 'sms_code_format') }),
);

/** Spec 2 §2 "Payouts: invoices": a file uploaded with `?use=payout-invoice`. */
export const InvoiceBody = contract('PayoutInvoiceBody', z.object({ file_id: z.number().int().positive() }));

export const PayoutCompanyReply = contract(
  'PayoutCompanyCard',
  PayoutCompany.extend({
    offer_file: DocumentRef.nullable(),
    accept_file: DocumentRef.nullable(),
    documents: z.array(DocumentRef),
  }),
);
export const CompaniesReply = contract('PayoutCompanies', z.object({ companies: z.array(PayoutCompanyReply) }));
export const CompanyBody = contract(
  'PayoutCompanyBody',
  z.object({
    name: z.string().trim().min(1).max(200),
    vat: z.string().trim().min(1).max(40),
    address: z.string().trim().min(1).max(300),
    bank_account: z.string().trim().min(1).max(60),
    document_ids: z
      .array(z.number().int().positive())
      .max(COMPANY_DOCUMENTS_MAX)
      .optional()
      .meta({ description: 'Files uploaded with `?use=document`' }),
  }),
);
export const OfferReply = contract(
  'PayoutCompanyOffer',
  z.object({
    offer_file: DocumentRef,
    text: z.string().meta({ description: 'HTML from the upstream; the client sanitises it' }),
  }),
);

export const InternationalConfigReply = contract('InternationalPayoutConfig', InternationalPayoutConfig.extend({}));
export const InternationalPayoutReply = contract('InternationalPayoutRow', InternationalPayout.extend({}));
export const InternationalListReply = contract(
  'InternationalPayouts',
  z.object({ payouts: z.array(InternationalPayoutReply) }),
);
export const InternationalBody = contract(
  'InternationalPayoutBody',
  z.object({
    idempotency_key: IdempotencyKey,
    amount: AmountText,
    payout_currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, PAYOUT_ERRORS.currencyNotOffered),
    fields: z.record(z.string().regex(/^[a-z_]{1,40}$/), z.string().trim().max(200)),
  }),
);

export const CardAccountsReply = contract('CardProviderAccounts', CardProviderAccounts.extend({}));
export const CardAccountReply = contract('CardProviderAccountRow', CardProviderAccount.extend({}));
export const CardAddBody = contract('CardProviderAddBody', z.object({ business_type_id: z.number().int().positive() }));
export const InvitationReply = contract('CardProviderInvitation', z.object({ url: z.string() }));

export const PayoutFile = z.string().meta({ format: 'binary', description: 'The document, streamed' });
export const OkReply = contract('PayoutOk', z.object({ ok: z.boolean() }));
