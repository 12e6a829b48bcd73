import type { InternationalPayout, PayoutConfigField } from '@gf/contracts/upstream/entities/payout';
import type { z } from 'zod';
import { badRequest, notFound, SandboxError } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { localized } from '../localized.js';
import { accounts } from '../state/accounts.js';
import { convert, currencyOf } from '../state/currencies.js';
import { BUSINESS_TYPES_HE, FIELD_LABELS_HE } from './payout-he.js';
import { BUSINESS_TYPES_RU, FIELD_LABELS_RU } from './payout-ru.js';
import { payoutStore, type StoredInternationalPayout } from './payout-store.js';
import { payoutText } from './payout-text.js';
import { partnerOf, roubles } from './payout-views.js';

type AbroadIds =
  | 'payoutInternationalAccept'
  | 'payoutInternationalAdd'
  | 'payoutInternationalList'
  | 'payoutInternationalConfig'
  | 'payoutCardProviderList'
  | 'payoutCardProviderAdd'
  | 'payoutCardProviderInvitation';

const MIN_INTERNATIONAL_RUB = 5000;
const MAX_INTERNATIONAL_RUB = 1_000_000;
/** Currencies an international payout can be made in, by the site that prices in them. */
const PAYOUT_CURRENCY_SITES = ['us', 'eu', 'tr', 'kz', 'ge'];

export const FIELDS: z.input<typeof PayoutConfigField>[] = [
  {
    name: 'beneficiary_name',
    label: 'Beneficiary (as on the bank account)',
    type: 'text',
    required: true,
    options: [],
  },
  { name: 'iban', label: 'IBAN or account number', type: 'text', required: true, options: [] },
  { name: 'swift', label: 'SWIFT / BIC', type: 'text', required: true, options: [] },
  {
    name: 'bank_country',
    label: 'Country of the bank',
    type: 'select',
    required: true,
    options: ['AE', 'DE', 'GE', 'KZ', 'TR', 'US'],
  },
  { name: 'birth_date', label: 'Date of birth', type: 'date', required: false, options: [] },
];
const FIELD_FORMATS: Record<string, RegExp> = {
  iban: /^[A-Z0-9]{12,34}$/,
  swift: /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/,
  birth_date: /^\d{4}-\d{2}-\d{2}$/,
};

export const BUSINESS_TYPES = [
  { id: 1, name: 'Individual' },
  { id: 2, name: 'Sole proprietor' },
  { id: 3, name: 'Self-employed' },
];

/** Units of each payout currency one unit of the site's currency buys. */
const currencyRates = (site: string): Record<string, number> => {
  const rates: Record<string, number> = {};
  for (const payoutSite of PAYOUT_CURRENCY_SITES) {
    const target = currencyOf(payoutSite);
    if (target.currency === currencyOf(site).currency) continue;
    rates[target.currency] = Math.round((currencyOf(site).rublesPerUnit / target.rublesPerUnit) * 1e6) / 1e6;
  }
  return rates;
};

const internationalView = (p: StoredInternationalPayout): z.input<typeof InternationalPayout> => ({
  id: p.id,
  date: p.date,
  amount: p.amount,
  currency_code: p.currencyCode,
  payout_currency: p.payoutCurrency,
  rate: p.rate,
  status: p.status,
  fields: p.fields,
});

