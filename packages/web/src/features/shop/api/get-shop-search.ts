import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../../api/client';

/** How many hits of each kind the search page asks for. */
export const SHOP_SEARCH_LIMIT = 24;

/** GET /bff/v1/shop/search: products, brands, pages, news, events and the total. */
export const useShopSearch = (q: string, limit = SHOP_SEARCH_LIMIT) =>
  $api.useQuery(
    'get',
    '/bff/v1/shop/search',
    { params: { query: { q, limit } } },
    { enabled: q.trim().length > 0, placeholderData: keepPreviousData },
  );
