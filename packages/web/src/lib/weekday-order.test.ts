import { describe, expect, it } from 'vitest';
import { weekdayOrder } from './weekday-order';

describe('weekdayOrder', () => {
  it('starts on Monday and ends on Sunday for most sites', () => {
    expect(weekdayOrder(true)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('starts on Sunday where the site says so (Israel, US)', () => {
    expect(weekdayOrder(false)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
