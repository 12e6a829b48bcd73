import { numberSet, readQuery, wholeNumber } from '../../../lib/page-query';

/** At most this many tags are read from an address (the list offers a handful). */
export const NEWS_FILTER_MAX_TAGS = 20;

/** The news page's address parameters, declared once for the page and the gateway (issue 30). */
export const newsParams = {
  tags: numberSet(NEWS_FILTER_MAX_TAGS),
  year: wholeNumber({ min: 1000, max: 9999 }),
};

/** What the news page filters by: any of the chosen tags, and one year or all of them. */
export interface NewsFilters {
  tags: readonly number[];
  year: number | null;
}

export const NO_FILTERS: NewsFilters = { tags: [], year: null };

/** The page's address keeps the filters (`?tags=1,3&year=2024`), so a filtered list can be shared. */
export const filtersFromSearch = (search: URLSearchParams): NewsFilters => {
  const { tags, year } = readQuery(newsParams, search);
  return { tags: tags ?? [], year: year ?? null };
};

/**
 * The filters to send a visitor to instead when the address names a tag or a year the news do not
 * have and so shows nothing; null when there is nothing to correct.
 */
export const newsCorrection = (
  first: { news: readonly unknown[]; tags: readonly { id: number }[] },
  years: readonly number[],
  filters: NewsFilters,
): NewsFilters | null => {
  if (first.news.length > 0) return null;
  const tags = filters.tags.filter((tag) => first.tags.some((offered) => offered.id === tag));
  const year = filters.year !== null && years.includes(filters.year) ? filters.year : null;
  return tags.length === filters.tags.length && year === filters.year ? null : { tags, year };
};

export const filtersToSearch = ({ tags, year }: NewsFilters): URLSearchParams => {
  const search = new URLSearchParams();
  if (tags.length > 0) search.set('tags', [...tags].sort((a, b) => a - b).join(','));
  if (year !== null) search.set('year', String(year));
  return search;
};

/** The gateway's query for one page of the list; absent filters are left out, not sent empty. */
export const newsQuery = (
  { tags, year }: NewsFilters,
  page: number,
): { tags?: string; year?: number; page?: number } => ({
  ...(tags.length > 0 ? { tags: [...tags].sort((a, b) => a - b).join(',') } : {}),
  ...(year === null ? {} : { year }),
  ...(page > 1 ? { page } : {}),
});

export const toggleTag = (filters: NewsFilters, tag: number): NewsFilters => ({
  ...filters,
  tags: filters.tags.includes(tag)
    ? filters.tags.filter((t) => t !== tag)
    : [...filters.tags, tag].sort((a, b) => a - b),
});

/** "More": the next page to ask for, or none once the gateway says there is no more. */
export const nextPage = (loadedPages: number, hasMore: boolean): number | undefined =>
  hasMore ? loadedPages + 1 : undefined;

/** The year filter: the years that have news, plus a chosen year the list no longer offers. */
export const yearOptions = (years: readonly number[], chosen: number | null): number[] =>
  [...new Set(chosen === null ? years : [...years, chosen])].sort((a, b) => b - a);
