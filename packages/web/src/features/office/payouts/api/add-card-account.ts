import { $api } from '../../../../api/client';
import { useRefresh } from './refresh-payouts';

export const useAddCardAccount = () =>
  $api.useMutation('post', '/bff/v1/office/payouts/card-provider', {
    onSuccess: useRefresh('/bff/v1/office/payouts/card-provider'),
  });
