import { LinkHash, OrderPaymentReply, PayBody, PaymentOutcome } from '@gf/contracts/gateway/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startOrderPayment } from './order-payment.js';

/** The hash of a messenger payment link, as the messenger hands it over (`?hash=` of the page). */
const MessengerPaymentHash = z.object({ hash: LinkHash });

/**
 * The external messenger payment page (spec 1 §2 light layout; spec 2 §7 GET
 * /payment/telegram/hash/{hash}/): a link the messenger hands over names an order by its hash; the
 * upstream answers with the order and a token to pay it with. The token stays here: each payment
 * resolves the hash again and pays with it (an account payment carries it in its body, spec 2 §7
 * pay/{account} {amount, access_token}); provider payments need no token, only the hash (the
 * order's share hash, assumed). Nothing here reads or
 * changes the visitor's own session, so whoever holds the link may pay, signed in or not.
 */
export const messengerPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;
  const resolve = (request: FastifyRequest, hash: string) =>
    calls.call(request, 'telegramPaymentHash', { params: { hash } }, 'none');

  app.get(
    '/external/messenger-payment/:hash',
    {
      config: { access: 'public' },
      schema: {
        tags: ['external'],
        summary: 'The order a messenger payment link names: what it owes and how it can be paid',
        params: MessengerPaymentHash,
        response: { 200: OrderPaymentReply },
      },
    },
    async (request) => (await resolve(request, request.params.hash)).order,
  );

  app.post(
    '/external/messenger-payment/:hash/pay/:provider',
    {
      config: { access: 'public' },
      schema: {
        tags: ['external'],
        summary:
          'Pay the order of a messenger payment link: from the linked user’s account (provider pay) or through an external provider',
        params: MessengerPaymentHash.extend({ provider: z.string().regex(/^[a-z-]{2,30}$/) }),
        body: PayBody.optional(),
        response: { 200: PaymentOutcome },
      },
    },
    async (request) => {
      const { hash, provider } = request.params;
      const link = await resolve(request, hash);
      return startOrderPayment(request, { id: link.order.id, provider }, request.body ?? {}, {
        use: 'none',
        accountToken: link.access_token,
        share: hash,
        back: `${request.siteOrigin}/external/messenger-payment?hash=${encodeURIComponent(hash)}`,
        owed: async () => link.order,
      });
    },
  );
};
