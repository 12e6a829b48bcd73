import { describe, expect, it } from 'vitest';
import { dateToDay, dayToDate } from './calendar-day';

describe('calendar days', () => {
  it('reads a YYYY-MM-DD day as its local midnight and writes it back unchanged', () => {
    const date = dayToDate('2026-03-01')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 1, 0]);
    expect(dateToDay(date)).toBe('2026-03-01');
  });

  it('takes no impossible day and nothing else', () => {
    expect(dayToDate('2026-02-30')).toBeUndefined();
    expect(dayToDate('01.03.2026')).toBeUndefined();
    expect(dayToDate('')).toBeUndefined();
    expect(dayToDate(undefined)).toBeUndefined();
  });
});
