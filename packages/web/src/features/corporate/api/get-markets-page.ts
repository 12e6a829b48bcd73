import { $api } from '../../../api/client';

/** GET /bff/v1/pages/geography/markets: the GW Markets page and the countries. */
export const useMarketsPage = () => $api.useQuery('get', '/bff/v1/pages/geography/markets');
