import {
  BONUS_ROWS_PAGE_SIZE,
  BonusPageQuery,
  BonusPageReply,
  CalculatorQuery,
  CalculatorReply,
  LoyaltyPageQuery,
  LoyaltyPageReply,
  type LoyaltyStatistics,
  StatementPageReply,
  TranscriptQuery,
  TranscriptReply,
  TranscriptRequest,
} from '@gf/contracts/gateway/statements';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GatewayError } from '../../../platform/errors/envelope.js';
import { lastPage, RecentBounds } from '../shared/recent-bounds.js';

type Upstream = { id: number; name: string; date_from: string; date_to: string; is_current: boolean };
const periodOf = ({ id, name, date_from, date_to, is_current }: Upstream) => ({
  id,
  name,
  date_from,
  date_to,
  is_current,
});

type UpstreamLoyalty = {
  role: 'client' | 'partner';
  bonus_percent: number;
  current_streak: number;
  months: { period: Upstream; pv: number; fulfilled: boolean }[];
};
/** The role's loyalty statistics as the bonus and loyalty pages show them, months oldest first. */
const loyaltyOf = (loyalty: UpstreamLoyalty): LoyaltyStatistics => ({
  role: loyalty.role,
  bonus_percent: loyalty.bonus_percent,
  current_streak: loyalty.current_streak,
  months: loyalty.months
    .map((m) => ({ period_id: m.period.id, name: m.period.name, pv: m.pv, fulfilled: m.fulfilled }))
    .sort((a, b) => a.period_id - b.period_id),
});

const notFound = (code: string, message: string): GatewayError => new GatewayError({ status: 404, code, message });

/** The period of a UTC instant as the API names it (YYYYMM). */
const periodIdAt = (ms: number): number => {
  const date = new Date(ms);
  return date.getUTCFullYear() * 100 + date.getUTCMonth() + 1;
};

