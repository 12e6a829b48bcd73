import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';

/** GET /bff/v1/shop/products/{code}: product, reviews, recommended and periodic, or where it moved. */
export const productPageRead = (code: string) =>
  pageRead('/bff/v1/shop/products/{code}', { params: { path: { code } } });

export const productPageOptions = (code: string) => {
  const read = productPageRead(code);
  return $api.queryOptions('get', read.path, read.init);
};

export const useProductPage = (code: string) => {
  const read = productPageRead(code);
  return $api.useQuery('get', read.path, read.init);
};
