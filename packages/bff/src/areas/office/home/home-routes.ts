import {
  OFFICE_CHALLENGES,
  OFFICE_NEEDS,
  OfficeBusinessHubReply,
  type OfficeChallengeName,
  OfficeFinanceHubReply,
  OfficeHomeReply,
  type OfficeHub,
  OfficeHubReply,
  type OfficeNeed,
} from '@gf/contracts/gateway/home';
import type { OfficePage, Role } from '@gf/contracts/rules/office-access';
import type { OperationId } from '@gf/contracts/upstream/upstream-operations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GatewayError } from '../../../platform/errors/envelope.js';
import type { UpstreamReply } from '../../../platform/upstream/upstream-client.js';
import { cmsLinks, cmsPagesUnder } from './cms-links.js';
import { moneyChange } from './money-change.js';

/** The upstream read of each promotion of the dashboard (spec 2 §7). */
const CHALLENGE_CALLS = {
  cruise: 'officeDashboardCruise',
  'too-fast-too-furious': 'officeDashboardTooFastTooFurious',
  'pro-grade': 'officeDashboardProGrade',
} as const satisfies Record<OfficeChallengeName, OperationId>;

type Dashboard = UpstreamReply<'officeDashboard'>;
type Failure = { state: 'failed'; error: { status: number; code: string } };

/**
 * A block's failure stays in its block, except one that concerns the whole session (signed out,
 * suspended: an envelope with a redirect), which the page follows like any other.
 */
const settle = async <T>(request: FastifyRequest, name: string, read: Promise<T>) => {
  try {
    return { state: 'ok' as const, data: await read };
  } catch (error) {
    if (!(error instanceof GatewayError) || error.envelope.redirect?.route === 'MyOfficeAuth') throw error;
    if (error.envelope.redirect?.route === 'MailHome') throw error;
    request.log.warn({ block: name, error: error.envelope }, 'office home block failed');
    return { state: 'failed', error: { status: error.envelope.status, code: error.envelope.code } } satisfies Failure;
  }
};

/** What the home shows of the dashboard for the role: a client has no team and no history. */
const dashboardFor = (role: Role, dashboard: Dashboard) => {
  const partner = role === 'partner';
  // The API lists periods newest first; the chart reads left to right, oldest first.
  const history = partner ? [...dashboard.history].reverse() : [];
  const [current, previous] = dashboard.history;
  return {
    period: { id: dashboard.period.id, name: dashboard.period.name },
    LO: dashboard.LO,
    balance: dashboard.balance,
    currency_code: dashboard.currency_code,
    team: partner
      ? {
          rank: dashboard.rank,
          next_rank: dashboard.next_rank,
          SGO: dashboard.SGO,
          partners_count: dashboard.partners_count,
          clients_count: dashboard.clients_count,
          new_partners_count: dashboard.new_partners_count,
        }
      : null,
    history,
    change:
      partner && current && previous
        ? { LO: moneyChange(current.LO, previous.LO), SGO: moneyChange(current.SGO, previous.SGO) }
        : null,
    next_rank_conditions: partner ? dashboard.next_rank_conditions : [],
  };
};

/** The counts of what needs the user, in the order of OFFICE_NEEDS; zero counts are left out. */
const needsOf = (counts: Record<OfficeNeed, number>) =>
  OFFICE_NEEDS.filter((kind) => counts[kind] > 0).map((kind) => ({ kind, count: counts[kind] }));

