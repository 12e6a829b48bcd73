import { $api } from '../../../../api/client';
import { useRefreshOrders } from './refresh-orders';

/** POST /bff/v1/office/orders/{id}/feedback: rate the delivery. */
export const useOrderFeedback = () =>
  $api.useMutation('post', '/bff/v1/office/orders/{id}/feedback', { onSuccess: useRefreshOrders() });
