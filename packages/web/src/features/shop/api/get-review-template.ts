import { $api } from '../../../api/client';

/** GET /bff/v1/shop/reviews/template: the publishing rules and the form's limits. */
export const useReviewTemplate = () =>
  $api.useQuery('get', '/bff/v1/shop/reviews/template', {}, { staleTime: 300_000 });
