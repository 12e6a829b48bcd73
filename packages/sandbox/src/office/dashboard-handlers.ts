import type { DashboardChallenge } from '@gf/contracts/upstream/entities/dashboard';
import type { z } from 'zod';
import { officeCmsPagesFor } from '../content/office-pages.js';
import { OFFICE_CMS_PAGES_HE } from '../content/office-pages-he.js';
import { OFFICE_CMS_PAGES_RU } from '../content/office-pages-ru.js';
import type { AreaHandlers } from '../handler.js';
import { localized } from '../localized.js';
import { accounts } from '../state/accounts.js';
import { convert, currencyOf } from '../state/currencies.js';
import { mailboxes } from '../state/mailboxes.js';
import type { SandboxState } from '../state/sandbox-state.js';
import type { SandboxUser } from '../state/users.js';
import { tickets } from '../tickets/ticket-store.js';
import { CHALLENGE_TITLES_HE, CONDITION_TITLES_HE, GREENJACK_TITLE_HE } from './dashboard-he.js';
import { CHALLENGE_TITLES_RU, CONDITION_TITLES_RU, GREENJACK_TITLE_RU } from './dashboard-ru.js';
import { currentPeriod, inPeriod, type Period, periods } from './periods.js';
import { rankName } from './ranks-ru.js';
import { ACTIVE_LOPV, nextRankOf, PV_PRICE_RUB, RANKS, structure } from './structure.js';

type DashboardIds =
  | 'officeHome'
  | 'officeDashboard'
  | 'officeDashboardCruise'
  | 'officeDashboardTooFastTooFurious'
  | 'officeDashboardProGrade'
  | 'officeGreenJack';

/** How many periods the dashboard's history holds (the API's count is not shown). */
export const DASHBOARD_HISTORY_PERIODS = 6;

type Condition = z.input<typeof DashboardChallenge>['conditions'][number];

const condition = (name: string, title: string, target: number, value: number): Condition => ({
  name,
  title,
  target,
  value,
  done: value >= target,
});

/**
 * A promotion running over a window of months around the current one, with progress per condition,
 * its texts in the request's language.
 */
const challenge = (
  state: SandboxState,
  language: string,
  name: string,
  title: string,
  monthsBack: number,
  monthsAhead: number,
  conditions: (window: Period[], user: SandboxUser) => Condition[],
  user: SandboxUser,
): z.input<typeof DashboardChallenge> => {
  const now = new Date(state.now());
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsAhead + 1, 0));
  const date_from = from.toISOString().slice(0, 10);
  const date_to = to.toISOString().slice(0, 10);
  const window = periods(state).filter((p) => p.date_from >= date_from);
  const list = conditions(window, user).map((c) => ({
    ...c,
    title: localized(language, c.title, { ru: CONDITION_TITLES_RU[c.title], he: CONDITION_TITLES_HE[c.title] }),
  }));
  return {
    name,
    title: localized(language, title, { ru: CHALLENGE_TITLES_RU[name], he: CHALLENGE_TITLES_HE[name] }),
    date_from,
    date_to,
    achieved: list.every((c) => c.done),
    conditions: list,
  };
};

const joinedIn = (window: Period[], user: SandboxUser): boolean => window.some((p) => inPeriod(p, user.joinedAt));

