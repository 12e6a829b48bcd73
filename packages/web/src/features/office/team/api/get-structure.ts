import type { components } from '@gf/contracts/generated/bff';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '../../../../api/client';

export type TeamPartner = components['schemas']['TeamPartner'];

/** The key of the first line below `number` (the user's own first line when null). */
export const structureKey = (number: string | null) => ['office', 'team', 'structure', number ?? 'root'] as const;

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

/** The children of the root and of every open node, by number (root under null). */
export const useStructure = (open: readonly string[]) =>
  useQueries({
    queries: [null, ...open].map((number) => structureQueryOptions(number)),
    combine: (results) => {
      const byParent = new Map<string | null, (typeof results)[number]>();
      results.forEach((result, index) => {
        byParent.set(index === 0 ? null : (open[index - 1] ?? null), result);
      });
      return byParent;
    },
  });
