import { $api } from '../../../api/client';

/** GET /bff/v1/pages/production: the production page (a CMS page). */
export const useProductionPage = () => $api.useQuery('get', '/bff/v1/pages/production');
