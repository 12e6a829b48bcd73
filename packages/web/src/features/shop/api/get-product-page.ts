import { $api } from '../../../api/client';

/** GET /bff/v1/shop/products/{code}: product, reviews, recommended and periodic, or where it moved. */
export const productPageOptions = (code: string) =>
  $api.queryOptions('get', '/bff/v1/shop/products/{code}', { params: { path: { code } } });

export const useProductPage = (code: string) =>
  $api.useQuery('get', '/bff/v1/shop/products/{code}', { params: { path: { code } } });
