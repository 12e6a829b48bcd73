import type { components } from '@gf/contracts/generated/bff';
import { $api } from '../../../api/client';
import { type NewsFilters, newsQuery, nextPage } from '../news/news-query';

export type NewsItem = components['schemas']['NewsItem'];
export type NewsTag = components['schemas']['NewsTagItem'];

/** GET /bff/v1/pages/news, a page at a time: "more" asks for the next one while has_more holds. */
export const useNewsPages = (filters: NewsFilters) =>
  $api.useInfiniteQuery(
    'get',
    '/bff/v1/pages/news',
    { params: { query: newsQuery(filters, 1) } },
    {
      pageParamName: 'page',
      initialPageParam: 1,
      getNextPageParam: (last, pages) => nextPage(pages.length, last.has_more),
    },
  );
