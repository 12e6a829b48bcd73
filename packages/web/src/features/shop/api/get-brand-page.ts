import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';
import { type Listing, listingQuery } from './listing-query';

/** GET /bff/v1/shop/brands/{path}: the brand, its sections, filters and a page of products. */
export const brandPageRead = (path: string, listing: Listing) => {
  const { brand: _brand, ...query } = listingQuery(listing);
  return pageRead('/bff/v1/shop/brands/{path}', { params: { path: { path }, query } });
};

export const useBrandPage = (path: string, listing: Listing) => {
  const read = brandPageRead(path, listing);
  return $api.useQuery('get', read.path, read.init, { placeholderData: keepPreviousData });
};
