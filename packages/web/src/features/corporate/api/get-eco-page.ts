import { $api } from '../../../api/client';

/** GET /bff/v1/pages/eco: the eco page's title and CMS blocks. */
export const useEcoPage = () => $api.useQuery('get', '/bff/v1/pages/eco');
