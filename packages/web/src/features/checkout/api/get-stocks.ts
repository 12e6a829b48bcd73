import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../api/client';

/** GET /bff/v1/checkout/stocks: stocks of a territory. */
export const useStocks = (territoryId: number | null) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/checkout/stocks', { params: { query: { territory_id: territoryId ?? 0 } } }),
    enabled: territoryId !== null,
  });
