import { z } from 'zod';
import { ROLES } from '../rules/office-access.js';
import { AccountType } from '../upstream/entities/finance.js';
import { contract } from './contract-registry.js';

/** A block of the office home that could not be read: the page shows it as failed, not the page. */
export const OfficeBlockFailure = contract(
  'OfficeBlockFailure',
  z.object({ state: z.literal('failed'), error: z.object({ status: z.number().int(), code: z.string() }) }),
);

/** A block read with the others; `failed` when its own read failed (the rest of the page stands). */
const block = <T extends z.ZodType>(data: T) =>
  z.discriminatedUnion('state', [z.object({ state: z.literal('ok'), data }), OfficeBlockFailure]);

/** A CMS page of the office (spec 1 §2 /office/{section}/{subsection}) as a link. */
export const OfficeCmsLink = contract('OfficeCmsLink', z.object({ title: z.string(), path: z.string() }));

/** One period's volumes (spec 2 §3 LO, SGO) in the site's currency. */
export const OfficePeriodVolumes = contract(
  'OfficePeriodVolumes',
  z.object({ period_id: z.number().int(), name: z.string(), LO: z.number(), SGO: z.number() }),
);

/** One condition of the next qualification (upstream Dashboard next_rank_conditions, x-assumed). */
export const OfficeRankCondition = contract(
  'OfficeRankCondition',
  z.object({ name: z.enum(['LOPV', 'SGOPV']), value: z.number(), target: z.number() }),
);

/** The partner's team at a glance: qualification, group volume and team counts. */
export const OfficeTeamSummary = contract(
  'OfficeTeamSummary',
  z.object({
    rank: z.string(),
    next_rank: z.string().nullable(),
    SGO: z.number(),
    partners_count: z.number().int(),
    clients_count: z.number().int(),
    new_partners_count: z.number().int(),
  }),
);

/** The dashboard block: what every partner and client sees; the team and history for a partner only. */
export const OfficeDashboardBlock = contract(
  'OfficeDashboardBlock',
  z.object({
    period: z.object({ id: z.number().int(), name: z.string() }),
    LO: z.number(),
    balance: z.number(),
    currency_code: z.string(),
    team: z.union([OfficeTeamSummary, z.null()]).meta({ description: 'Partners only' }),
    history: z
      .array(OfficePeriodVolumes)
      .meta({ description: 'Partners only (empty for a client): the latest periods, oldest first, for the chart' }),
    change: z
      .object({ LO: z.number(), SGO: z.number() })
      .nullable()
      .meta({ description: 'This period minus the one before, computed in minor units; null without two periods' }),
    next_rank_conditions: z
      .array(OfficeRankCondition)
      .meta({ description: 'Partners only: what the next qualification needs; empty at the top rank or for a client' }),
  }),
);

/** The partner's earnings (spec 2 §3 Statement total) of this period and the one before. */
export const OfficeEarnings = contract(
  'OfficeEarnings',
  z.object({
    period: z.object({ id: z.number().int(), name: z.string() }),
    total: z.number(),
    currency_code: z.string(),
    previous: z
      .object({ id: z.number().int(), name: z.string(), total: z.number() })
      .nullable()
      .meta({ description: 'Null without an earlier period' }),
    change: z.number().nullable().meta({ description: 'total minus previous.total, computed in minor units' }),
  }),
);

/** What may need the partner today, each handled on its own page (issue 32 item 3). */
export const OFFICE_NEEDS = [
  'unsigned_payouts',
  'documents_to_sign',
  'held_tickets',
  'unread_mail',
  'new_team_members',
] as const;
export type OfficeNeed = (typeof OFFICE_NEEDS)[number];

export const OfficeNeedItem = contract(
  'OfficeNeedItem',
  z.object({ kind: z.enum(OFFICE_NEEDS), count: z.number().int().positive() }),
);

/** The promotions of the dashboard (spec 2 §7 dashboard/cruise, too-fast-too-furious, pro-grade). */
export const OFFICE_CHALLENGES = ['cruise', 'too-fast-too-furious', 'pro-grade'] as const;
export type OfficeChallengeName = (typeof OFFICE_CHALLENGES)[number];

export const OfficeChallenge = contract(
  'OfficeChallenge',
  z.object({
    title: z.string(),
    date_from: z.string(),
    date_to: z.string(),
    achieved: z.boolean(),
    conditions: z.array(
      z.object({ name: z.string(), title: z.string(), target: z.number(), value: z.number(), done: z.boolean() }),
    ),
  }),
);

/**
 * The office home (spec 1 §2 /office, spec 2 §2 "office" and "dashboard" loading groups), shaped for
 * the role: an employee gets the shell alone, a client the dashboard, a partner the dashboard with
 * the team, the period chart and the three promotions.
 */
export const OfficeHomeReply = contract(
  'OfficeHomeReply',
  z.object({
    role: z.enum(ROLES),
    unread_mail: z.number().int(),
    cms_pages: z.array(OfficeCmsLink),
    dashboard: block(OfficeDashboardBlock).optional().meta({ description: 'Absent for an employee' }),
    challenges: z
      .array(z.object({ name: z.enum(OFFICE_CHALLENGES), block: block(OfficeChallenge) }))
      .meta({ description: 'Partners only' }),
    earnings: block(OfficeEarnings).optional().meta({ description: 'Partners only' }),
    needs: block(z.array(OfficeNeedItem)).meta({
      description: 'What needs the user, in the order of OFFICE_NEEDS, only the non-zero ones; empty when nothing does',
    }),
  }),
);
export type OfficeHomeReply = z.infer<typeof OfficeHomeReply>;

/** The hub pages of spec 1 §2 that list pages of the CMS besides our own. */
export const OFFICE_HUBS = [
  'business',
  'finance',
  'specifications',
  'materials',
  'ratings',
  'education',
  'wiki',
] as const;
export type OfficeHub = (typeof OFFICE_HUBS)[number];

/** A hub: the CMS pages of its section this user may read. */
export const OfficeHubReply = contract('OfficeHubReply', z.object({ pages: z.array(OfficeCmsLink) }));

/** /office/business: the CMS pages, and the live figures of the partner's business this period. */
export const OfficeBusinessHubReply = contract(
  'OfficeBusinessHubReply',
  OfficeHubReply.extend({
    figures: OfficeTeamSummary.extend({
      period: z.object({ id: z.number().int(), name: z.string() }),
      LO: z.number(),
      currency_code: z.string(),
    }),
  }),
);

/** /office/finance: the CMS pages, and the balances of the four accounts of spec 2 §3. */
export const OfficeFinanceHubReply = contract(
  'OfficeFinanceHubReply',
  OfficeHubReply.extend({
    accounts: z.array(z.object({ type: z.enum(AccountType.options), balance: z.number(), currency_code: z.string() })),
  }),
);

/** A CMS page of the office (spec 1 §2 /office/{section} and /office/{section}/{subsection}). */
export const OfficeSectionPageReply = contract(
  'OfficeSectionPageReply',
  z.object({
    path: z.string(),
    title: z.string(),
    content: z.string().meta({ description: 'HTML from the company CMS' }),
  }),
);
