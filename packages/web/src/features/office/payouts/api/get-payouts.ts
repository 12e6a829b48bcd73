import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type PayoutsPage = components['schemas']['PayoutsPage'];

export type PayoutRow = components['schemas']['PayoutRequest'];

export const usePayouts = () => useQuery($api.queryOptions('get', '/bff/v1/office/payouts'));