/**
 * Statements and bonuses (spec 2 §2, §3 Statement, §7 statement calls): page-shaped reads, each
 * page's upstream reads in parallel, amounts passed on as the API gives them in the statement's
 * currency (the gateway adds none up).
 */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, sessions } = app.core;

  const bounds = new RecentBounds(sessions);
  const PERIODS = 'statement-periods';
  const rememberPeriods = (user: string | null, statement: { periods: readonly { id: number }[] }): void =>
    bounds.remember(
      user,
      PERIODS,
      statement.periods.map((p) => p.id),
    );

  /**
   * A period the user has no statement for is refused here, nothing asked upstream with it: a
   * period after the current one cannot exist yet, and any other must be one of the user's periods
   * as the last statement read named them (read first, for the current period, when none was).
   */
  const checkPeriod = async (request: FastifyRequest, periodId: number | undefined): Promise<string | null> => {
    const user = await bounds.userOf(request);
    if (periodId === undefined) return user;
    const current = periodIdAt(sessions.now());
    if (periodId > current) throw notFound('period_not_found', 'There is no such period yet');
    if (periodId === current) return user;
    let known = bounds.recall<readonly number[]>(user, PERIODS);
    if (!known) {
      const statement = await calls.call(request, 'statement', {});
      rememberPeriods(user, statement);
      known = statement.periods.map((p) => p.id);
    }
    if (!known.includes(periodId)) throw notFound('period_not_found', 'There is no statement for this period');
    return user;
  };
  const periodQuery = (periodId: number | undefined) => (periodId === undefined ? {} : { period_id: periodId });

  app.get(
    '/statements/statement',
    {
      config: { access: 'signedIn', page: 'OfficeStatement' },
      schema: {
        tags: ['statements'],
        summary: 'The statement of a period: totals, figures, bonuses and team revenue (spec 2 §3 Statement)',
        querystring: BonusPageQuery.pick({ period_id: true }),
        response: { 200: StatementPageReply },
      },
    },
    async (request) => {
      const { period_id } = request.query;
      const user = await checkPeriod(request, period_id);
      const statement = await calls.call(request, 'statement', {
        query: { ...periodQuery(period_id), withExtra: '1' },
      });
      rememberPeriods(user, statement);
      // Team revenue is read for the period the statement settled on (the current one by default).
      const revenue = statement.has_team_income
        ? await calls.call(request, 'statementTeamRevenue', { query: { period_id: statement.period_id } })
        : null;
      const period = statement.periods.find((p) => p.id === statement.period_id);
      if (!period) throw notFound('period_not_found', 'No such period');
      return {
        period: periodOf(period),
        // Newest first, as the API lists them: the selector starts with the running month.
        periods: statement.periods.map(periodOf),
        currency_code: statement.currency_code,
        total: statement.total,
        stats: statement.stats,
        bonuses: statement.bonuses ?? [],
        team_revenue: revenue
          ? {
              total: revenue.total,
              rows: [...revenue.rows]
                .sort((a, b) => a.period.id - b.period.id)
                .map((r) => ({ period_id: r.period.id, name: r.period.name, amount: r.amount })),
            }
          : null,
      };
    },
  );

  const roleOf = async (request: FastifyRequest) => {
    const user = (await sessions.load(request))?.data.user;
    // The office guard has let only signed-in requests through.
    if (!user) throw new GatewayError({ status: 401, code: 'sign_in_required', message: 'Please sign in' });
    return user.role;
  };

  app.get(
    '/statements/bonuses',
    {
      config: { access: 'signedIn', page: 'OfficeStatementBonus' },
      schema: {
        tags: ['statements'],
        summary: 'Bonus detail by type (a page of rows), country statistics, order statuses, loyalty by role',
        querystring: BonusPageQuery,
        response: { 200: BonusPageReply },
      },
    },
    async (request) => {
      const { period_id, type, page } = request.query;
      const user = await checkPeriod(request, period_id);
      // A page past the end of a bonus's rows, as the last read of that bonus counted them.
      const rowsKey = (period: number, bonus: string) => `bonus-rows:${period}:${bonus}`;
      const knownRows = type
        ? bounds.recall<number>(user, rowsKey(period_id ?? periodIdAt(sessions.now()), type))
        : undefined;
      if (knownRows !== undefined && page > lastPage(knownRows, BONUS_ROWS_PAGE_SIZE))
        throw notFound('page_not_found', 'There is no such page');
      const role = await roleOf(request);
      const query = { query: periodQuery(period_id) };
      const [statement, detail, countries, statuses, loyalty] = await Promise.all([
        // The statement names the periods to choose from and the one the reads settled on.
        calls.call(request, 'statement', query),
        calls.call(request, 'statementBonusDetail', query),
        calls.call(request, 'statementCountriesStatistics', query),
        calls.call(request, 'statementOrdersStatuses', query),
        // Spec 2 §6: client- or partner-specific loyalty, shown to that role only.
        role === 'employee' ? null : calls.call(request, 'statementLoyalty', {}),
      ]);
      rememberPeriods(user, statement);
      for (const bonus of detail.bonuses)
        bounds.remember(user, rowsKey(statement.period_id, bonus.type), bonus.rows.length);
      const chosen = type
        ? detail.bonuses.find((b) => b.type === type)
        : (detail.bonuses.find((b) => b.rows.length > 0) ?? detail.bonuses[0]);
      if (type && !chosen) throw notFound('bonus_not_found', 'This bonus is not part of the statement');
      const from = (page - 1) * BONUS_ROWS_PAGE_SIZE;
      if (chosen && page > 1 && from >= chosen.rows.length) throw notFound('page_not_found', 'There is no such page');
      const period = statement.periods.find((p) => p.id === statement.period_id);
      if (!period) throw notFound('period_not_found', 'No such period');
      return {
        period: periodOf(period),
        periods: statement.periods.map(periodOf),
        currency_code: detail.currency_code,
        total: detail.total,
        bonuses: detail.bonuses.map((b) => ({
          type: b.type,
          title: b.title,
          amount: b.amount,
          rows_count: b.rows.length,
        })),
        detail: chosen
          ? {
              type: chosen.type,
              title: chosen.title,
              rows: chosen.rows.slice(from, from + BONUS_ROWS_PAGE_SIZE),
              page,
              per_page: BONUS_ROWS_PAGE_SIZE,
              total: chosen.rows.length,
              has_more: from + BONUS_ROWS_PAGE_SIZE < chosen.rows.length,
            }
          : null,
        countries: countries.rows,
        order_statuses: statuses.statuses,
        loyalty: loyalty ? loyaltyOf(loyalty) : null,
      };
    },
  );

  app.get(
    '/statements/loyalty',
    {
      config: { access: 'signedIn', page: 'OfficeLoyaltyProgramme' },
      schema: {
        tags: ['statements'],
        summary: 'The loyalty programme of the user’s role up to a period, and its loyalty bonus (spec 2 §6)',
        querystring: LoyaltyPageQuery,
        response: { 200: LoyaltyPageReply },
      },
    },
    async (request) => {
      const { period_id } = request.query;
      const user = await checkPeriod(request, period_id);
      const [statement, loyalty] = await Promise.all([
        // The statement names the periods and credits the loyalty bonus of the chosen one.
        calls.call(request, 'statement', { query: { ...periodQuery(period_id), withExtra: '1' } }),
        calls.call(request, 'statementLoyalty', {}),
      ]);
      rememberPeriods(user, statement);
      const period = statement.periods.find((p) => p.id === statement.period_id);
      if (!period) throw notFound('period_not_found', 'No such period');
      const statistics = loyaltyOf(loyalty);
      return {
        period: periodOf(period),
        periods: statement.periods.map(periodOf),
        currency_code: statement.currency_code,
        bonus: statement.bonuses?.find((b) => b.type === 'loyalty')?.amount ?? null,
        loyalty: { ...statistics, months: statistics.months.filter((m) => m.period_id <= period.id) },
      };
    },
  );

  const transcriptOf = (
    reply: { status: TranscriptReply['status']; pages_count: number; result: Record<string, string | number>[] | null },
    page: number,
  ): TranscriptReply => {
    const rows = reply.result ?? [];
    return {
      status: reply.status,
      page,
      pages_count: reply.pages_count,
      // The API's rows are records: their keys, in the first row's order, are the table's columns.
      columns: rows[0] ? Object.keys(rows[0]) : [],
      rows,
    };
  };

  app.post(
    '/statements/transcripts',
    {
      config: { access: 'signedIn', page: 'OfficeStatement' },
      schema: {
        tags: ['statements'],
        summary: 'Ask for the transcript of one indicator of a period (spec 2 §7 indicator-transcript)',
        body: TranscriptRequest,
        response: { 200: TranscriptReply },
      },
    },
    async (request) => {
      const { period_id, indicator } = request.body;
      await checkPeriod(request, period_id);
      const reply = await calls.call(request, 'statementIndicatorTranscriptRequest', {
        body: { periodId: period_id, indicatorType: indicator },
      });
      return transcriptOf(reply, 1);
    },
  );

  app.get(
    '/statements/transcripts',
    {
      config: { access: 'signedIn', page: 'OfficeStatement' },
      schema: {
        tags: ['statements'],
        summary: 'A requested indicator transcript: its status, pages and one page of its rows',
        querystring: TranscriptQuery,
        response: { 200: TranscriptReply },
      },
    },
    async (request) => {
      const { period_id, indicator, page } = request.query;
      await checkPeriod(request, period_id);
      const reply = await calls.call(request, 'statementIndicatorTranscriptInfo', {
        query: { periodId: period_id, indicatorType: indicator, page },
      });
      return transcriptOf(reply, page);
    },
  );

  app.get(
    '/statements/calculator',
    {
      config: { access: 'signedIn', page: 'OfficeStatement' },
      schema: {
        tags: ['statements'],
        summary: 'Remuneration forecast per period for a structure size and monthly sum (spec 2 §3, §7)',
        querystring: CalculatorQuery,
        response: { 200: CalculatorReply },
      },
    },
    async (request) => {
      const { currency, partners, sum } = request.query;
      // A calculation changes nothing: a read here, though the API takes it as a POST.
      const periods = await calls.call(request, 'remunerationCalculator', {
        body: { currency, partners, sum: Number(sum) },
      });
      return { currency, periods };
    },
  );
};
