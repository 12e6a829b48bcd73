import {
  CardAccountReply,
  CardAccountsReply,
  CardAddBody,
  IdParams,
  InvitationReply,
} from '@gf/contracts/gateway/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payoutsPage } from './payouts-route-helpers.js';

/**
 * The card-payout provider (spec 2 §2 "Payouts", §7 payout calls): the user's card accounts, one
 * added, and the provider's invitation. Owner only, never a manager viewing the account.
 */
export const cardProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  app.get(
    '/payouts/card-provider',
    {
      config: { access: 'signedIn', ...payoutsPage },
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
      config: { access: 'ownerOnly', ...payoutsPage },
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
      config: { access: 'ownerOnly', ...payoutsPage },
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
