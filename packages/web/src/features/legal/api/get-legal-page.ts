import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';

/** GET /bff/v1/pages/legal?path=: the text of one legal page (spec 1 §2), from the CMS. */
export const legalPageRead = (path: string) => pageRead('/bff/v1/pages/legal', { params: { query: { path } } });

export const useLegalPage = (path: string) => {
  const read = legalPageRead(path);
  return $api.useQuery('get', read.path, read.init);
};
