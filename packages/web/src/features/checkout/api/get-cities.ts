import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '../../../api/client';

/** GET /bff/v1/checkout/cities: cities matching what was typed (at least two letters). */
export const useCities = (countryId: number | null, query: string) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/checkout/cities', {
      params: { query: { country_id: countryId ?? 0, query: query.trim() } },
    }),
    enabled: countryId !== null && query.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
