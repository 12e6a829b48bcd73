import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';

/** GET /bff/v1/pages/eco: the eco page's title and CMS blocks. */
export const ecoPageRead = () => pageRead('/bff/v1/pages/eco', {});

export const useEcoPage = () => {
  const read = ecoPageRead();
  return $api.useQuery('get', read.path, read.init);
};
