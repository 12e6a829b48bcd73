import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { type Listing, listingQuery } from './listing-query';

/** GET /bff/v1/shop/eco-green: the eco-green block and its listing. */
export const useEcoGreen = (listing: Listing) => {
  const { section: _section, ...query } = listingQuery(listing);
  return $api.useQuery('get', '/bff/v1/shop/eco-green', { params: { query } }, { placeholderData: keepPreviousData });
};
