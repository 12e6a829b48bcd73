import type { components } from '@gf/contracts/generated/bff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type OrderRow = components['schemas']['OfficeOrderRowItem'];
export type OrderStatus = components['schemas']['OfficeOrderStatusName'];

/** GET /bff/v1/office/orders: one page of the orders list, by status. */
export const useOrders = (page: number, status: OrderStatus | undefined) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/orders', {
      params: { query: { page, ...(status ? { status } : {}) } },
    }),
    placeholderData: keepPreviousData,
  });
