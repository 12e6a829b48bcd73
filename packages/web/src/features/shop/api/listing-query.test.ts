import { describe, expect, it } from 'vitest';
import { listingCorrection, readListing } from './listing-query';
import type { ShopFilter, ShopProduct } from './types';

const filters: ShopFilter[] = [
  { code: 'gender', name: 'Для кого', values: [{ id: 1, name: 'Женщинам', count: 4, value: '1' }] },
  { code: 'section', name: 'Раздел', values: [{ id: 7, name: 'Уход', count: 4, value: 'care' }] },
];
const product = { id: 1 } as ShopProduct;

describe('a listing’s address (issue 30)', () => {
  it('reads what the listing declares and nothing else', () => {
    expect(readListing(new URLSearchParams('page=3&sort=new&gender=1&country=de&zz=1'))).toEqual({
      page: 3,
      sort: 'new',
      gender: 1,
      country: 'DE',
      brand: undefined,
      section: undefined,
    });
    expect(readListing(new URLSearchParams('sort=cheapest&page=0')).sort).toBeUndefined();
  });

  it('sends a page past the end, or a filter nothing in the catalogue matches, back into the catalogue', () => {
    const listing = readListing(new URLSearchParams('page=40&sort=new&gender=999&section=care'));
    expect(listingCorrection({ products: [], filters }, listing)).toEqual({ ...listing, page: 1, gender: undefined });
    expect(listingCorrection({ products: [], filters }, readListing(new URLSearchParams('page=40')))).toMatchObject({
      page: 1,
    });
  });

  it('leaves a listing that shows products, or an empty one it cannot correct, as it is', () => {
    expect(listingCorrection({ products: [product], filters }, readListing(new URLSearchParams('page=40')))).toBeNull();
    expect(listingCorrection({ products: [], filters }, readListing(new URLSearchParams('gender=1')))).toBeNull();
  });
});
