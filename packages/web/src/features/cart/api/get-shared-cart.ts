import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../api/client';

/** GET /bff/v1/cart/shared/{hash}: a shared cart, priced, to put into this browser's cart. */
export const useSharedCart = (hash: string | null) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/cart/shared/{hash}', { params: { path: { hash: hash ?? '' } } }),
    enabled: Boolean(hash),
  });
