import type { StatementIndicator } from '@gf/contracts/upstream/entities/statement';
import type { z } from 'zod';
import { forbidden } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { inPeriod, type Period, periods, resolvePeriod } from '../office/periods.js';
import { rankName } from '../office/ranks-ru.js';
import { PV_PRICE_RUB, RANKS, type Structure, structure } from '../office/structure.js';
import { convert, currencyOf } from '../state/currencies.js';
import { type OrderStatus, orders } from '../state/orders.js';
import type { SandboxState } from '../state/sandbox-state.js';
import type { SandboxUser } from '../state/users.js';
import { bonusesOf, LOYALTY_LOPV, loyaltyPercent, loyaltyStreak, TEAM_BONUSES } from './bonuses.js';

type StatementIds =
  | 'statement'
  | 'statementTeamRevenue'
  | 'statementCountriesStatistics'
  | 'statementBonusDetail'
  | 'statementOrdersStatuses'
  | 'statementLoyalty';

/** Indicators a transcript can be requested for (spec 2 §3 indicator transcript). */
export const TRANSCRIPT_INDICATORS = ['LO', 'SGO', 'first_line'];

const ORDER_STATUSES: OrderStatus[] = [
  'new',
  'awaiting_payment',
  'paid',
  'assembling',
  'shipped',
  'delivered',
  'received',
  'cancelled',
];

/**
 * The statement's figures of the period (spec 2 §3 Statement stats), money in the site's currency,
 * the qualification named in `language`.
 */
export const statementStats = (
  tree: Structure,
  user: SandboxUser,
  period: Period,
  site: string,
  language: string,
): z.input<typeof StatementIndicator>[] => {
  const team = tree.volumesOfTeam(user.id, period);
  const volumes = team.get(user.id)!;
  const members = tree.team(user.id);
  const indicator = (type: string, title: string, value: number) => ({
    type,
    title,
    value,
    has_transcript: TRANSCRIPT_INDICATORS.includes(type),
  });
  return [
    indicator('qualification', `Qualification: ${rankName(volumes.rank, language)}`, RANKS.indexOf(volumes.rank)),
    indicator('LO', 'Personal volume', convert(volumes.lopv * PV_PRICE_RUB, site)),
    indicator('LOPV', 'Personal points', volumes.lopv),
    indicator('SGO', 'Group volume', convert(volumes.sgopv * PV_PRICE_RUB, site)),
    indicator('SGOPV', 'Group points', volumes.sgopv),
    indicator('first_line', 'Partners in the first line', members.filter((m) => m.level === 1).length),
    indicator('structure_size', 'People in the structure', members.length),
  ];
};

const hasTeamIncome = (tree: Structure, user: SandboxUser): boolean =>
  user.role === 'partner' && tree.firstLine(user.id).some((u) => u.role === 'partner');

/** An order's total in roubles: each order keeps the currency of the site it was placed on. */
const orderRoubles = (total: number, orderSite: string): number => total * currencyOf(orderSite).rublesPerUnit;

const statementOf = (
  state: SandboxState,
  user: SandboxUser,
  period: Period,
  site: string,
  language: string,
  withExtra: boolean,
) => {
  const tree = structure(state);
  const all = periods(state);
  const bonuses = bonusesOf(tree, user, period, all);
  return {
    periods: all,
    period_id: period.id,
    stats: statementStats(tree, user, period, site, language),
    total: convert(bonuses.totalRub, site),
    has_team_income: hasTeamIncome(tree, user),
    currency_code: currencyOf(site).currency,
    ...(withExtra
      ? { bonuses: bonuses.lines.map((l) => ({ type: l.type, title: l.title, amount: convert(l.amountRub, site) })) }
      : {}),
  };
};

