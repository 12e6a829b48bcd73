import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';

/** GET /bff/v1/shop/main: the whole of /shop (shop main and the menu) in one call. */
export const shopMainRead = () => pageRead('/bff/v1/shop/main', {});

export const useShopMain = () => {
  const read = shopMainRead();
  return $api.useQuery('get', read.path, read.init);
};
