/** What the news page filters by: any of the chosen tags, and one year or all of them. */
export interface NewsFilters {
  tags: readonly number[];
  year: number | null;
}

export const NO_FILTERS: NewsFilters = { tags: [], year: null };

/** The page's address keeps the filters (`?tags=1,3&year=2024`), so a filtered list can be shared. */
export const filtersFromSearch = (search: URLSearchParams): NewsFilters => {
  const tags = (search.get('tags') ?? '')
    .split(',')
    .filter((tag) => /^\d+$/.test(tag))
    .map(Number);
  const yearText = search.get('year');
  const year = yearText && /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  return { tags: [...new Set(tags)].sort((a, b) => a - b), year };
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
