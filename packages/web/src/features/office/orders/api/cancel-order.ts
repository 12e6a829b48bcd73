import { $api } from '../../../../api/client';
import { useRefreshOrders } from './refresh-orders';

/** POST /bff/v1/office/orders/{id}/cancel. */
export const useCancelOrder = () =>
  $api.useMutation('post', '/bff/v1/office/orders/{id}/cancel', { onSuccess: useRefreshOrders() });
