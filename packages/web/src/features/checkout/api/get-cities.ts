import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { $api } from '../../../api/client';

const CITIES_STALE_MS = 5 * 60_000;

const citiesQuery = (countryId: number | null, query: string) =>
  $api.queryOptions('get', '/bff/v1/checkout/cities', {
    params: { query: { country_id: countryId ?? 0, query: query.trim() } },
  });

/** GET /bff/v1/checkout/cities: cities matching what was typed (at least two letters). */
export const useCities = (countryId: number | null, query: string) =>
  useQuery({
    ...citiesQuery(countryId, query),
    enabled: countryId !== null && query.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: CITIES_STALE_MS,
  });

/**
 * The city a saved address names, found by name in its country: an address template carries the
 * city's name but not its id (spec 2 §3), and the delivery calls need the id. Null when the
 * country has no city of that name any more.
 */
export const useFindCity = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async (countryId: number, name: string) => {
      const reply = await queryClient.fetchQuery({ ...citiesQuery(countryId, name), staleTime: CITIES_STALE_MS });
      const wanted = name.trim().toLocaleLowerCase();
      return reply.cities.find((city) => city.name.trim().toLocaleLowerCase() === wanted) ?? null;
    },
    [queryClient],
  );
};
