import type { RatingName, RatingRow } from '@gf/contracts/upstream/entities/rating';
import type { z } from 'zod';
import type { AreaHandlers } from '../handler.js';
import { inPeriod, type Period, periods, resolvePeriod } from '../office/periods.js';
import { ACTIVE_LOPV, RANKS, type Structure, structure } from '../office/structure.js';
import type { SandboxUser } from '../state/users.js';

type Name = z.output<typeof RatingName>;
type Row = z.input<typeof RatingRow>;
type Metric = (tree: Structure, user: SandboxUser, period: Period) => number;

const newPartners: Metric = (tree, user, period) =>
  tree.team(user.id).filter((m) => m.user.role === 'partner' && inPeriod(period, m.user.joinedAt)).length;
const lopv: Metric = (tree, user, period) => tree.personalPv(user, period);
const sgopv: Metric = (tree, user, period) => tree.volumes(user, period).sgopv;
const rank: Metric = (tree, user, period) => RANKS.indexOf(tree.volumes(user, period).rank);
const activeFirstLine: Metric = (tree, user, period) =>
  tree.firstLine(user.id).filter((u) => u.role === 'partner' && tree.personalPv(u, period) >= ACTIVE_LOPV).length;
/** First-line partners of the last three months and their points: the fast-start score. */
const fastStart: Metric = (tree, user, period) => {
  const since = new Date(`${period.date_from}T00:00:00Z`);
  since.setUTCMonth(since.getUTCMonth() - 2);
  return tree
    .firstLine(user.id)
    .filter((u) => u.role === 'partner' && u.joinedAt >= since.toISOString().slice(0, 10))
    .reduce((sum, u) => sum + tree.personalPv(u, period), 0);
};
/** One charity point for every ten personal points: eco-charity is funded from purchases. */
const charity: Metric = (tree, user, period) => Math.floor(tree.personalPv(user, period) / 10);

/** What each rating of spec 2 §7 ranks by, how long it is, and the score range of its leaders. */
const RATINGS: Record<Name, { title: string; size: number; metric: Metric; top: number; bottom: number }> = {
  'top-100-recruiters': { title: 'Top 100 recruiters', size: 100, metric: newPartners, top: 60, bottom: 2 },
  'fast-start': { title: 'Fast start', size: 50, metric: fastStart, top: 3000, bottom: 40 },
  'new-ranks': { title: 'New ranks', size: 50, metric: rank, top: 5, bottom: 1 },
  'best-seller': { title: 'Best seller', size: 50, metric: lopv, top: 2500, bottom: 150 },
  'emerald-quest': { title: 'Emerald quest', size: 50, metric: sgopv, top: 60000, bottom: 2000 },
  'new-year-boom': { title: 'New Year boom', size: 50, metric: lopv, top: 2000, bottom: 100 },
  'masters-club': { title: 'Masters club', size: 50, metric: sgopv, top: 80000, bottom: 5000 },
  'leaders-club': { title: 'Leaders club', size: 50, metric: sgopv, top: 120000, bottom: 10000 },
  'top-gw-market': { title: 'Top GW market', size: 50, metric: lopv, top: 1800, bottom: 120 },
  'three-steps': { title: 'Three steps', size: 50, metric: activeFirstLine, top: 40, bottom: 3 },
  'gt-rating': { title: 'GT rating', size: 50, metric: sgopv, top: 50000, bottom: 1500 },
  'top-eco-charity': { title: 'Top eco charity', size: 50, metric: charity, top: 300, bottom: 10 },
  // The two clubs assumed in rules/rating-pages: small, ranked by group volume like the other clubs.
  'president-council': { title: 'President’s council', size: 12, metric: sgopv, top: 400000, bottom: 200000 },
  'grand-masters-club': { title: 'Grand masters club', size: 30, metric: sgopv, top: 200000, bottom: 80000 },
};

const FIRST = ['Alina', 'Marco', 'Aigerim', 'Giulia', 'Timur', 'Olena', 'Mehmet', 'Linh', 'Nino', 'Farid', 'Ekaterina'];
const LAST = ['Sadykova', 'Rossi', 'Nurlanova', 'Bianchi', 'Aliev', 'Kovalenko', 'Yilmaz', 'Nguyen', 'Beridze'];
const COUNTRIES = ['RU', 'KZ', 'BY', 'UZ', 'IT', 'DE', 'TR', 'VN', 'AZ', 'GE'];

export const ratingHandlers: AreaHandlers<'rating'> = {
  /**
   * Leaders company-wide are seeded per rating and period; the signed-in partner's real score
   * (from the structure's volumes) takes its place among them when it is high enough.
   */
  rating: ({ caller, state, params, query }) => {
    const config = RATINGS[params.name];
    const period = resolvePeriod(state, query.period_id);
    const random = state.random(`rating:${params.name}:${period.id}`);
    const scores = Array.from({ length: config.size }, () => random.int(config.bottom, config.top)).sort(
      (a, b) => b - a,
    );
    const others: Row[] = scores.map((score, i) => ({
      place: i + 1,
      name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      country: random.pick(COUNTRIES),
      score,
      number: String(2_000_000 + random.int(1, 899_999)),
      photo: random.chance(0.6) ? `/media/avatars/${(i % 24) + 1}.jpg` : null,
    }));
    const user = caller!.user;
    const score = user.role === 'partner' ? config.metric(structure(state), user, period) : 0;
    const place = others.filter((r) => r.score > score).length + 1;
    const ranked = score > 0 && place <= config.size;
    const mine: Row | null = ranked
      ? { place, name: user.name, country: user.country, score, number: user.number, photo: null }
      : null;
    const rows = mine
      ? [
          ...others.slice(0, place - 1),
          mine,
          ...others.slice(place - 1, config.size - 1).map((r) => ({ ...r, place: r.place + 1 })),
        ]
      : others;
    return {
      name: params.name,
      title: config.title,
      periods: periods(state),
      period_id: period.id,
      rows,
      my_row: mine,
    };
  },
};
