import { $api } from '../../../api/client';

/** GET /bff/v1/shop/main: the whole of /shop (shop main and the menu) in one call. */
export const useShopMain = () => $api.useQuery('get', '/bff/v1/shop/main');
