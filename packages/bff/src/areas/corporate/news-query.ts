/** Spec 1 §7: the news list filters by month range, YYYY-MM, built from one chosen year. */
export const yearRange = (year: number): { date_from: string; date_to: string } => ({
  date_from: `${year}-01`,
  date_to: `${year}-12`,
});

/** A query string carries one tag as a string and several as an array; no tag as nothing. */
export const tagList = (tags: string | string[] | undefined): string[] =>
  tags === undefined ? [] : (Array.isArray(tags) ? tags : [tags]).flatMap((tag) => tag.split(',')).filter(Boolean);

/**
 * The year filter offers the years that have news. The upstream names no range, so the gateway
 * asks each year from this one on: the year the company was founded, before which it has no news.
 */
export const NEWS_FIRST_YEAR = 2013;
