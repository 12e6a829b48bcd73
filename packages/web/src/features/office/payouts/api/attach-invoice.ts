import { $api } from '../../../../api/client';
import { useRefresh } from './refresh-payouts';

export const useAttachInvoice = () =>
  $api.useMutation('post', '/bff/v1/office/payouts/{id}/invoice', { onSuccess: useRefresh('/bff/v1/office/payouts') });
