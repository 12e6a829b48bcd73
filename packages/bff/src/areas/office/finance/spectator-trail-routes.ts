import { contract } from '@gf/contracts/gateway/contract-registry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../../platform/errors/envelope.js';
import { ownerOf } from '../../../platform/session/account-sessions.js';
import type { TrailVisit } from '../../../platform/session/spectator-trail.js';

const TrailPerson = z.object({
  name: z.string().nullable(),
  role: z.enum(['partner', 'employee', 'client']),
});

export const SpectatorVisit = contract(
  'SpectatorVisit',
  z.object({
    manager: TrailPerson,
    user: TrailPerson,
    can_order: z.boolean(),
    started_at: z.iso.datetime(),
    ended_at: z.iso.datetime().nullable(),
    writes: z.array(
      z.object({
        at: z.iso.datetime(),
        kind: z.enum(['order', 'payment', 'cart', 'other']),
        reference: z.string().nullable().meta({ description: 'The order number made, or the order id paid' }),
      }),
    ),
  }),
);

const iso = (ms: number) => new Date(ms).toISOString();
const view = (visit: TrailVisit): z.output<typeof SpectatorVisit> => ({
  manager: { name: visit.manager.name, role: visit.manager.role },
  user: { name: visit.user.name, role: visit.user.role },
  can_order: visit.canOrder,
  started_at: iso(visit.startedAt),
  ended_at: visit.endedAt === null ? null : iso(visit.endedAt),
  writes: visit.writes.map((write) => ({ at: iso(write.at), kind: write.kind, reference: write.reference })),
});

/**
 * The spectator trail (issue 35 item 2): who watched this account's office, when, for how long and
 * what they wrote meanwhile; and, for a manager, the same of their own watching. The owner's alone.
 */
export const spectatorTrailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions, trail } = app.core;

  app.get(
    '/finance/security/spectators',
    {
      config: { access: 'ownerOnly', page: 'OfficeSecurity' },
      schema: {
        tags: ['finance'],
        summary: 'Visits to this office by viewing managers, and the visits this account made, newest first',
        response: { 200: z.object({ watched_me: z.array(SpectatorVisit), watched_by_me: z.array(SpectatorVisit) }) },
      },
    },
    async (request) => {
      const owner = ownerOf((await sessions.load(request))?.data);
      if (!owner) throw new GatewayError({ status: 401, code: 'sign_in_required', message: 'Please sign in' });
      const { watchedMe, watchedByMe } = await trail.read(owner);
      return { watched_me: watchedMe.map(view), watched_by_me: watchedByMe.map(view) };
    },
  );
};
