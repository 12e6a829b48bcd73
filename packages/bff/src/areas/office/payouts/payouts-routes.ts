import { amountError, minorToAmount, parseAmountMinor, toMinor } from '@gf/contracts/rules/money-rules';
import type { UpstreamOperations } from '@gf/contracts/upstream/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { downloadRoute } from '../../../platform/files/download-route.js';
import { signedInUser } from '../../../platform/security/credential-limit.js';
import { IDEMPOTENCY_KEEP_MS } from '../../../platform/writes/idempotency-key.js';
import { WriteOnce } from '../../../platform/writes/write-once.js';
import { fieldError } from '../finance/finance-routes.js';
import {
  CardAccountReply,
  CardAccountsReply,
  CardAddBody,
  CompaniesReply,
  CompanyBody,
  CURRENCY_NOT_OFFERED,
  IdParams,
  InternationalBody,
  InternationalConfigReply,
  InternationalListReply,
  InternationalPayoutReply,
  InvitationReply,
  InvoiceBody,
  OfferReply,
  OkReply,
  PayoutBody,
  PayoutCompanyReply,
  PayoutDone,
  PayoutFile,
  PayoutsReply,
  PERIOD_NOT_AVAILABLE,
  SignBody,
} from './payouts-schemas.js';

type Reply<Id extends keyof UpstreamOperations> = z.output<UpstreamOperations[Id]['reply']>;
type UpstreamFile = { id: number; name: string };
type PayoutRow = Reply<'payoutAdd'>;
type Company = Reply<'payoutCompany'>;

const ref = (file: UpstreamFile): { id: number; name: string } => ({ id: file.id, name: file.name });
const rowOf = (row: PayoutRow): z.infer<typeof PayoutDone> => ({ ...row, documents: row.documents.map(ref) });
const companyOf = (company: Company): z.infer<typeof PayoutCompanyReply> => ({
  ...company,
  offer_file: company.offer_file ? ref(company.offer_file) : null,
  accept_file: company.accept_file ? ref(company.accept_file) : null,
  documents: company.documents.map(ref),
});

const config = { page: 'OfficePayouts' } as const;

