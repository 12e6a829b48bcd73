import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

/** GET /bff/v1/office/team/structure/search: members found by number or name (asked once typing pauses). */
export const useStructureSearch = (q: string) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/team/structure/search', { params: { query: { q } } }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
