import { contract } from '@gf/contracts/gateway/contract-registry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLICK_TYPES } from '../../platform/constants.js';

const ClickType = contract(
  'ShopClickType',
  z
    .union(
      Object.values(CLICK_TYPES).map((type) => z.literal(type)) as [
        z.ZodLiteral<0>,
        z.ZodLiteral<1>,
        z.ZodLiteral<2>,
        z.ZodLiteral<3>,
      ],
    )
    .meta({ description: 'Spec 1 §3: 0 catalogue, 1 mobile app, 2 mobile catalogue, 3 print catalogue' }),
);

/**
 * Click logging (spec 1 §7 POST /click/). Spec 1 §8: its errors are swallowed — the visitor is
 * never shown one; the gateway logs it and answers 204 whatever the upstream said.
 */
export const clickRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  app.post(
    '/shop/click',
    {
      config: { area: 'shop', access: 'session' },
      schema: {
        tags: ['shop'],
        summary: 'Log a catalogue click; always 204',
        body: z.object({
          name: z.string().trim().min(1).max(200),
          place: z.string().trim().min(1).max(200),
          type: ClickType,
        }),
        response: { 204: z.null().meta({ description: 'Logged, or failed and swallowed' }) },
      },
    },
    async (request, reply) => {
      try {
        await calls.call(request, 'clickLog', { body: request.body });
      } catch (error) {
        // The one swallowed failure: spec 1 §8 asks for it ("cart click logging swallows errors").
        request.log.debug({ err: error }, 'click log failed (swallowed, spec 1 §8)');
      }
      reply.code(204);
      return null;
    },
  );
};
