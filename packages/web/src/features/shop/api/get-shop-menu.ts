import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';

type Narrow = { brand?: string; section?: string };

export const shopMenuRead = (narrow: Narrow = {}) => pageRead('/bff/v1/shop/menu', { params: { query: narrow } });

/** GET /bff/v1/shop/menu: sections, brands and the catalogue filters a brand or section narrows. */
export const useShopMenu = (narrow: Narrow = {}, enabled = true) => {
  const read = shopMenuRead(narrow);
  return $api.useQuery('get', read.path, read.init, { staleTime: 60_000, enabled });
};
