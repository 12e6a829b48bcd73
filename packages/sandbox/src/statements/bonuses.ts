import type { Period } from '../office/periods.js';
import { ACTIVE_LOPV, PV_PRICE_RUB, RANKS, type Structure, type Volumes } from '../office/structure.js';
import type { SandboxUser } from '../state/users.js';

export interface BonusRow {
  number: string;
  name: string;
  level: number;
  pv: number;
  /** Percent, e.g. 5 for 5 %. */
  percent: number;
  amountRub: number;
}

export interface BonusLine {
  type: string;
  title: string;
  amountRub: number;
  rows: BonusRow[];
}

export interface PeriodBonuses {
  volumes: Volumes;
  lines: BonusLine[];
  totalRub: number;
}

/** The bonus plan is not shown in the spec; these rules are plausible and deterministic. */
const PERSONAL_PERCENT = 5;
const SPONSOR_PERCENT = 10;
const LEADERSHIP_PERCENT = 2;
const GM_POOL_PERCENT = 1;
const GIFT_BONUS_RUB = 500;
const GIFT_BONUS_LOPV = 200;
/** New first-line partners earn the sponsor bonus for this many months after joining. */
const SPONSOR_MONTHS = 3;

const round = (value: number): number => Math.round(value * 100) / 100;

/** Loyalty needs points every month in a row (spec 2 §6: client- and partner-specific). */
export const LOYALTY_LOPV = { client: 20, partner: ACTIVE_LOPV } as const;

export const loyaltyPercent = (role: 'client' | 'partner', streak: number): number => {
  if (role === 'client') return streak >= 12 ? 15 : streak >= 6 ? 10 : streak >= 3 ? 5 : 0;
  return streak >= 12 ? 5 : streak >= 6 ? 4 : streak >= 3 ? 3 : 0;
};

/** Months in a row, up to and including `period`, in which the user reached the loyalty points. */
export const loyaltyStreak = (tree: Structure, user: SandboxUser, period: Period, all: Period[]): number => {
  if (user.role === 'employee') return 0;
  const threshold = LOYALTY_LOPV[user.role];
  let streak = 0;
  for (const p of all.slice(all.findIndex((x) => x.id === period.id))) {
    if (tree.personalPv(user, p) < threshold) break;
    streak += 1;
  }
  return streak;
};

const row = (user: SandboxUser, level: number, pv: number, percent: number): BonusRow => ({
  number: user.number,
  name: user.name,
  level,
  pv,
  percent,
  amountRub: round((pv * PV_PRICE_RUB * percent) / 100),
});

const line = (type: string, title: string, rows: BonusRow[]): BonusLine => ({
  type,
  title,
  amountRub: round(rows.reduce((sum, r) => sum + r.amountRub, 0)),
  rows,
});

/** Each bonus of the user's period and the rows it came from (spec 2 §3 Statement "bonus detail"). */
export const bonusesOf = (tree: Structure, user: SandboxUser, period: Period, all: Period[]): PeriodBonuses => {
  const team = tree.volumesOfTeam(user.id, period);
  const volumes = team.get(user.id)!;
  const lines: BonusLine[] = [];
  if (user.role !== 'employee') {
    const streak = loyaltyStreak(tree, user, period, all);
    const percent = loyaltyPercent(user.role, streak);
    lines.push(line('loyalty', 'Loyalty bonus', percent > 0 ? [row(user, 0, volumes.lopv, percent)] : []));
  }
  if (user.role === 'partner') {
    const active = volumes.lopv >= ACTIVE_LOPV;
    const rankIndex = RANKS.indexOf(volumes.rank);
    const firstLine = tree.firstLine(user.id).filter((u) => u.role === 'partner');
    const sponsorFrom = new Date(`${period.date_from}T00:00:00Z`);
    sponsorFrom.setUTCMonth(sponsorFrom.getUTCMonth() - (SPONSOR_MONTHS - 1));
    const sponsorSince = sponsorFrom.toISOString().slice(0, 10);
    lines.push(line('personal', 'Personal bonus', active ? [row(user, 0, volumes.lopv, PERSONAL_PERCENT)] : []));
    lines.push(
      line(
        'group',
        'Group (difference) bonus',
        active
          ? firstLine.flatMap((child) => {
              const theirs = team.get(child.id)!;
              const diff = Math.round((volumes.rank.percent - theirs.rank.percent) * 100);
              return diff > 0 && theirs.sgopv > 0 ? [row(child, 1, theirs.sgopv, diff)] : [];
            })
          : [],
      ),
    );
    lines.push(
      line(
        'sponsor',
        'Sponsor bonus',
        firstLine
          .filter((u) => u.joinedAt >= sponsorSince && u.joinedAt <= period.date_to)
          .map((u) => row(u, 1, team.get(u.id)!.lopv, SPONSOR_PERCENT))
          .filter((r) => r.pv > 0),
      ),
    );
    lines.push(
      line(
        'gift',
        'Gift bonus',
        volumes.lopv >= GIFT_BONUS_LOPV ? [{ ...row(user, 0, volumes.lopv, 0), amountRub: GIFT_BONUS_RUB }] : [],
      ),
    );
    lines.push(
      line('leadership', 'Leadership bonus', rankIndex >= 4 ? [row(user, 0, volumes.sgopv, LEADERSHIP_PERCENT)] : []),
    );
    lines.push(line('gm_pool', 'GM pool', rankIndex >= 5 ? [row(user, 0, volumes.sgopv, GM_POOL_PERCENT)] : []));
  }
  return { volumes, lines, totalRub: round(lines.reduce((sum, l) => sum + l.amountRub, 0)) };
};

/** Bonuses that come from the team rather than the user's own purchases (team revenue). */
export const TEAM_BONUSES = new Set(['group', 'sponsor', 'leadership', 'gm_pool']);