export const payoutAbroadHandlers: AreaHandlers<AbroadIds> = {
  payoutInternationalConfig: ({ caller, state, site, language }) => {
    const user = partnerOf(caller);
    const balanceRub = accounts(state).balance(user.id, 'internal');
    return {
      accepted: payoutStore(state).internationalAccepted.has(user.id),
      fields: FIELDS.map((f) => ({
        ...f,
        label: localized(language, f.label, { ru: FIELD_LABELS_RU[f.name], he: FIELD_LABELS_HE[f.name] }),
      })),
      currency_rates: currencyRates(site),
      min_amount: convert(MIN_INTERNATIONAL_RUB, site),
      max_amount: convert(Math.max(0, Math.min(balanceRub, MAX_INTERNATIONAL_RUB)), site),
      currency_code: currencyOf(site).currency,
    };
  },

  payoutInternationalAccept: ({ caller, state }) => {
    payoutStore(state).internationalAccepted.add(partnerOf(caller).id);
    return { ok: true };
  },

  payoutInternationalAdd: ({ caller, state, site, body, language }) => {
    const user = partnerOf(caller);
    const store = payoutStore(state);
    const repeated =
      body.idempotency_key === undefined
        ? undefined
        : store.international.find((p) => p.userId === user.id && p.idempotencyKey === body.idempotency_key);
    if (repeated) return internationalView(repeated);
    if (!store.internationalAccepted.has(user.id))
      throw new SandboxError(400, {
        ok: false,
        detail: payoutText(language, 'termsFirst'),
        code: 'terms_not_accepted',
      });
    const errors: Record<string, string[]> = {};
    const rate = currencyRates(site)[body.payout_currency];
    if (rate === undefined) errors.payout_currency = [payoutText(language, 'currencyNotOffered')];
    const amountRub = roubles(body.amount, site);
    if (amountRub < MIN_INTERNATIONAL_RUB || amountRub > MAX_INTERNATIONAL_RUB)
      errors.amount = [
        payoutText(language, 'amountRange', {
          min: convert(MIN_INTERNATIONAL_RUB, site),
          max: convert(MAX_INTERNATIONAL_RUB, site),
        }),
      ];
    const fields: Record<string, string> = {};
    for (const field of FIELDS) {
      const value = body.fields[field.name]?.trim() ?? '';
      const normalized =
        field.name === 'iban' || field.name === 'swift' ? value.replace(/\s+/g, '').toUpperCase() : value;
      if (!normalized) {
        if (field.required) errors[`fields.${field.name}`] = [payoutText(language, 'required')];
        continue;
      }
      if (field.type === 'select' && !field.options.includes(normalized))
        errors[`fields.${field.name}`] = [payoutText(language, 'chooseOne', { options: field.options.join(', ') })];
      else if (FIELD_FORMATS[field.name] && !FIELD_FORMATS[field.name]!.test(normalized))
        errors[`fields.${field.name}`] = [payoutText(language, 'wrongFormat')];
      fields[field.name] = normalized;
    }
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    if (!accounts(state).debit(user.id, 'internal', amountRub, `International payout in ${body.payout_currency}`))
      throw badRequest({ amount: [payoutText(language, 'notEnough')] });
    const payout: StoredInternationalPayout = {
      id: store.id(),
      userId: user.id,
      date: store.now(),
      amountRub,
      payoutCurrency: body.payout_currency,
      rate: rate!,
      currencyCode: currencyOf(site).currency,
      amount: body.amount,
      status: 'processing',
      fields,
      idempotencyKey: body.idempotency_key ?? null,
    };
    store.international.push(payout);
    return internationalView(payout);
  },

  payoutInternationalList: ({ caller, state }) => {
    const user = partnerOf(caller);
    return {
      payouts: payoutStore(state)
        .international.filter((p) => p.userId === user.id)
        .reverse()
        .map(internationalView),
    };
  },

  payoutCardProviderList: ({ caller, state, language }) => {
    const user = partnerOf(caller);
    return {
      accounts: payoutStore(state)
        .cardAccounts.filter((a) => a.userId === user.id)
        .map((a) => ({
          id: a.id,
          business_type_id: a.businessTypeId,
          card_mask: a.cardMask,
          status: a.status,
          created_at: a.createdAt,
        })),
      business_types: BUSINESS_TYPES.map((t) => ({
        ...t,
        name: localized(language, t.name, { ru: BUSINESS_TYPES_RU[t.id], he: BUSINESS_TYPES_HE[t.id] }),
      })),
    };
  },

  /** One account per business type; the provider then invites the partner to finish onboarding. */
  payoutCardProviderAdd: ({ caller, state, body, language }) => {
    const user = partnerOf(caller);
    if (!BUSINESS_TYPES.some((t) => t.id === body.business_type_id))
      throw badRequest({ business_type_id: [payoutText(language, 'unknownBusinessType')] });
    const store = payoutStore(state);
    if (
      store.cardAccounts.some(
        (a) => a.userId === user.id && a.businessTypeId === body.business_type_id && a.status !== 'rejected',
      )
    )
      throw badRequest({ business_type_id: [payoutText(language, 'businessTypeTaken')] });
    const account = {
      id: store.id(),
      userId: user.id,
      businessTypeId: body.business_type_id,
      cardMask: null,
      status: 'invited' as const,
      createdAt: store.now(),
      invitationsSent: 1,
    };
    store.cardAccounts.push(account);
    return {
      id: account.id,
      business_type_id: account.businessTypeId,
      card_mask: null,
      status: account.status,
      created_at: account.createdAt,
    };
  },

  payoutCardProviderInvitation: ({ caller, state, body, language }) => {
    const user = partnerOf(caller);
    const account = payoutStore(state).cardAccounts.find((a) => a.id === body.account_id && a.userId === user.id);
    if (!account) throw notFound('Card-payout account');
    if (account.status === 'active' || account.status === 'rejected')
      throw badRequest({ account_id: [payoutText(language, 'nothingToFinish', { status: account.status })] });
    account.invitationsSent += 1;
    return {
      ok: true as const,
      url: `https://cards.payout-provider.example/onboarding/${account.id}-${account.invitationsSent}`,
    };
  },
};
