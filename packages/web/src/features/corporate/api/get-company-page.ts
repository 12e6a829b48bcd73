import { $api } from '../../../api/client';

/** GET /bff/v1/pages/company: the company page's title and CMS blocks. */
export const useCompanyPage = () => $api.useQuery('get', '/bff/v1/pages/company');
