import type { components } from '@gf/contracts/generated/bff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type LoyaltyPage = components['schemas']['LoyaltyPageReply'];
export type LoyaltyStatistics = components['schemas']['LoyaltyStatistics'];

/** GET /bff/v1/office/statements/loyalty: the role's loyalty programme up to a period. */
export const useLoyalty = (periodId: number | undefined) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/statements/loyalty', {
      params: { query: periodId === undefined ? {} : { period_id: periodId } },
    }),
    placeholderData: keepPreviousData,
  });