/**
 * The office home and its hubs (DESIGN.md Wave 2 "office home"; spec 1 §2 /office and the hub
 * pages): page-shaped reads, each upstream read of a page in parallel.
 */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, sessions } = app.core;

  const roleOf = async (request: FastifyRequest): Promise<Role> => {
    // The guard has loaded the session and refused a request without a user before this runs.
    const user = (await sessions.load(request))?.data.user;
    if (!user) throw new GatewayError({ status: 401, code: 'sign_in_required', message: 'Please sign in' });
    return user.role;
  };

  app.get(
    '/home',
    {
      config: { access: 'signedIn', page: 'MyOffice' },
      schema: {
        tags: ['office-home'],
        summary:
          'MyOffice: the office root, the dashboard, earnings, what needs the user and the promotions in one reply, shaped for the role',
        response: { 200: OfficeHomeReply },
      },
    },
    async (request) => {
      const role = await roleOf(request);
      const partner = role === 'partner';
      const root = calls.call(request, 'officeHome', {});
      const dashboardRead = role === 'employee' ? null : calls.call(request, 'officeDashboard', {});
      // The statement of this period and the one before (spec 2 §3 total): their ids come with the dashboard.
      const earnings = async (d: Dashboard) => {
        const [current, previous] = d.history;
        const totalOf = async (periodId: number) =>
          (await calls.call(request, 'statement', { query: { period_id: periodId } })).total;
        const [total, previousTotal] = await Promise.all([
          totalOf(d.period.id),
          previous ? totalOf(previous.period_id) : null,
        ]);
        return {
          period: { id: d.period.id, name: d.period.name },
          total,
          currency_code: d.currency_code,
          previous:
            previous && previousTotal !== null
              ? { id: previous.period_id, name: previous.name, total: previousTotal }
              : null,
          change: current && previousTotal !== null ? moneyChange(total, previousTotal) : null,
        };
      };
      // Payouts and their companies are a partner's (spec 2 §6); a client or employee has none to sign.
      const needs = async () => {
        const [office, dashboard, payouts, companies] = await Promise.all([
          root,
          partner ? dashboardRead : null,
          partner ? calls.call(request, 'payoutList', {}) : null,
          partner ? calls.call(request, 'payoutCompanyList', {}) : null,
        ]);
        return needsOf({
          unsigned_payouts: payouts?.list.filter((p) => p.status === 'awaiting_sign').length ?? 0,
          documents_to_sign: companies?.companies.filter((c) => !c.offer_agreed).length ?? 0,
          held_tickets: office.held_tickets,
          unread_mail: office.unread_mail,
          new_team_members: dashboard?.new_partners_count ?? 0,
        });
      };
      const [office, dashboard, earned, needed, ...challenges] = await Promise.all([
        root,
        dashboardRead
          ? settle(
              request,
              'dashboard',
              dashboardRead.then((d) => dashboardFor(role, d)),
            )
          : null,
        partner && dashboardRead ? settle(request, 'earnings', dashboardRead.then(earnings)) : null,
        settle(request, 'needs', needs()),
        ...(partner
          ? OFFICE_CHALLENGES.map(async (name) => ({
              name,
              block: await settle(
                request,
                name,
                calls.call(request, CHALLENGE_CALLS[name], {}).then(({ name: _name, ...challenge }) => challenge),
              ),
            }))
          : []),
      ]);
      return {
        role,
        unread_mail: office.unread_mail,
        cms_pages: cmsLinks(office.sections),
        ...(dashboard ? { dashboard } : {}),
        ...(earned ? { earnings: earned } : {}),
        needs: needed,
        challenges,
      };
    },
  );

  const cmsPages = async (request: FastifyRequest, hub: OfficeHub) =>
    cmsPagesUnder((await calls.call(request, 'officeHome', {})).sections, hub);

  app.get(
    '/hubs/business',
    {
      config: { access: 'signedIn', page: 'OfficeBusiness' },
      schema: {
        tags: ['office-home'],
        summary: 'The business hub: its CMS pages, and rank, volumes and team counts of this period',
        response: { 200: OfficeBusinessHubReply },
      },
    },
    async (request) => {
      const [pages, d] = await Promise.all([cmsPages(request, 'business'), calls.call(request, 'officeDashboard', {})]);
      return {
        pages,
        figures: {
          period: { id: d.period.id, name: d.period.name },
          rank: d.rank,
          next_rank: d.next_rank,
          LO: d.LO,
          SGO: d.SGO,
          currency_code: d.currency_code,
          partners_count: d.partners_count,
          clients_count: d.clients_count,
          new_partners_count: d.new_partners_count,
        },
      };
    },
  );

  app.get(
    '/hubs/finance',
    {
      config: { access: 'signedIn', page: 'OfficeFinance' },
      schema: {
        tags: ['office-home'],
        summary: 'The finance hub: its CMS pages and the balance of each account',
        response: { 200: OfficeFinanceHubReply },
      },
    },
    async (request) => {
      const [pages, accounts] = await Promise.all([
        cmsPages(request, 'finance'),
        calls.call(request, 'financeAccounts', {}),
      ]);
      return {
        pages,
        accounts: Object.values(accounts).map(({ type, balance, currency_code }) => ({ type, balance, currency_code })),
      };
    },
  );

  // The API has no live figures for these hubs: they list the CMS pages of their section.
  for (const [hub, page] of [
    ['specifications', 'OfficeSpecifications'],
    ['materials', 'OfficeMaterials'],
    ['ratings', 'OfficeRatings'],
    ['education', 'OfficeEducation'],
    ['wiki', 'OfficeWiki'],
  ] as const satisfies readonly (readonly [OfficeHub, OfficePage])[]) {
    app.get(
      `/hubs/${hub}`,
      {
        config: { access: 'signedIn', page },
        schema: {
          tags: ['office-home'],
          summary: `The ${hub} hub: the CMS pages of the section this user may read`,
          response: { 200: OfficeHubReply },
        },
      },
      async (request) => ({ pages: await cmsPages(request, hub) }),
    );
  }
};
