import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { type Listing, listingQuery } from './listing-query';

/** GET /bff/v1/shop/sections/{section}[/{subsection}]: filters and a page of products. */
export const useSectionPage = (section: string, subsection: string | undefined, listing: Listing) => {
  const { section: _section, ...query } = listingQuery(listing);
  const whole = $api.useQuery(
    'get',
    '/bff/v1/shop/sections/{section}',
    { params: { path: { section }, query } },
    { enabled: subsection === undefined, placeholderData: keepPreviousData },
  );
  const part = $api.useQuery(
    'get',
    '/bff/v1/shop/sections/{section}/{subsection}',
    { params: { path: { section, subsection: subsection ?? '' }, query } },
    { enabled: subsection !== undefined, placeholderData: keepPreviousData },
  );
  return subsection === undefined ? whole : part;
};
