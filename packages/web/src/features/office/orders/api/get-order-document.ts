import type { OrderDocumentKind } from '@gf/contracts/rules/order-documents';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

/** GET /bff/v1/office/orders/{id}/documents/{kind}: an order document to show on screen. */
export const useOrderDocument = (id: number, kind: OrderDocumentKind) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/orders/{id}/documents/{kind}', { params: { path: { id, kind } } }),
    enabled: id > 0,
    retry: false,
  });
