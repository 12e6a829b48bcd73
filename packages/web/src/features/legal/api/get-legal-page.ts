import { $api } from '../../../api/client';

/** GET /bff/v1/pages/legal?path=: the text of one legal page (spec 1 §2), from the CMS. */
export const useLegalPage = (path: string) =>
  $api.useQuery('get', '/bff/v1/pages/legal', { params: { query: { path } } });
