import { orders } from '../state/orders.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { type SandboxUser, users } from '../state/users.js';
import { inPeriod, type Period } from './periods.js';

/** Roubles per point of volume: LO and SGO are LOPV and SGOPV in money (spec 2 §3 names them). */
export const PV_PRICE_RUB = 100;
/** Personal points a partner needs in a period to be active and qualify above the first rank. */
export const ACTIVE_LOPV = 50;

export interface Rank {
  name: string;
  /** Group points (SGOPV) needed. */
  sgopv: number;
  /** Share of the group volume the rank earns (difference bonus). */
  percent: number;
}

/** The qualification ladder (rank names and bounds are not shown in the spec; plausible ones). */
export const RANKS: readonly Rank[] = [
  { name: 'Consultant', sgopv: 0, percent: 0.03 },
  { name: 'Manager', sgopv: 300, percent: 0.06 },
  { name: 'Senior Manager', sgopv: 1200, percent: 0.09 },
  { name: 'Director', sgopv: 4000, percent: 0.12 },
  { name: 'Leader', sgopv: 10000, percent: 0.15 },
  { name: 'Top Leader', sgopv: 25000, percent: 0.18 },
];

export const rankOf = (lopv: number, sgopv: number): Rank => {
  if (lopv < ACTIVE_LOPV) return RANKS[0] as Rank;
  return [...RANKS].reverse().find((r) => sgopv >= r.sgopv) as Rank;
};

export const nextRankOf = (rank: Rank): Rank | null => RANKS[RANKS.indexOf(rank) + 1] ?? null;

export interface Volumes {
  lopv: number;
  sgopv: number;
  rank: Rank;
}

export interface TeamMember {
  user: SandboxUser;
  /** Depth below the root: 1 is the first line. */
  level: number;
}

/** Paid orders count towards volume; unpaid and cancelled ones do not. */
const COUNTED = new Set(['paid', 'assembling', 'shipped', 'delivered', 'received']);

/**
 * The sponsor tree of `state/users.ts` as it is now (registrations add to it) and each member's
 * volumes in a period: a seeded base per member and period plus the points of their paid orders,
 * so an order paid in the shop raises LO and the SGO of every sponsor above.
 */
export class Structure {
  private readonly children = new Map<number, SandboxUser[]>();

  constructor(private readonly state: SandboxState) {
    for (const user of users(state).all()) {
      if (user.sponsorId === null) continue;
      this.children.set(user.sponsorId, [...(this.children.get(user.sponsorId) ?? []), user]);
    }
  }

  firstLine(userId: number): SandboxUser[] {
    return this.children.get(userId) ?? [];
  }

  /** Everyone below the user, breadth first (level by level, then by id). */
  team(userId: number): TeamMember[] {
    const out: TeamMember[] = [];
    let level = 1;
    let row = this.firstLine(userId);
    while (row.length > 0) {
      const sorted = [...row].sort((a, b) => a.id - b.id);
      for (const user of sorted) out.push({ user, level });
      row = sorted.flatMap((u) => this.firstLine(u.id));
      level += 1;
    }
    return out;
  }

  /** Depth of `memberId` below `rootId`, or null when it is not in the root's team. */
  levelIn(rootId: number, memberId: number): number | null {
    let level = 0;
    let current = users(this.state).get(memberId);
    while (current && current.sponsorId !== null) {
      level += 1;
      if (current.sponsorId === rootId) return level;
      current = users(this.state).get(current.sponsorId);
    }
    return null;
  }

  personalPv(user: SandboxUser, period: Period): number {
    if (user.joinedAt > period.date_to || user.role === 'employee') return 0;
    const random = this.state.random(`pv:${user.id}:${period.id}`);
    let base = 0;
    if (user.id < 100) base = random.int(80, 320);
    else if (user.role === 'partner') base = random.chance(0.8) ? random.int(20, 260) : 0;
    else base = random.chance(0.5) ? random.int(10, 80) : 0;
    const ordered = orders(this.state)
      .of(user.id)
      .filter((o) => COUNTED.has(o.status) && inPeriod(period, o.createdAt))
      .reduce((sum, o) => sum + o.value, 0);
    return base + ordered;
  }

  /** LOPV, SGOPV and rank of the user in the period. */
  volumes(user: SandboxUser, period: Period): Volumes {
    const lopv = this.personalPv(user, period);
    const sgopv = lopv + this.team(user.id).reduce((sum, m) => sum + this.personalPv(m.user, period), 0);
    return { lopv, sgopv, rank: rankOf(lopv, sgopv) };
  }

  /** Volumes of the root and its whole team in one pass (the partner list shows SGO per row). */
  volumesOfTeam(rootId: number, period: Period): Map<number, Volumes> {
    const out = new Map<number, Volumes>();
    const visit = (user: SandboxUser): number => {
      const lopv = this.personalPv(user, period);
      const sgopv = lopv + this.firstLine(user.id).reduce((sum, child) => sum + visit(child), 0);
      out.set(user.id, { lopv, sgopv, rank: rankOf(lopv, sgopv) });
      return sgopv;
    };
    const root = users(this.state).get(rootId);
    if (root) visit(root);
    return out;
  }
}

/** Built per request: the tree changes when partners and clients are registered. */
export const structure = (state: SandboxState): Structure => new Structure(state);
