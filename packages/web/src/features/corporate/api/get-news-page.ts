import type { components } from '@gf/contracts/generated/bff';
import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';
import { type NewsFilters, newsQuery, nextPage } from '../news/news-query';

export type NewsItem = components['schemas']['NewsItem'];
export type NewsTag = components['schemas']['NewsTagItem'];
export type NewsPageReply = components['schemas']['NewsPageReply'];

/** The list's first page; "more" asks for the next ones under the same query (an infinite query). */
export const newsPagesRead = (filters: NewsFilters) =>
  pageRead('/bff/v1/pages/news', { params: { query: newsQuery(filters, 1) } }, { param: 'page', first: 1 });

/** GET /bff/v1/pages/news, a page at a time: "more" asks for the next one while has_more holds. */
export const useNewsPages = (filters: NewsFilters) => {
  const read = newsPagesRead(filters);
  return $api.useInfiniteQuery('get', read.path, read.init, {
    pageParamName: 'page',
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPage(pages.length, last.has_more),
  });
};
