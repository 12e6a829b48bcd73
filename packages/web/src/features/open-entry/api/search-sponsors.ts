import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../api/client';

export type OpenEntrySponsor = components['schemas']['OpenEntrySponsor'];

/** The gateway and the upstream both want two characters at least. */
export const MIN_SPONSOR_SEARCH = 2;

/** GET /bff/v1/auth/open-entry/sponsors: sponsors by name, number or phone (run when a search is submitted). */
export const useSponsorSearch = (search: string) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/auth/open-entry/sponsors', { params: { query: { search } } }),
    enabled: search.length >= MIN_SPONSOR_SEARCH,
    staleTime: 60_000,
    retry: false,
  });
