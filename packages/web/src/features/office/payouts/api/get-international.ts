import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type InternationalPage = components['schemas']['InternationalPayoutConfig'] & {
  payouts: components['schemas']['InternationalPayoutRow'][];
};

export const useInternational = () => useQuery($api.queryOptions('get', '/bff/v1/office/payouts/international'));
