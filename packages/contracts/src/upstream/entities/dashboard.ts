import { z } from 'zod';
import { Money } from '../common.js';
import { IsoDate, OfficePeriod } from './office.js';

/** GET /greenway/office/ (spec 2 §7): the office shell. Its shape is not shown. */
export const OfficeHome = z
  .object({
    sections: z.array(z.object({ name: z.string(), title: z.string(), path: z.string() })),
    unread_mail: z.number().int(),
    need_agreements: z.boolean(),
    held_tickets: z.number().int().meta({
      'x-assumed': true,
      description:
        'Tickets on a running hold (pre-reserved or awaiting confirmation or payment) over all events; the API has no list of holds across events',
    }),
  })
  .meta({ id: 'OfficeHome', 'x-assumed': true });

/**
 * One condition of the next qualification: personal points (LOPV, to be active) and group points
 * (SGOPV). The spec names the ranks but not their bounds, so their shape is ours.
 */
export const NextRankCondition = z
  .object({ name: z.enum(['LOPV', 'SGOPV']), value: z.number(), target: z.number() })
  .meta({ id: 'NextRankCondition', 'x-assumed': true });

/** GET /greenway/office/dashboard/: the partner's month at a glance. Its shape is not shown. */
export const Dashboard = z
  .object({
    period: OfficePeriod,
    rank: z.string(),
    next_rank: z.string().nullable(),
    LO: z.number().meta({ description: 'Personal volume, as spec 2 §3 names it' }),
    SGO: z.number().meta({ description: 'Group volume, as spec 2 §3 names it' }),
    partners_count: z.number().int(),
    clients_count: z.number().int(),
    new_partners_count: z.number().int(),
    balance: Money,
    currency_code: z.string(),
    history: z
      .array(z.object({ period_id: z.number().int(), name: z.string(), LO: Money, SGO: Money }))
      .meta({ description: 'Personal and group volume of the latest periods, the current one first' }),
    next_rank_conditions: z.array(NextRankCondition).meta({
      'x-assumed': true,
      description: 'What the next qualification needs this period and where the partner stands; empty at the top rank',
    }),
  })
  .meta({ id: 'Dashboard', 'x-assumed': true });

/** The promotions dashboard/cruise, too-fast-too-furious and pro-grade: progress against conditions. */
export const DashboardChallenge = z
  .object({
    name: z.string(),
    title: z.string(),
    date_from: IsoDate,
    date_to: IsoDate,
    achieved: z.boolean(),
    conditions: z.array(
      z.object({ name: z.string(), title: z.string(), target: z.number(), value: z.number(), done: z.boolean() }),
    ),
  })
  .meta({ id: 'DashboardChallenge', 'x-assumed': true });

/** GET /greenway/office/webim/: the live-chat widget, offered only on configured domains (spec 2 §1). */
export const WebimConfig = z
  .object({
    enabled: z.boolean(),
    account: z.string(),
    location: z.string(),
    visitor: z.object({ fields: z.record(z.string(), z.string()), hash: z.string() }).nullable(),
  })
  .meta({ id: 'WebimConfig', 'x-assumed': true });

/** GET /greenway/office/greenjack/: a company promotion; the spec names only the call. */
export const GreenJack = z
  .object({
    is_active: z.boolean(),
    title: z.string(),
    jackpot: Money,
    currency_code: z.string(),
    tickets: z.number().int(),
    draw_date: IsoDate.nullable(),
  })
  .meta({ id: 'GreenJack', 'x-assumed': true });
