import { $api } from '../../../api/client';

/** GET /bff/v1/pages/news/years: the years the filter offers. They change once a year at most. */
export const useNewsYears = () => $api.useQuery('get', '/bff/v1/pages/news/years', {}, { staleTime: 60 * 60 * 1000 });
