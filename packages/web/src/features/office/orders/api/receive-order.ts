import { $api } from '../../../../api/client';
import { useRefreshOrders } from './refresh-orders';

/** POST /bff/v1/office/orders/{id}/receive: confirm receipt. */
export const useReceiveOrder = () =>
  $api.useMutation('post', '/bff/v1/office/orders/{id}/receive', { onSuccess: useRefreshOrders() });
