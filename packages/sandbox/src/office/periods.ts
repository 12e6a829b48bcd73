import type { OfficePeriod } from '@gf/contracts/upstream/entities/office';
import type { z } from 'zod';
import { badRequest } from '../errors.js';
import type { SandboxState } from '../state/sandbox-state.js';

export type Period = z.output<typeof OfficePeriod>;

/** How many monthly bonus periods the selectors offer (spec 2 §3 periods; the count is not shown). */
export const PERIOD_COUNT = 12;

/**
 * A period's month as a language writes it ("November 2026", «ноябрь 2026 г.»): how the API names
 * periods, and how its texts mention one (issue 32: periods read as months, never as `YYYYMM`).
 */
export const periodMonth = (id: number, language: string): string =>
  new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(Math.floor(id / 100), (id % 100) - 1, 1),
  );

const iso = (date: Date): string => date.toISOString().slice(0, 10);

/** Bonus periods are calendar months with ids `YYYYMM`, newest (the current month) first. */
export const periods = (state: SandboxState): Period[] => {
  const now = new Date(state.now());
  const list: Period[] = [];
  for (let back = 0; back < PERIOD_COUNT; back += 1) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    const id = first.getUTCFullYear() * 100 + first.getUTCMonth() + 1;
    list.push({
      id,
      name: periodMonth(id, 'en'),
      date_from: iso(first),
      date_to: iso(last),
      is_current: back === 0,
    });
  }
  return list;
};

export const currentPeriod = (state: SandboxState): Period => periods(state)[0] as Period;

/** The period a query names, the current one when none; an unknown id is a field error. */
export const resolvePeriod = (state: SandboxState, id: number | undefined, field = 'period_id'): Period => {
  if (id === undefined) return currentPeriod(state);
  const period = periods(state).find((p) => p.id === id);
  if (!period) throw badRequest({ [field]: ['Unknown period'] });
  return period;
};

/** Whether an ISO date or date-time falls inside the period. */
export const inPeriod = (period: Period, date: string): boolean => {
  const day = date.slice(0, 10);
  return day >= period.date_from && day <= period.date_to;
};
