import { $api } from '../../../../api/client';
import { useRefreshMoney } from './refresh-payouts';

export const useRequestInternational = () =>
  $api.useMutation('post', '/bff/v1/office/payouts/international', { onSuccess: useRefreshMoney() });
