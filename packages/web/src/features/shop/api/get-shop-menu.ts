import { $api } from '../../../api/client';

/** GET /bff/v1/shop/menu: sections, brands and the catalogue filters a brand or section narrows. */
export const useShopMenu = (narrow: { brand?: string; section?: string } = {}, enabled = true) =>
  $api.useQuery('get', '/bff/v1/shop/menu', { params: { query: narrow } }, { staleTime: 60_000, enabled });
