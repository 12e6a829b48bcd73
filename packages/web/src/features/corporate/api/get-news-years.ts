import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';

/** GET /bff/v1/pages/news/years: the years the filter offers. They change once a year at most. */
export const newsYearsRead = () => pageRead('/bff/v1/pages/news/years', {});

export const useNewsYears = () => {
  const read = newsYearsRead();
  return $api.useQuery('get', read.path, read.init, { staleTime: 60 * 60 * 1000 });
};
