import { $api } from '../../../../api/client';
import { useRefresh } from './refresh-payouts';

export const useAgreeOffer = () =>
  $api.useMutation('post', '/bff/v1/office/payouts/companies/{id}/offer/agree', {
    onSuccess: useRefresh('/bff/v1/office/payouts/companies'),
  });
