import type { Sample } from '../sample.js';
import { SMS_CODE } from '../state/users.js';

const P = '/greenway/office/payout';
const company = {
  name: 'Green Home LLC',
  vat: '7701234567',
  address: 'Moscow, Tverskaya 1',
  bank_account: '40702810900000012345',
};

/**
 * Ids are handed out in one sequence per run: the seeded history of the six demo partners takes
 * 1-24 (the partner's first payout document is 2), the partner's card account is 25; the card
 * account added below gets 26 and the company 27. Period ids follow the clock, so requesting a
 * payout is shown by its refusal for a period that is not open; the tests cover the whole flow.
 */
export const payoutSamples: Sample[] = [
  { operationId: 'payoutList', as: 'partner' },
  { operationId: 'payoutList', as: 'client', status: 403 },
  { operationId: 'payoutAdd', as: 'partner', body: { amount: 5000, period_id: 190001 }, status: 400 },
  { operationId: 'payoutSign', as: 'partner', body: { payout_id: 1, code: SMS_CODE }, status: 400 },
  { operationId: 'payoutInvoice', as: 'partner', body: { payout_id: 1, file_id: 9001 }, status: 400 },
  { operationId: 'payoutDocument', as: 'partner', path: `${P}/document/2/` },
  { operationId: 'payoutCardProviderList', as: 'partner' },
  { operationId: 'payoutCardProviderAdd', as: 'partner', body: { business_type_id: 3 } },
  { operationId: 'payoutCardProviderInvitation', as: 'partner', body: { account_id: 26 } },
  { operationId: 'payoutCompanyAdd', as: 'partner', body: company },
  { operationId: 'payoutCompanyList', as: 'partner' },
  { operationId: 'payoutCompany', as: 'partner', path: `${P}/company/27/` },
  {
    operationId: 'payoutCompanyEdit',
    as: 'partner',
    path: `${P}/company/27/edit/`,
    body: { ...company, name: 'Green Home Trading LLC' },
  },
  { operationId: 'payoutCompanyOffer', as: 'partner', path: `${P}/company/27/offer/` },
  { operationId: 'payoutCompanyOfferAgree', as: 'partner', path: `${P}/company/27/offer/agree/` },
  { operationId: 'payoutInternationalConfig', as: 'partner' },
  { operationId: 'payoutInternationalAccept', as: 'partner' },
  {
    operationId: 'payoutInternationalAdd',
    as: 'partner',
    body: {
      amount: 10000,
      payout_currency: 'USD',
      fields: {
        beneficiary_name: 'Anna Partnerova',
        iban: 'DE89370400440532013000',
        swift: 'COBADEFFXXX',
        bank_country: 'DE',
      },
    },
  },
  { operationId: 'payoutInternationalList', as: 'partner' },
];
