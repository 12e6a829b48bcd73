import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';

/** GET /bff/v1/pages/opportunities: the opportunities page's title and CMS blocks. */
export const opportunitiesPageRead = () => pageRead('/bff/v1/pages/opportunities', {});

export const useOpportunitiesPage = () => {
  const read = opportunitiesPageRead();
  return $api.useQuery('get', read.path, read.init);
};
