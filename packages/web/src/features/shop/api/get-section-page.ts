import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';
import { type Listing, listingQuery } from './listing-query';

const sectionQuery = (listing: Listing) => {
  const { section: _section, ...query } = listingQuery(listing);
  return query;
};

/** GET /bff/v1/shop/sections/{section}: the section's filters and a page of its products. */
export const sectionPageRead = (section: string, listing: Listing) =>
  pageRead('/bff/v1/shop/sections/{section}', { params: { path: { section }, query: sectionQuery(listing) } });

/** GET /bff/v1/shop/sections/{section}/{subsection}: the same for one subsection. */
export const subsectionPageRead = (section: string, subsection: string, listing: Listing) =>
  pageRead('/bff/v1/shop/sections/{section}/{subsection}', {
    params: { path: { section, subsection }, query: sectionQuery(listing) },
  });

/** A section's page, or one of its subsections' when the address names one. */
export const useSectionPage = (section: string, subsection: string | undefined, listing: Listing) => {
  const whole = sectionPageRead(section, listing);
  const part = subsectionPageRead(section, subsection ?? '', listing);
  const wholePage = $api.useQuery('get', whole.path, whole.init, {
    enabled: subsection === undefined,
    placeholderData: keepPreviousData,
  });
  const partPage = $api.useQuery('get', part.path, part.init, {
    enabled: subsection !== undefined,
    placeholderData: keepPreviousData,
  });
  return subsection === undefined ? wholePage : partPage;
};
