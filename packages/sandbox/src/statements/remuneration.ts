import type { RemunerationPeriod } from '@gf/contracts/upstream/entities/statement';
import type { z } from 'zod';
import { badRequest } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { rankName } from '../office/ranks-ru.js';
import { ACTIVE_LOPV, PV_PRICE_RUB, RANKS, rankOf } from '../office/structure.js';
import { rublesPerCurrency } from '../state/currencies.js';

/** How many months the forecast covers. */
const FORECAST_MONTHS = 12;
/** The personal partners reach the wished count over three months. */
const RAMP_MONTHS = 3;
/** Every partner of the structure brings a new one every four months. */
const MONTHLY_GROWTH = 0.25;
/** Structure members buy, on average, this share of what the user buys. */
const MEMBER_SHARE = 0.6;

const round = (value: number): number => Math.round(value * 100) / 100;

/**
 * Spec 2 §3 remuneration calculator: a forecast per month for `partners` personal partners and a
 * monthly personal purchase `sum` in `currency`, by the same ranks and percentages as the statement.
 */
export const forecast = (
  currency: string,
  partners: number,
  sum: number,
  language: string,
): z.input<typeof RemunerationPeriod>[] | undefined => {
  const rate = rublesPerCurrency(currency);
  if (rate === undefined) return undefined;
  const money = (rub: number): number => round(rub / rate);
  const lopv = Math.round((sum * rate) / PV_PRICE_RUB);
  const list: z.input<typeof RemunerationPeriod>[] = [];
  let previousFirstLine = 0;
  for (let month = 1; month <= FORECAST_MONTHS; month += 1) {
    const firstLine = Math.min(partners, Math.ceil((partners * month) / RAMP_MONTHS));
    const structureSize = Math.round(firstLine * (1 + MONTHLY_GROWTH) ** (month - 1));
    const memberPv = Math.round(lopv * MEMBER_SHARE);
    const sgopv = lopv + structureSize * memberPv;
    const rank = rankOf(lopv, sgopv);
    const rankIndex = RANKS.indexOf(rank);
    const active = lopv >= ACTIVE_LOPV;
    const rub = (pv: number, percent: number): number => (pv * PV_PRICE_RUB * percent) / 100;
    const bonuses = {
      loyalty: money(month >= 3 && active ? rub(lopv, 3) : 0),
      gift: money(lopv >= 200 ? 500 : 0),
      sponsor: money(rub(Math.max(0, firstLine - previousFirstLine) * memberPv, 10)),
      personal: money(active ? rub(lopv, 5) : 0),
      group: money(active ? rub(sgopv - lopv, Math.max(0, rank.percent - RANKS[0]!.percent) * 100) : 0),
      leadership: money(rankIndex >= 4 ? rub(sgopv, 2) : 0),
      gm_pool: money(rankIndex >= 5 ? rub(sgopv, 1) : 0),
    };
    previousFirstLine = firstLine;
    list.push({
      period: month,
      qualification: rankName(rank, language),
      reward: round(Object.values(bonuses).reduce((s, b) => s + b, 0)),
      LO: round(sum),
      LOPV: lopv,
      SGO: money(sgopv * PV_PRICE_RUB),
      SGOPV: sgopv,
      first_line: firstLine,
      structure_size: structureSize,
      bonuses,
    });
  }
  return list;
};

export const remunerationHandlers: AreaHandlers<'remunerationCalculator'> = {
  remunerationCalculator: ({ body, language }) => {
    const periods = forecast(body.currency, body.partners, body.sum, language);
    if (!periods) throw badRequest({ currency: ['No site prices in this currency'] });
    return periods;
  },
};
