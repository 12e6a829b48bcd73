import { CompaniesReply, CompanyBody, IdParams, OfferReply, PayoutCompanyReply } from '@gf/contracts/gateway/payouts';
import type { UpstreamOperations } from '@gf/contracts/upstream/upstream-operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { fileRef, payoutsPage } from './payouts-route-helpers.js';

type Reply<Id extends keyof UpstreamOperations> = z.output<UpstreamOperations[Id]['reply']>;

type Company = Reply<'payoutCompany'>;

const companyOf = (company: Company): z.infer<typeof PayoutCompanyReply> => ({
  ...company,
  offer_file: company.offer_file ? fileRef(company.offer_file) : null,
  accept_file: company.accept_file ? fileRef(company.accept_file) : null,
  documents: company.documents.map(fileRef),
});

/**
 * Payout companies (spec 2 §2 "Payouts", §7 payout calls): the user's companies, their details and
 * the offer they agree to. Owner only, never a manager viewing the account.
 */
export const payoutCompaniesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  app.get(
    '/payouts/companies',
    {
      config: { access: 'signedIn', ...payoutsPage },
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
      config: { access: 'ownerOnly', ...payoutsPage },
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
      config: { access: 'signedIn', ...payoutsPage },
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
      config: { access: 'ownerOnly', ...payoutsPage },
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
      config: { access: 'signedIn', ...payoutsPage },
      schema: {
        tags: ['payouts'],
        summary: 'The contract offer of a payout company (payouts-contract-offer modal)',
        params: IdParams,
        response: { 200: OfferReply },
      },
    },
    async (request) => {
      const offer = await calls.call(request, 'payoutCompanyOffer', { params: request.params });
      return { offer_file: fileRef(offer.offer_file), text: offer.text };
    },
  );

  app.post(
    '/payouts/companies/:id/offer/agree',
    {
      config: { access: 'ownerOnly', ...payoutsPage },
      schema: {
        tags: ['payouts'],
        summary: 'Agree to a payout company’s offer; the company then carries the accept file',
        params: IdParams,
        response: { 200: PayoutCompanyReply },
      },
    },
    async (request) => companyOf(await calls.call(request, 'payoutCompanyOfferAgree', { params: request.params })),
  );
};
