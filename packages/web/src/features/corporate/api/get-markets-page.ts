import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';

/** GET /bff/v1/pages/geography/markets: the GW Markets page and the countries. */
export const marketsPageRead = () => pageRead('/bff/v1/pages/geography/markets', {});

export const useMarketsPage = () => {
  const read = marketsPageRead();
  return $api.useQuery('get', read.path, read.init);
};
