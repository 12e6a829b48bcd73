import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';

/** GET /bff/v1/pages/production: the production page (a CMS page). */
export const productionPageRead = () => pageRead('/bff/v1/pages/production', {});

export const useProductionPage = () => {
  const read = productionPageRead();
  return $api.useQuery('get', read.path, read.init);
};
