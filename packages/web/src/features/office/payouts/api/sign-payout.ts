import { $api } from '../../../../api/client';
import { useRefresh } from './refresh-payouts';

export const useSignPayout = () =>
  $api.useMutation('post', '/bff/v1/office/payouts/{id}/sign', { onSuccess: useRefresh('/bff/v1/office/payouts') });
