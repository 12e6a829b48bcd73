import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

/** GET /bff/v1/office/promo: the current promos and the running GreenJack. */
export const usePromoList = () => useQuery($api.queryOptions('get', '/bff/v1/office/promo'));

/** GET /bff/v1/office/promo/{page}: one promo with its text. */
export const usePromo = (page: string) =>
  useQuery($api.queryOptions('get', '/bff/v1/office/promo/{page}', { params: { path: { page } } }));
