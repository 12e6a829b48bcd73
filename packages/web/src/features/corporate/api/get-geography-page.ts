import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';

/** GET /bff/v1/pages/geography: the geography page and the countries the company serves. */
export const geographyPageRead = () => pageRead('/bff/v1/pages/geography', {});

export const useGeographyPage = () => {
  const read = geographyPageRead();
  return $api.useQuery('get', read.path, read.init);
};
