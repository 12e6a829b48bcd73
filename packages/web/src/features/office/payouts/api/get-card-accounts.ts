import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type CardAccounts = components['schemas']['CardProviderAccounts'];

export const useCardAccounts = () => useQuery($api.queryOptions('get', '/bff/v1/office/payouts/card-provider'));
