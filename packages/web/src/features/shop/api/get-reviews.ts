import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { ReviewList } from './types';

/** GET /bff/v1/shop/products/{code}/reviews, page after page while `has_more` (spec 2 §3). */
export const useReviews = (code: string, first: ReviewList | null = null) =>
  useInfiniteQuery({
    // The product page brought the first page along: start from it instead of asking again.
    ...(first ? { initialData: { pages: [first], pageParams: [1] } } : {}),
    queryKey: ['shop', 'reviews', code],
    staleTime: 30_000,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const { data, error } = await api.GET('/bff/v1/shop/products/{code}/reviews', {
        params: { path: { code }, query: { page: pageParam } },
        signal,
      });
      if (error) throw error;
      return data;
    },
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
