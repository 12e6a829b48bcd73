import type { components } from '@gf/contracts/generated/bff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type TeamClient = components['schemas']['TeamClient'];

export interface PartnerFilter {
  search?: string;
  level?: number;
}

/** GET /bff/v1/office/team/clients: one page of the client list, searched. */
export const useClients = (page: number, search: string | undefined) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/team/clients', {
      params: { query: { page, ...(search ? { search } : {}) } },
    }),
    placeholderData: keepPreviousData,
  });

/** GET /bff/v1/office/team/partners: one page of the partner list, searched and by level. */
export const usePartners = (page: number, filter: PartnerFilter) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/team/partners', {
      params: {
        query: {
          page,
          ...(filter.search ? { search: filter.search } : {}),
          ...(filter.level ? { level: filter.level } : {}),
        },
      },
    }),
    placeholderData: keepPreviousData,
  });

/** Where the list as searched and filtered is downloaded (a plain link: the session cookie goes along). */
export const teamDownloadHref = (list: 'clients' | 'partners', filter: PartnerFilter): string => {
  const query = new URLSearchParams();
  if (filter.search) query.set('search', filter.search);
  if (list === 'partners' && filter.level) query.set('level', String(filter.level));
  const qs = query.toString();
  return `/bff/v1/office/team/${list}/download${qs ? `?${qs}` : ''}`;
};
