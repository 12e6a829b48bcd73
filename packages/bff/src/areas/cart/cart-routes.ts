import {
  CalculateBody,
  CalculationReply,
  CartBody,
  CartSaveBody,
  CartSaveReply,
  ShareReply,
} from '@gf/contracts/gateway/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asCartRuleError, buyerOf, enforceCartRules, toCartInput } from './buyer.js';

const config = { area: 'shop' as const };

/** The currency of a calculation: that of its lines (all lines share the site's currency). */
const currencyOf = (reply: { products: { currency_code: string }[]; free: { currency_code: string }[] }) =>
  reply.products[0]?.currency_code ?? reply.free[0]?.currency_code ?? null;

/**
 * The cart (spec 2 §3 to §5): sync to the server cart, calculation and sharing. The cart lives in
 * the browser; signed-in users' carts are also saved upstream, visitors' never are (spec 2 §4).
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  app.put(
    '/cart',
    {
      config: { access: 'ordering', ...config },
      schema: {
        tags: ['cart'],
        summary: 'Save the browser cart as the server cart (overwrite by default), after the cart rules',
        body: CartSaveBody,
        response: { 200: CartSaveReply },
      },
    },
    async (request) => {
      const buyer = await buyerOf(request);
      enforceCartRules(request.body.cart);
      // Spec 2 §4: visitors, referral visitors and open-entry sessions keep the cart in the browser only.
      if (buyer.kind !== 'order') return { saved: false, cart: null };
      const cart = await calls
        .call(
          request,
          'cartSave',
          { body: { overwrite: request.body.overwrite, cart: toCartInput(request.body.cart) } },
          'required',
        )
        .catch((error: unknown) => {
          throw asCartRuleError(error);
        });
      return { saved: true, cart };
    },
  );

  app.post(
    '/cart/calculate',
    {
      config: { access: 'session', ...config },
      schema: {
        tags: ['cart'],
        summary: 'Price the cart for a stock, delivery type and city (spec 2 §7 calculate)',
        body: CalculateBody,
        response: { 200: CalculationReply },
      },
    },
    async (request) => {
      const { cart, ...where } = request.body;
      const buyer = await buyerOf(request);
      enforceCartRules(cart);
      const reply = await calls
        .call(
          request,
          'cartCalculate',
          { body: { cart: toCartInput(cart), ...where } },
          buyer.kind === 'order' ? 'optional' : 'none',
        )
        .catch((error: unknown) => {
          throw asCartRuleError(error);
        });
      return { ...reply, currency_code: currencyOf(reply) };
    },
  );

  app.post(
    '/cart/share',
    {
      config: { access: 'ordering', ...config },
      schema: {
        tags: ['cart'],
        summary: 'Share the cart as a link (cart-share dialog)',
        body: z.object({ cart: CartBody }),
        response: { 200: ShareReply },
      },
    },
    async (request) => {
      const buyer = await buyerOf(request);
      return calls.call(
        request,
        'cartShare',
        { body: { cart: toCartInput(request.body.cart) } },
        buyer.kind === 'order' ? 'optional' : 'none',
      );
    },
  );

  app.get(
    '/cart/shared/:hash',
    {
      config: { access: 'public', ...config },
      schema: {
        tags: ['cart'],
        summary: 'A shared cart, priced, to open in this browser',
        params: z.object({ hash: z.string().min(1).max(100) }),
        response: { 200: CalculationReply },
      },
    },
    async (request) => {
      const reply = await calls.call(request, 'cartCalculate', { body: { public_set: request.params.hash } }, 'none');
      return { ...reply, currency_code: currencyOf(reply) };
    },
  );
};
