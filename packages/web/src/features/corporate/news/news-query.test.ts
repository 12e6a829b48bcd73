import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  filtersToSearch,
  NO_FILTERS,
  newsCorrection,
  newsQuery,
  nextPage,
  toggleTag,
  yearOptions,
} from './news-query';

describe('news query', () => {
  it('reads tags and a year from the address, ignoring what is not a tag id or a year', () => {
    expect(filtersFromSearch(new URLSearchParams('tags=3,1,x,3&year=2024'))).toEqual({ tags: [1, 3], year: 2024 });
    expect(filtersFromSearch(new URLSearchParams('year=24'))).toEqual(NO_FILTERS);
  });

  it('writes the same filters back to the address, and nothing when there are none', () => {
    expect(filtersToSearch({ tags: [3, 1], year: 2023 }).toString()).toBe('tags=1%2C3&year=2023');
    expect(filtersToSearch(NO_FILTERS).toString()).toBe('');
  });

  it('builds the gateway query: tags as a list, the year, and the page only after the first', () => {
    expect(newsQuery({ tags: [5, 2], year: 2022 }, 1)).toEqual({ tags: '2,5', year: 2022 });
    expect(newsQuery(NO_FILTERS, 3)).toEqual({ page: 3 });
  });

  it('toggles a tag on and off', () => {
    const on = toggleTag(NO_FILTERS, 4);
    expect(on.tags).toEqual([4]);
    expect(toggleTag(on, 4).tags).toEqual([]);
  });

  it('asks for the next page only while the gateway has more', () => {
    expect(nextPage(1, true)).toBe(2);
    expect(nextPage(2, false)).toBeUndefined();
  });

  it('offers the years that have news, newest first, keeping a chosen one', () => {
    expect(yearOptions([2024, 2026, 2025], null)).toEqual([2026, 2025, 2024]);
    expect(yearOptions([2026], 2019)).toEqual([2026, 2019]);
  });

  it('drops a tag or a year the news do not have when the address shows nothing (issue 30)', () => {
    const first = { news: [], tags: [{ id: 3 }] };
    expect(newsCorrection(first, [2025], { tags: [3, 99], year: 1999 })).toEqual({ tags: [3], year: null });
    expect(newsCorrection(first, [2025], { tags: [3], year: 2025 })).toBeNull();
    expect(newsCorrection({ news: [{}], tags: [] }, [], { tags: [99], year: null })).toBeNull();
  });
});
