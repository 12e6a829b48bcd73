import { describe, expect, it } from 'vitest';
import { firstWeekdayOf, weekdayOrder } from './weekday-order';

describe('weekdayOrder', () => {
  it('starts on Monday and ends on Sunday for most sites', () => {
    expect(weekdayOrder(true)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('starts on Sunday where the site says so (Israel, US)', () => {
    expect(weekdayOrder(false)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('gives a calendar’s first column: Monday, or Sunday (0) where the site says so', () => {
    expect(firstWeekdayOf(true)).toBe(1);
    expect(firstWeekdayOf(false)).toBe(0);
  });
});