/**
 * Payouts (spec 1 §2 /office/finance/payouts; spec 2 §2 "Payouts", §3 Payout, §7 payout calls):
 * the list, a request within min..max checked here and made once per idempotency key, its SMS
 * signature (limited like sign-in), invoices and documents, payout companies with their offer,
 * international payouts and the card-payout provider. Every write moves money or binds the user
 * to a contract: owner only, never a manager viewing the account.
 */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, sessions } = app.core;
  const payoutFlights = new WriteOnce<z.infer<typeof PayoutDone>>(sessions, IDEMPOTENCY_KEEP_MS);
  const abroadFlights = new WriteOnce<z.infer<typeof InternationalPayoutReply>>(sessions, IDEMPOTENCY_KEEP_MS);

  app.get(
    '/payouts',
    {
      config: { access: 'signedIn', ...config },
      schema: {
        tags: ['payouts'],
        summary:
          'Payouts with periods, available periods, balance, autobonus, travel, min and max amount, currency and message',
        response: { 200: PayoutsReply },
      },
    },
    async (request) => {
      const page = await calls.call(request, 'payoutList', {});
      return { ...page, list: page.list.map(rowOf) };
    },
  );

  app.post(
    '/payouts',
    {
      config: { access: 'ownerOnly', ...config },
      schema: {
        tags: ['payouts'],
        summary:
          'Request a payout within min..max for an available period (checked first); one payout per idempotency key',
        body: PayoutBody,
        response: { 200: PayoutDone },
      },
    },
    async (request) => {
      const body = request.body;
      const run = async () => {
        const minor = parseAmountMinor(body.amount) ?? 0;
        const page = await calls.call(request, 'payoutList', {});
        const why = amountError(minor, {
          min: toMinor(page.min_amount),
          max: toMinor(page.max_amount),
          balance: toMinor(page.balance),
        });
        if (why) throw fieldError('amount', why);
        if (!page.available_periods.includes(body.period_id)) throw fieldError('period_id', PERIOD_NOT_AVAILABLE);
        const row = await calls.call(request, 'payoutAdd', {
          body: {
            amount: minorToAmount(minor),
            period_id: body.period_id,
            ...(body.company_id === undefined ? {} : { company_id: body.company_id }),
            idempotency_key: body.idempotency_key,
          },
        });
        return rowOf(row);
      };
      return (await payoutFlights.run(request, body.idempotency_key, run)).value;
    },
  );

  app.post(
    '/payouts/:id/sign',
    {
      config: {
        access: 'ownerOnly',
        ...config,
        smsFields: ['code'],
        // The code signs the user's own payout: its guesses count per user, whichever payout they name.
        credentialLimit: { counter: 'sms-code', subject: signedInUser },
      },
      schema: {
        tags: ['payouts'],
        summary:
          'Sign a payout with the SMS code (a wrong code is a field error under `sms`); attempts limited like sign-in',
        params: IdParams,
        body: SignBody,
        response: { 200: PayoutDone },
      },
    },
    async (request) =>
      rowOf(
        await calls.call(request, 'payoutSign', { body: { payout_id: request.params.id, code: request.body.code } }),
      ),
  );

  app.post(
    '/payouts/:id/invoice',
    {
      config: { access: 'ownerOnly', ...config },
      schema: {
        tags: ['payouts'],
        summary: 'Attach the company’s invoice (a file uploaded with ?use=payout-invoice) to a payout',
        params: IdParams,
        body: InvoiceBody,
        response: { 200: PayoutDone },
      },
    },
    async (request) =>
      rowOf(
        await calls.call(request, 'payoutInvoice', {
          body: { payout_id: request.params.id, file_id: request.body.file_id },
        }),
      ),
  );

  downloadRoute(app, '/payouts/documents/:id', {
    config: { access: 'signedIn', ...config },
    schema: {
      tags: ['payouts'],
      summary: 'A payout document (application, signed copy, invoice, offer, acceptance), streamed',
      params: IdParams,
      response: { 200: PayoutFile },
    },
    download: (request) => ({
      operationId: 'payoutDocument',
      params: { id: request.params.id },
      filename: `payout-document-${request.params.id}.pdf`,
    }),
  });

  app.get(
    '/payouts/companies',
    {
      config: { access: 'signedIn', ...config },
      schema: { tags: ['payouts'], summary: 'The user’s payout companies', response: { 200: CompaniesReply } },
    },
    async (request) => {
      const { companies } = await calls.call(request, 'payoutCompanyList', {});
      return { companies: companies.map(companyOf) };
    },
  );

  app.post(
    '/payouts/companies',
    {
      config: { access: 'ownerOnly', ...config },
      schema: {
        tags: ['payouts'],
        summary: 'Add a payout company with its documents; the VAT number is checked by the upstream',
        body: CompanyBody,
        response: { 200: PayoutCompanyReply },
      },
    },
    async (request) => companyOf(await calls.call(request, 'payoutCompanyAdd', { body: request.body })),
  );

  app.get(
    '/payouts/companies/:id',
    {
      config: { access: 'signedIn', ...config },
      schema: {
        tags: ['payouts'],
        summary: 'One payout company',
        params: IdParams,
        response: { 200: PayoutCompanyReply },
      },
    },
    async (request) => companyOf(await calls.call(request, 'payoutCompany', { params: request.params })),
  );

  app.put(
    '/payouts/companies/:id',
    {
      config: { access: 'ownerOnly', ...config },
      schema: {
        tags: ['payouts'],
        summary: 'Change a payout company (a new name or VAT needs its offer agreed again)',
        params: IdParams,
        body: CompanyBody,
        response: { 200: PayoutCompanyReply },
      },
    },
    async (request) =>
      companyOf(await calls.call(request, 'payoutCompanyEdit', { params: request.params, body: request.body })),
  );

  app.get(
    '/payouts/companies/:id/offer',
    {
      config: { access: 'signedIn', ...config },
      schema: {
        tags: ['payouts'],
        summary: 'The contract offer of a payout company (payouts-contract-offer modal)',
        params: IdParams,
        response: { 200: OfferReply },
      },
    },
    async (request) => {
      const offer = await calls.call(request, 'payoutCompanyOffer', { params: request.params });
      return { offer_file: ref(offer.offer_file), text: offer.text };
    },
  );

  app.post(
    '/payouts/companies/:id/offer/agree',
    {
      config: { access: 'ownerOnly', ...config },
      schema: {
        tags: ['payouts'],
        summary: 'Agree to a payout company’s offer; the company then carries the accept file',
        params: IdParams,
        response: { 200: PayoutCompanyReply },
      },
    },
    async (request) => companyOf(await calls.call(request, 'payoutCompanyOfferAgree', { params: request.params })),
  );

  app.get(
    '/payouts/international',
    {
      config: { access: 'signedIn', ...config },
      schema: {
        tags: ['payouts'],
        summary:
          'The international payout form (config fields, currency rates, bounds) and the user’s international payouts',
        response: { 200: InternationalConfigReply.extend({ payouts: InternationalListReply.shape.payouts }) },
      },
    },
    async (request) => {
      const [form, list] = await Promise.all([
        calls.call(request, 'payoutInternationalConfig', {}),
        calls.call(request, 'payoutInternationalList', {}),
      ]);
      return { ...form, payouts: list.payouts };
    },
  );

  app.post(
    '/payouts/international/accept',
    {
      config: { access: 'ownerOnly', ...config },
      schema: { tags: ['payouts'], summary: 'Accept the terms of international payouts', response: { 200: OkReply } },
    },
    async (request) => calls.call(request, 'payoutInternationalAccept', {}),
  );

  app.post(
    '/payouts/international',
    {
      config: { access: 'ownerOnly', ...config },
      schema: {
        tags: ['payouts'],
        summary: 'Request an international payout within min..max in an offered currency; one per idempotency key',
        body: InternationalBody,
        response: { 200: InternationalPayoutReply },
      },
    },
    async (request) => {
      const body = request.body;
      const run = async () => {
        const minor = parseAmountMinor(body.amount) ?? 0;
        const form = await calls.call(request, 'payoutInternationalConfig', {});
        const why = amountError(minor, { min: toMinor(form.min_amount), max: toMinor(form.max_amount) });
        if (why) throw fieldError('amount', why);
        if (!Object.hasOwn(form.currency_rates, body.payout_currency))
          throw fieldError('payout_currency', CURRENCY_NOT_OFFERED);
        const missing = form.fields.find((f) => f.required && !body.fields[f.name]?.trim());
        if (missing) throw fieldError(`fields.${missing.name}`, 'required');
        return calls.call(request, 'payoutInternationalAdd', {
          body: {
            amount: minorToAmount(minor),
            payout_currency: body.payout_currency,
            fields: body.fields,
            idempotency_key: body.idempotency_key,
          },
        });
      };
      return (await abroadFlights.run(request, body.idempotency_key, run)).value;
    },
  );

  app.get(
    '/payouts/card-provider',
    {
      config: { access: 'signedIn', ...config },
      schema: {
        tags: ['payouts'],
        summary: 'Card-payout provider accounts and the business types they can have',
        response: { 200: CardAccountsReply },
      },
    },
    async (request) => calls.call(request, 'payoutCardProviderList', {}),
  );

  app.post(
    '/payouts/card-provider',
    {
      config: { access: 'ownerOnly', ...config },
      schema: {
        tags: ['payouts'],
        summary: 'Open a card-payout provider account for a business type',
        body: CardAddBody,
        response: { 200: CardAccountReply },
      },
    },
    async (request) => calls.call(request, 'payoutCardProviderAdd', { body: request.body }),
  );

  app.post(
    '/payouts/card-provider/:id/invitation',
    {
      config: { access: 'ownerOnly', ...config },
      schema: {
        tags: ['payouts'],
        summary: 'Send the provider’s onboarding invitation for an account again; its address',
        params: IdParams,
        response: { 200: InvitationReply },
      },
    },
    async (request) => {
      const sent = await calls.call(request, 'payoutCardProviderInvitation', {
        body: { account_id: request.params.id },
      });
      return { url: sent.url };
    },
  );
};
