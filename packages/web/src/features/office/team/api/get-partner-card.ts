import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type PartnerCard = components['schemas']['TeamPartnerCard'];

/** GET /bff/v1/office/team/partners/{number}: one partner's card; a failed lookup keeps its code. */
export const usePartnerCard = (number: string) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/team/partners/{number}', { params: { path: { number } } }),
    // A lookup code (not found, not in the structure) will not change on a retry.
    retry: false,
  });
