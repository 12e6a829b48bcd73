import { $api } from '../../../../api/client';
import { useRefresh } from './refresh-payouts';

export const useAcceptInternational = () =>
  $api.useMutation('post', '/bff/v1/office/payouts/international/accept', {
    onSuccess: useRefresh('/bff/v1/office/payouts/international'),
  });
