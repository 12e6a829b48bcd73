/** Day numbers as `Date.prototype.getDay` gives them: 0 is Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const MONDAY_FIRST: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];
const SUNDAY_FIRST: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

/** The order of a calendar's columns: the site decides (spec 1 §9: Israel and the US start on Sunday). */
export const weekdayOrder = (firstWeekdayMonday: boolean): readonly Weekday[] =>
  firstWeekdayMonday ? MONDAY_FIRST : SUNDAY_FIRST;

/** The first column of a calendar: Monday, or Sunday where the site says so. */
export const firstWeekdayOf = (firstWeekdayMonday: boolean): Weekday => weekdayOrder(firstWeekdayMonday)[0]!;
