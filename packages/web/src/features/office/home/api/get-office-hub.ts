import type { components } from '@gf/contracts/generated/bff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client';

export type OfficeCmsLink = components['schemas']['OfficeCmsLink'];
export type BusinessFigures = components['schemas']['OfficeBusinessHubReply']['figures'];
export type FinanceAccount = components['schemas']['OfficeFinanceHubReply']['accounts'][number];

/** The hubs of spec 1 §2 that have a gateway read (their CMS pages, and live figures where the API has them). */
export type HubName = 'business' | 'finance' | 'specifications' | 'materials' | 'ratings' | 'education' | 'wiki';

/** What a hub page shows of its read: CMS pages always, figures for business and finance. */
export interface HubData {
  pages: OfficeCmsLink[];
  business?: BusinessFigures;
  accounts?: FinanceAccount[];
}

/** One read per hub; a failed call throws the gateway's envelope like every `$api` query. */
const readHub = async (hub: HubName, signal: AbortSignal): Promise<HubData> => {
  const { data, error } = await api.GET(`/bff/v1/office/hubs/${hub}`, { signal });
  if (error !== undefined) throw error;
  return {
    pages: data.pages,
    ...('figures' in data ? { business: data.figures } : {}),
    ...('accounts' in data ? { accounts: data.accounts } : {}),
  };
};

/** GET /bff/v1/office/hubs/{hub}. */
export const officeHubQueryOptions = (hub: HubName) =>
  queryOptions({
    queryKey: ['get', `/bff/v1/office/hubs/${hub}`] as const,
    queryFn: ({ signal }) => readHub(hub, signal),
  });

export const useOfficeHub = (hub: HubName, enabled: boolean) => useQuery({ ...officeHubQueryOptions(hub), enabled });
