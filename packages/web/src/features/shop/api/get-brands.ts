import { $api } from '../../../api/client';

/** GET /bff/v1/shop/brands: every brand sold in the country (/shop/brands). */
export const useBrands = () => $api.useQuery('get', '/bff/v1/shop/brands');
