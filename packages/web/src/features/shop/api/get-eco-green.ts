import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';
import { type Listing, listingQuery } from './listing-query';

/** GET /bff/v1/shop/eco-green: the eco-green block and its listing. */
export const ecoGreenRead = (listing: Listing) => {
  const { section: _section, ...query } = listingQuery(listing);
  return pageRead('/bff/v1/shop/eco-green', { params: { query } });
};

export const useEcoGreen = (listing: Listing) => {
  const read = ecoGreenRead(listing);
  return $api.useQuery('get', read.path, read.init, { placeholderData: keepPreviousData });
};
