import { $api } from '../../../api/client';

/** GET /bff/v1/pages/opportunities: the opportunities page's title and CMS blocks. */
export const useOpportunitiesPage = () => $api.useQuery('get', '/bff/v1/pages/opportunities');
