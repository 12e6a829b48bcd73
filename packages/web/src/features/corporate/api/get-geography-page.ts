import { $api } from '../../../api/client';

/** GET /bff/v1/pages/geography: the geography page and the countries the company serves. */
export const useGeographyPage = () => $api.useQuery('get', '/bff/v1/pages/geography');
