import { $api } from '../../../api/client';

/** GET /bff/v1/pages/news/{id}: one news item with its text (the news modal). */
export const useNewsItem = (id: number) =>
  $api.useQuery('get', '/bff/v1/pages/news/{id}', { params: { path: { id } } });
