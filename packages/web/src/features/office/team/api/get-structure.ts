import type { components } from '@gf/contracts/generated/bff';
import { queryOptions, type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../../api/client';
import { keyedRead } from '../../../../api/page-read';

export type TeamPartner = components['schemas']['TeamPartner'];

/** The key of the first line below `number` (the user's own first line when null). */
export const structureKey = (number: string | null) => ['office', 'team', 'structure', number ?? 'root'] as const;

type StructureReply = components['schemas']['TeamStructureReply'];

/** The signed-in partner's own first line, as the page's server render reads it. */
export const structureRootRead = () =>
  keyedRead(
    '/bff/v1/office/team/structure',
    { params: { query: {} } },
    structureKey(null),
    (body: StructureReply) => body.children,
  );

/** GET /bff/v1/office/team/structure: the first line below a partner, asked once when the node opens. */
export const structureQueryOptions = (number: string | null) =>
  queryOptions({
    queryKey: structureKey(number),
    queryFn: async ({ signal }) => {
      const { data, error } = await api.GET('/bff/v1/office/team/structure', {
        params: { query: number ? { number } : {} },
        signal,
      });
      if (error) throw error;
      return data.children;
    },
    staleTime: 60_000,
  });

type ChildrenResult = UseQueryResult<TeamPartner[]>;

/**
 * The children of the root and of every open node, by number (root under null). The map is built
 * again only when a node opens or a first line arrives: a new one on every render would flatten the
 * whole open tree again on every scroll.
 */
export const useStructure = (open: readonly string[]) => {
  const combine = useCallback(
    (results: ChildrenResult[]) => {
      const byParent = new Map<string | null, ChildrenResult>();
      results.forEach((result, index) => {
        byParent.set(index === 0 ? null : (open[index - 1] ?? null), result);
      });
      return byParent;
    },
    [open],
  );
  return useQueries({ queries: [null, ...open].map((number) => structureQueryOptions(number)), combine });
};
