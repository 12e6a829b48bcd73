import type { ListingSort } from './types';

/** The listing state of a brand or section page, kept in the address so a link shares the view. */
export interface Listing {
  page: number;
  sort: ListingSort | undefined;
  gender: number | undefined;
  country: string | undefined;
  brand: string | undefined;
  section: string | undefined;
}

const SORTS: readonly ListingSort[] = ['popular', 'new', 'price_asc', 'price_desc'];

const positive = (value: string | null): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** Reads the listing from the address; anything unknown is dropped rather than sent on. */
export const readListing = (search: URLSearchParams): Listing => {
  const sort = search.get('sort');
  const country = search.get('country');
  return {
    page: positive(search.get('page')) ?? 1,
    sort: SORTS.find((s) => s === sort),
    gender: positive(search.get('gender')),
    country: country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : undefined,
    brand: search.get('brand') || undefined,
    section: search.get('section') || undefined,
  };
};

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