export const statementHandlers: AreaHandlers<StatementIds> = {
  statement: ({ caller, state, query, site, language }) =>
    statementOf(state, caller!.user, resolvePeriod(state, query.period_id), site, language, query.withExtra === '1'),

  /** Team income of every period up to the chosen one (group, sponsor, leadership, GM pool). */
  statementTeamRevenue: ({ caller, state, query, site }) => {
    const user = caller!.user;
    const tree = structure(state);
    const all = periods(state);
    const chosen = resolvePeriod(state, query.period_id);
    const rows = all
      .filter((p) => p.id <= chosen.id)
      .map((period) => {
        const lines = hasTeamIncome(tree, user) ? bonusesOf(tree, user, period, all).lines : [];
        const amountRub = lines.filter((l) => TEAM_BONUSES.has(l.type)).reduce((sum, l) => sum + l.amountRub, 0);
        return { period, amount: convert(amountRub, site) };
      });
    return {
      currency_code: currencyOf(site).currency,
      total: Math.round(rows.reduce((sum, r) => sum + r.amount, 0) * 100) / 100,
      rows,
    };
  },

  /** The user and the structure by registration country: partners, their orders and points. */
  statementCountriesStatistics: ({ caller, state, query, site }) => {
    const user = caller!.user;
    const period = resolvePeriod(state, query.period_id);
    const tree = structure(state);
    const volumes = tree.volumesOfTeam(user.id, period);
    const byCountry = new Map<string, { partners: number; orders: number; lopv: number }>();
    for (const member of [user, ...tree.team(user.id).map((m) => m.user)]) {
      const entry = byCountry.get(member.country) ?? { partners: 0, orders: 0, lopv: 0 };
      if (member.role === 'partner') entry.partners += 1;
      entry.orders += orders(state)
        .of(member.id)
        .filter((o) => o.status !== 'cancelled' && inPeriod(period, o.createdAt)).length;
      entry.lopv += volumes.get(member.id)?.lopv ?? 0;
      byCountry.set(member.country, entry);
    }
    return {
      rows: [...byCountry.entries()]
        .sort((a, b) => b[1].lopv - a[1].lopv)
        .map(([country, e]) => ({
          country,
          partners: e.partners,
          orders: e.orders,
          LOPV: e.lopv,
          amount: convert(e.lopv * PV_PRICE_RUB, site),
        })),
      currency_code: currencyOf(site).currency,
    };
  },

  statementBonusDetail: ({ caller, state, query, site }) => {
    const bonuses = bonusesOf(structure(state), caller!.user, resolvePeriod(state, query.period_id), periods(state));
    return {
      currency_code: currencyOf(site).currency,
      total: convert(bonuses.totalRub, site),
      bonuses: bonuses.lines.map((l) => ({
        type: l.type,
        title: l.title,
        amount: convert(l.amountRub, site),
        rows: l.rows.map((r) => ({
          number: r.number,
          name: r.name,
          level: r.level,
          pv: r.pv,
          percent: r.percent,
          amount: convert(r.amountRub, site),
        })),
      })),
    };
  },

  statementOrdersStatuses: ({ caller, state, query, site }) => {
    const period = resolvePeriod(state, query.period_id);
    const own = orders(state)
      .of(caller!.user.id)
      .filter((o) => inPeriod(period, o.createdAt));
    return {
      statuses: ORDER_STATUSES.map((status) => {
        const list = own.filter((o) => o.status === status);
        const rub = list.reduce((sum, o) => sum + orderRoubles(o.total, o.site), 0);
        return { status, count: list.length, amount: convert(rub, site) };
      }),
      currency_code: currencyOf(site).currency,
    };
  },

  /** Spec 2 §6: clients see client loyalty, partners partner loyalty; employees have none. */
  statementLoyalty: ({ caller, state }) => {
    const user = caller!.user;
    if (user.role === 'employee') throw forbidden('Loyalty statistics are for partners and clients');
    const tree = structure(state);
    const all = periods(state);
    const threshold = LOYALTY_LOPV[user.role];
    const current = all[0]!;
    // The running month counts once it is reached; until then the streak is that of the month before.
    const streakFrom = tree.personalPv(user, current) >= threshold ? current : all[1]!;
    const streak = loyaltyStreak(tree, user, streakFrom, all);
    return {
      role: user.role,
      bonus_percent: loyaltyPercent(user.role, streak),
      current_streak: streak,
      months: [...all].reverse().map((period) => {
        const pv = tree.personalPv(user, period);
        return { period, pv, fulfilled: pv >= threshold };
      }),
    };
  },
};
