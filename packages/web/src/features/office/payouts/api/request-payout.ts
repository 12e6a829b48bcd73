import { $api } from '../../../../api/client';
import { useRefreshMoney } from './refresh-payouts';

export const useRequestPayout = () =>
  $api.useMutation('post', '/bff/v1/office/payouts', { onSuccess: useRefreshMoney() });
