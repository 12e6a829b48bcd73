import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';

/** How many hits of each kind the search page asks for. */
export const SHOP_SEARCH_LIMIT = 24;

/** GET /bff/v1/shop/search: products, brands, pages, news, events and the total. */
export const shopSearchRead = (q: string, limit = SHOP_SEARCH_LIMIT) =>
  pageRead('/bff/v1/shop/search', { params: { query: { q, limit } } });

export const useShopSearch = (q: string, limit = SHOP_SEARCH_LIMIT) => {
  const read = shopSearchRead(q, limit);
  return $api.useQuery('get', read.path, read.init, {
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
};
