import { $api } from '../../../api/client';

/** GET /bff/v1/shop/favourites: favourite products and product sets (signed in only). */
export const favouritesKey = ['get', '/bff/v1/shop/favourites'] as const;

export const useFavourites = (enabled = true) =>
  $api.useQuery('get', '/bff/v1/shop/favourites', {}, { enabled, retry: false });
