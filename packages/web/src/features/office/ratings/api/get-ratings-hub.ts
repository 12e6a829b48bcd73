import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

/** GET /bff/v1/office/ratings: the rating pages of the hub, in spec 1 §2's order. */
export const useRatingsHub = () => useQuery($api.queryOptions('get', '/bff/v1/office/ratings'));
