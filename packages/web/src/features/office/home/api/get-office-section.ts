import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client';

/** One read; a failed call throws the gateway's envelope like every `$api` query. */
const readSection = async (section: string, subsection: string | undefined, signal: AbortSignal) => {
  const { data, error } =
    subsection === undefined
      ? await api.GET('/bff/v1/office/sections/{section}', { params: { path: { section } }, signal })
      : await api.GET('/bff/v1/office/sections/{section}/{subsection}', {
          params: { path: { section, subsection } },
          signal,
        });
  if (error !== undefined) throw error;
  return data;
};

/** GET /bff/v1/office/sections/{section}[/{subsection}]: an office page written in the CMS. */
export const officeSectionQueryOptions = (section: string, subsection?: string) =>
  queryOptions({
    queryKey: ['get', '/bff/v1/office/sections', section, subsection ?? null] as const,
    queryFn: ({ signal }) => readSection(section, subsection, signal),
  });

export const useOfficeSection = (section: string, subsection?: string) =>
  useQuery(officeSectionQueryOptions(section, subsection));
