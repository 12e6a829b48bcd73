import { $api } from '../../../api/client';

/** GET /bff/v1/shop/sets/{id}: a set opened by its share hash (anyone) or id (its owner). */
export const useSharedSet = (id: string) =>
  $api.useQuery('get', '/bff/v1/shop/sets/{id}', { params: { path: { id } } }, { retry: false });
