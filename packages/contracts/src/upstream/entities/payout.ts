import { z } from 'zod';
import { Money } from '../common.js';
import { IsoDateTime, OfficeFile, OfficePeriod } from './office.js';

/** Payout status names are not shown. */
export const PayoutStatus = z
  .enum(['new', 'awaiting_sign', 'awaiting_invoice', 'processing', 'paid', 'declined'])
  .meta({ id: 'PayoutStatus', 'x-assumed': true });

export const PayoutRow = z
  .object({
    id: z.number().int(),
    date: IsoDateTime,
    period_id: z.number().int(),
    amount: Money,
    currency_code: z.string(),
    status: PayoutStatus,
    company_id: z.number().int().nullable(),
    documents: z.array(OfficeFile),
  })
  .meta({ id: 'PayoutRow', 'x-assumed': true });

/** Spec 2 §3 Payout: list, balance, autobonus, travel, periods, available_periods, min/max, currency, message. */
export const Payout = z
  .object({
    list: z.array(PayoutRow),
    balance: Money,
    autobonus: Money,
    travel: Money,
    periods: z.array(OfficePeriod),
    available_periods: z.array(z.number().int()).meta({ description: 'Ids of periods a payout may be requested for' }),
    min_amount: Money,
    max_amount: Money,
    currency_code: z.string(),
    message: z.string().nullable(),
  })
  .meta({ id: 'Payout' });

export const PayoutAdd = z
  .object({
    amount: z.number().positive(),
    period_id: z.number().int(),
    company_id: z.number().int().optional(),
    idempotency_key: z.string().max(64).optional().meta({
      description:
        'Made by the client once per attempt; a repeated key answers with the first payout, never a second one',
    }),
  })
  .meta({ id: 'PayoutAdd', 'x-assumed': true });

/** Spec 2 §3 Payout company: vat, name, offer and accept files. */
export const PayoutCompany = z
  .object({
    id: z.number().int(),
    name: z.string(),
    vat: z.string(),
    offer_file: OfficeFile.nullable(),
    accept_file: OfficeFile.nullable(),
    offer_agreed: z.boolean(),
    documents: z.array(OfficeFile).meta({
      description: 'The company documents uploaded with it (stored files, GET /greenway/file/{id}/)',
      'x-assumed': true,
    }),
  })
  .meta({ id: 'PayoutCompany' });

export const PayoutCompanyInput = z
  .object({
    name: z.string().min(1),
    vat: z.string().min(1),
    address: z.string().min(1),
    bank_account: z.string().min(1),
    document_ids: z
      .array(z.number().int())
      .optional()
      .meta({ description: 'Company documents stored through POST /greenway/file/upload/ (file_ids)' }),
  })
  .meta({ id: 'PayoutCompanyInput', 'x-assumed': true });

/** A field the international payout form asks for (spec 2 §3 "config fields"). */
export const PayoutConfigField = z
  .object({
    name: z.string(),
    label: z.string(),
    type: z.enum(['text', 'select', 'date']),
    required: z.boolean(),
    options: z.array(z.string()),
  })
  .meta({ id: 'PayoutConfigField', 'x-assumed': true });

/** Spec 2 §3 International payout: config fields and currency_rates. */
export const InternationalPayoutConfig = z
  .object({
    accepted: z.boolean().meta({ description: 'Whether the user accepted the international payout terms' }),
    fields: z.array(PayoutConfigField),
    currency_rates: z.record(z.string(), z.number()).meta({ description: 'Rate per currency code' }),
    min_amount: Money,
    max_amount: Money,
    currency_code: z.string(),
  })
  .meta({ id: 'InternationalPayoutConfig' });

export const InternationalPayout = z
  .object({
    id: z.number().int(),
    date: IsoDateTime,
    amount: Money,
    currency_code: z.string(),
    payout_currency: z.string(),
    rate: z.number(),
    status: PayoutStatus,
    fields: z.record(z.string(), z.string()),
  })
  .meta({ id: 'InternationalPayout', 'x-assumed': true });

export const InternationalPayoutAdd = z
  .object({
    amount: z.number().positive(),
    payout_currency: z.string().min(1),
    fields: z.record(z.string(), z.string()),
    idempotency_key: z.string().max(64).optional().meta({
      description:
        'Made by the client once per attempt; a repeated key answers with the first payout, never a second one',
    }),
  })
  .meta({ id: 'InternationalPayoutAdd', 'x-assumed': true });

/** Spec 2 §3 card-payout provider business_types. */
export const CardProviderBusinessType = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'CardProviderBusinessType', 'x-assumed': true });

/** Spec 2 §3 card-payout provider account. */
export const CardProviderAccount = z
  .object({
    id: z.number().int(),
    business_type_id: z.number().int(),
    card_mask: z.string().nullable(),
    status: z.enum(['invited', 'pending', 'active', 'rejected']),
    created_at: IsoDateTime,
  })
  .meta({ id: 'CardProviderAccount', 'x-assumed': true });

export const CardProviderAccounts = z
  .object({ accounts: z.array(CardProviderAccount), business_types: z.array(CardProviderBusinessType) })
  .meta({ id: 'CardProviderAccounts' });
