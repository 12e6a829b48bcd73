import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { type Listing, listingQuery } from './listing-query';

/** GET /bff/v1/shop/brands/{path}: the brand, its sections, filters and a page of products. */
export const useBrandPage = (path: string, listing: Listing) => {
  const { brand: _brand, ...query } = listingQuery(listing);
  return $api.useQuery(
    'get',
    '/bff/v1/shop/brands/{path}',
    { params: { path: { path }, query } },
    { placeholderData: keepPreviousData },
  );
};
