import { LinkHash, OrderPaymentReply, PayBody, PaymentOutcome } from '@gf/contracts/gateway/orders';
import { SHARE_LINK_UNKNOWN } from '@gf/contracts/rules/order-share';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../../platform/errors/envelope.js';
import { startOrderPayment } from './order-payment.js';

/** An order and the hash of its share link, as the link `/shop/order/{id}/payment/?share=` carries them. */
const SharedOrder = z.object({ id: z.coerce.number().int().min(1), share: LinkHash });

/**
 * The page a link to an unknown order or a wrong hash opens explains itself (issue 32 item 4):
 * the upstream's 404 leaves without the redirect to the error page it would otherwise carry.
 */
const unknownLink = (error: unknown): never => {
  if (error instanceof GatewayError && error.envelope.status === 404) {
    throw new GatewayError({ status: 404, code: SHARE_LINK_UNKNOWN, message: 'No order is shared by this link' });
  }
  throw error;
};

/**
 * An order shared by link (spec 2 §2 orders "share", spec 2 §7 PUT /shop/order/{id}/share/): whoever
 * holds the link sees what the order owes and pays it, signed in or not. The hash goes to the
 * upstream with every call (assumed `?share=`), which alone decides whether it opens the order; the
 * buyer's own session still reaches their order as always.
 */
export const sharedOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;
  app.get(
    '/orders/:id/shared/:share',
    {
      config: { access: 'ordering' },
      schema: {
        tags: ['orders'],
        summary: 'The order a share link names: what it owes and how it can be paid',
        params: SharedOrder,
        response: { 200: OrderPaymentReply },
      },
    },
    async (request) => {
      const { id, share } = request.params;
      return calls.call(request, 'orderPayment', { params: { id }, query: { share } }).catch(unknownLink);
    },
  );

  app.post(
    '/orders/:id/shared/:share/pay/:provider',
    {
      config: { access: 'ordering' },
      schema: {
        tags: ['orders'],
        summary: 'Pay the order a share link names through an external provider (or the buyer’s own account)',
        params: SharedOrder.extend({ provider: z.string().regex(/^[a-z-]{2,30}$/) }),
        body: PayBody.optional(),
        response: { 200: PaymentOutcome },
      },
    },
    async (request) => {
      const { id, share, provider } = request.params;
      return startOrderPayment(request, { id, provider }, request.body ?? {}, {
        use: 'optional',
        accountToken: '',
        share,
        back: `${request.siteOrigin}/shop/order/${id}/payment?share=${encodeURIComponent(share)}`,
        owed: () => calls.call(request, 'orderPayment', { params: { id }, query: { share } }),
      }).catch(unknownLink);
    },
  );
};
