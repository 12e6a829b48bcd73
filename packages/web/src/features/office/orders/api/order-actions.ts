import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

const useRefreshOrders = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[1]).includes('/orders') });
};

/** POST /bff/v1/office/orders/{id}/cancel. */
export const useCancelOrder = () =>
  $api.useMutation('post', '/bff/v1/office/orders/{id}/cancel', { onSuccess: useRefreshOrders() });

/** POST /bff/v1/office/orders/{id}/receive: confirm receipt. */
export const useReceiveOrder = () =>
  $api.useMutation('post', '/bff/v1/office/orders/{id}/receive', { onSuccess: useRefreshOrders() });

/** POST /bff/v1/office/orders/{id}/feedback: rate the delivery. */
export const useOrderFeedback = () =>
  $api.useMutation('post', '/bff/v1/office/orders/{id}/feedback', { onSuccess: useRefreshOrders() });

/** POST /bff/v1/office/orders/{id}/share: a link to the order. */
export const useShareOrder = () => $api.useMutation('post', '/bff/v1/office/orders/{id}/share');
