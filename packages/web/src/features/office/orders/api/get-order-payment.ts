import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type OrderPayment = components['schemas']['OrderPaymentReply'];
export type PaymentMethod = components['schemas']['PaymentMethodItem'];

/** GET /bff/v1/orders/{id}/payment: what the order owes and its payment methods. */
export const orderPaymentQueryOptions = (id: number) =>
  $api.queryOptions('get', '/bff/v1/orders/{id}/payment', { params: { path: { id } } });

export const useOrderPayment = (id: number) => useQuery(orderPaymentQueryOptions(id));
