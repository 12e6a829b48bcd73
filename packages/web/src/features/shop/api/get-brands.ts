import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';

/** GET /bff/v1/shop/brands: every brand sold in the country (/shop/brands). */
export const brandsRead = () => pageRead('/bff/v1/shop/brands', {});

export const useBrands = () => {
  const read = brandsRead();
  return $api.useQuery('get', read.path, read.init);
};
