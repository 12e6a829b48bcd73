import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type OfficeOrder = components['schemas']['OfficeOrderReply'];

/** GET /bff/v1/office/orders/{id}: the order with its payment. */
export const useOfficeOrder = (id: number) =>
  useQuery($api.queryOptions('get', '/bff/v1/office/orders/{id}', { params: { path: { id } } }));
