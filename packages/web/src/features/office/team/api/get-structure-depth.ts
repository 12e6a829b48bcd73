import { PARTNER_LEVEL_MAX } from '@gf/contracts/rules/team-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { findDepth } from '../components/structure-depth';

/**
 * The depth of the signed-in partner's structure, for "open to level N": the partner list by level
 * (GET /bff/v1/office/team/partners?level=) says whether anyone is at a level; the structure
 * call only ever shows one first line.
 */
export const structureDepthQueryOptions = () =>
  queryOptions({
    queryKey: ['office', 'team', 'structure', 'depth'] as const,
    queryFn: ({ signal }) =>
      findDepth(async (level) => {
        const { data, error } = await api.GET('/bff/v1/office/team/partners', {
          params: { query: { page: 1, level } },
          signal,
        });
        if (error) throw error;
        return data.total > 0;
      }, PARTNER_LEVEL_MAX),
    staleTime: 60_000,
    // One read per level until one is empty: no read a server render is given (issue 36). The
    // browser asks it once it has taken the page over; until then the control waits, as it would.
    enabled: typeof window !== 'undefined',
  });

export const useStructureDepth = () => useQuery(structureDepthQueryOptions());
