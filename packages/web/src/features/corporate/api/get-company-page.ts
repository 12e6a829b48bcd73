import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';

/** GET /bff/v1/pages/company: the company page's title and CMS blocks. */
export const companyPageRead = () => pageRead('/bff/v1/pages/company', {});

export const useCompanyPage = () => {
  const read = companyPageRead();
  return $api.useQuery('get', read.path, read.init);
};
