import { FastOrderBody, FastOrderReply } from '@gf/contracts/gateway/orders';
import { FAST_ORDER_ERRORS } from '@gf/contracts/rules/fast-order';
import { minorToDecimal, toMinor } from '@gf/contracts/rules/money-rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GatewayError } from '../../../platform/errors/envelope.js';

/**
 * /office/orders/fast (spec 1 §2): the quick order form's rows checked and priced at once. The
 * body's shape is checked before any upstream call (400 with `lines.N.code` / `lines.N.quantity`);
 * then each code is looked up by the shop's quick product call, and codes the catalogue does not
 * sell here come back as field errors too. The page puts the priced rows in the cart itself, so
 * the cart (spec 2 §4: it lives in the browser) is never replaced by this call.
 */
export const fastOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  const lookUp = async (request: FastifyRequest, code: string) => {
    try {
      return await calls.call(request, 'productQuick', { query: { code } });
    } catch (error) {
      if (error instanceof GatewayError && error.envelope.status === 404) return null;
      throw error;
    }
  };

  app.post(
    '/orders/fast',
    {
      config: { access: 'session', page: 'OfficeOrdersFast' },
      schema: {
        tags: ['orders'],
        summary: 'Check and price the rows of a quick order (product code and quantity each)',
        body: FastOrderBody,
        response: { 200: FastOrderReply },
      },
    },
    async (request) => {
      const { lines } = request.body;
      const products = await Promise.all(lines.map((line) => lookUp(request, line.code)));
      const unknown = lines.flatMap((_, index) => (products[index] === null ? [index] : []));
      if (unknown.length > 0)
        throw new GatewayError({
          status: 400,
          code: 'invalid_input',
          message: 'Some product codes are not sold here',
          fields: Object.fromEntries(unknown.map((index) => [`lines.${index}.code`, [FAST_ORDER_ERRORS.codeUnknown]])),
        });
      let total = 0;
      const priced = lines.map((line, index) => {
        const product = products[index]!;
        const minor = toMinor(product.price) * line.quantity;
        total += minor;
        return { quantity: line.quantity, sum: minorToDecimal(minor), product };
      });
      return { lines: priced, total: minorToDecimal(total), currency_code: priced[0]!.product.currency_code };
    },
  );
};
