import { matching, oneOf, type QueryOf, readQuery, wholeNumber } from '../../../lib/page-query';
import type { ListingSort, ShopFilter, ShopProduct } from './types';

/** The sorts a listing offers, the upstream's default first. */
export const LISTING_SORTS: readonly ListingSort[] = ['popular', 'new', 'price_asc', 'price_desc'];

/** The gateway takes pages up to this one (shop-schemas ListingQuery). */
export const LISTING_MAX_PAGE = 1000;
/** A brand or section path as a filter value (the gateway takes up to 100 characters). */
const CATALOGUE_PATH = /^\S{1,100}$/;

/**
 * The listing state of a brand or section page, kept in the address so a link shares the view: the
 * one declaration of the parameters these pages read (issue 30), for the page and the gateway alike.
 */
export const listingParams = {
  page: wholeNumber({ min: 1, max: LISTING_MAX_PAGE, fallback: 1 }),
  sort: oneOf(LISTING_SORTS),
  gender: wholeNumber({ min: 1, max: 999_999_999 }),
  country: matching(/^[A-Za-z]{2}$/, (code) => code.toUpperCase()),
  brand: matching(CATALOGUE_PATH),
  section: matching(CATALOGUE_PATH),
};

export type Listing = QueryOf<typeof listingParams>;

/** Reads the listing from the address; anything unknown is dropped rather than sent on. */
export const readListing = (search: URLSearchParams): Listing => readQuery(listingParams, search);

/** Writes the filters back, keeping other parameters (an open modal) and dropping the page. */
export const writeListing = (search: URLSearchParams, listing: Partial<Listing>): URLSearchParams => {
  const next = new URLSearchParams(search);
  for (const key of ['sort', 'gender', 'country', 'brand', 'section', 'page'] as const) {
    const value = listing[key];
    if (value === undefined || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
};

/** How many filters are set, for the filter button's badge. */
export const activeFilters = (listing: Listing): number =>
  [listing.sort, listing.gender, listing.country, listing.brand, listing.section].filter((v) => v !== undefined).length;

/** The gateway query: only what is set. */
export const listingQuery = (listing: Listing) =>
  Object.fromEntries(
    Object.entries({ ...listing, page: listing.page > 1 ? listing.page : undefined }).filter(
      ([, v]) => v !== undefined,
    ),
  ) as Partial<Listing>;

/** What a listing reply says of its own domain. */
interface ListingReply {
  products: readonly ShopProduct[];
  filters: readonly ShopFilter[];
}

/**
 * The listing to send a visitor to instead, when the address asks for one outside the catalogue:
 * a page past the last one, or a filter value the catalogue does not offer, which show nothing. A
 * listing that shows products is never corrected; null when there is nothing to correct.
 */
export const listingCorrection = (reply: ListingReply, listing: Listing): Partial<Listing> | null => {
  if (reply.products.length > 0) return null;
  const offered = (code: 'gender' | 'brand' | 'section', value: string | number | undefined) =>
    value === undefined ||
    reply.filters.some((filter) => filter.code === code && filter.values.some((v) => v.value === String(value)));
  const corrected: Partial<Listing> = {
    ...listing,
    page: 1,
    gender: offered('gender', listing.gender) ? listing.gender : undefined,
    brand: offered('brand', listing.brand) ? listing.brand : undefined,
    section: offered('section', listing.section) ? listing.section : undefined,
  };
  const changed = (['page', 'gender', 'brand', 'section'] as const).some((key) => corrected[key] !== listing[key]);
  return changed ? corrected : null;
};