export const dashboardHandlers: AreaHandlers<DashboardIds> = {
  officeHome: ({ caller, state, language }) => {
    const user = caller!.user;
    return {
      // The sections the CMS serves this user (spec 1 §2 /office/{section}/{subsection}).
      sections: officeCmsPagesFor(user.role).map(({ path, title }) => ({
        name: path.split('/').at(-1) ?? path,
        title: localized(language, title, {
          ru: OFFICE_CMS_PAGES_RU[path]?.title,
          he: OFFICE_CMS_PAGES_HE[path]?.title,
        }),
        path,
      })),
      unread_mail: mailboxes(state).unread(user.id),
      need_agreements: user.need_agreements,
      held_tickets: tickets(state).heldCount(user.id),
    };
  },

  officeDashboard: ({ caller, state, site, language }) => {
    const user = caller!.user;
    const period = currentPeriod(state);
    const tree = structure(state);
    const volumes = tree.volumes(user, period);
    const team = tree.team(user.id);
    const partners = team.filter((m) => m.user.role === 'partner');
    const next = nextRankOf(volumes.rank);
    return {
      period,
      rank: rankName(volumes.rank, language),
      next_rank: next ? rankName(next, language) : null,
      LO: convert(volumes.lopv * PV_PRICE_RUB, site),
      SGO: convert(volumes.sgopv * PV_PRICE_RUB, site),
      partners_count: partners.length,
      clients_count: team.length - partners.length,
      new_partners_count: partners.filter((m) => inPeriod(period, m.user.joinedAt)).length,
      balance: convert(accounts(state).balance(user.id, 'internal'), site),
      currency_code: currencyOf(site).currency,
      history: periods(state)
        .slice(0, DASHBOARD_HISTORY_PERIODS)
        .map((p) => {
          const { lopv, sgopv } = tree.volumes(user, p);
          return {
            period_id: p.id,
            name: p.name,
            LO: convert(lopv * PV_PRICE_RUB, site),
            SGO: convert(sgopv * PV_PRICE_RUB, site),
          };
        }),
      // A rank above the first needs the partner active (rankOf) and the rank's group points.
      next_rank_conditions: next
        ? [
            { name: 'LOPV' as const, value: volumes.lopv, target: ACTIVE_LOPV },
            { name: 'SGOPV' as const, value: volumes.sgopv, target: next.sgopv },
          ]
        : [],
    };
  },

  officeDashboardCruise: ({ caller, state, language }) =>
    challenge(
      state,
      language,
      'cruise',
      'Mediterranean cruise',
      3,
      2,
      (window, user) => {
        const tree = structure(state);
        const current = window[0] as Period;
        return [
          condition(
            'LOPV',
            'Personal points over the promotion',
            600,
            sum(window, (p) => tree.personalPv(user, p)),
          ),
          condition('new_partners', 'New partners in the first line', 3, count(tree.firstLine(user.id), window)),
          condition('SGOPV', 'Group points this month', 4000, tree.volumes(user, current).sgopv),
        ];
      },
      caller!.user,
    ),

  officeDashboardTooFastTooFurious: ({ caller, state, language }) =>
    challenge(
      state,
      language,
      'too-fast-too-furious',
      'Too fast, too furious',
      1,
      1,
      (window, user) => {
        const tree = structure(state);
        return [
          condition('new_partners', 'New partners in the first line', 5, count(tree.firstLine(user.id), window)),
          condition('LOPV', 'Personal points this month', 200, tree.personalPv(user, window[0] as Period)),
        ];
      },
      caller!.user,
    ),

  officeDashboardProGrade: ({ caller, state, language }) =>
    challenge(
      state,
      language,
      'pro-grade',
      'Pro grade: reach Director',
      2,
      3,
      (window, user) => {
        const tree = structure(state);
        const current = window[0] as Period;
        const rank = tree.volumes(user, current).rank;
        const activeFirstLine = tree
          .firstLine(user.id)
          .filter((u) => u.role === 'partner' && tree.personalPv(u, current) >= ACTIVE_LOPV).length;
        return [
          condition('rank', 'Qualification (Director is 3)', 3, RANKS.indexOf(rank)),
          condition('active_first_line', 'Active partners in the first line', 5, activeFirstLine),
        ];
      },
      caller!.user,
    ),

  officeGreenJack: ({ caller, state, site, language }) => {
    const period = currentPeriod(state);
    const day = new Date(state.now()).getUTCDate();
    const lopv = structure(state).personalPv(caller!.user, period);
    return {
      is_active: true,
      title: localized(language, 'GreenJack: one ticket for every 50 personal points', {
        ru: GREENJACK_TITLE_RU,
        he: GREENJACK_TITLE_HE,
      }),
      // The jackpot grows every day of the month until the draw on its last day.
      jackpot: convert(1_500_000 + day * 25_000, site),
      currency_code: currencyOf(site).currency,
      tickets: Math.floor(lopv / 50),
      draw_date: period.date_to,
    };
  },
};

const sum = (window: Period[], value: (p: Period) => number): number => window.reduce((s, p) => s + value(p), 0);

const count = (people: SandboxUser[], window: Period[]): number =>
  people.filter((u) => u.role === 'partner' && joinedIn(window, u)).length;
