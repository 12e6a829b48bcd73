import type { CatalogueFilter } from '@gf/contracts/upstream/entities/catalogue';
import type { Gender } from '@gf/contracts/upstream/entities/site';
import type { z } from 'zod';
import { localized } from '../localized.js';
import { productCard, soldOn } from '../products/product-card.js';
import { reviews } from '../products/reviews-store.js';
import { type CatalogProduct, catalog } from '../state/catalog.js';
import { FILTER_NAMES_HE, GENDER_NAMES_HE } from '../state/catalog-he.js';
import { FILTER_NAMES_RU, GENDER_NAMES_RU } from '../state/catalog-ru.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { sectionName } from './catalogue-texts.js';

/** What the site's shop sells: the price list less the products not sold in its country. */
export const shopProducts = (state: SandboxState, site: string): CatalogProduct[] =>
  catalog(state).products.filter((p) => soldOn(p, site));

/** The catalogue's "for whom" filter values (the ListingQuery `gender`). */
export const SHOP_GENDERS: z.input<typeof Gender>[] = [
  { id: 1, name: 'For women' },
  { id: 2, name: 'For men' },
  { id: 3, name: 'For children' },
];

export const shopGenders = (language: string): z.input<typeof Gender>[] =>
  SHOP_GENDERS.map((g) => ({
    ...g,
    name: localized(language, g.name, { ru: GENDER_NAMES_RU[g.id], he: GENDER_NAMES_HE[g.id] }),
  }));

/** Children's products are for children; face care is for women; body and hair care alternate. */
export const genderOf = (product: CatalogProduct): number | null => {
  if (product.sectionPath === 'kids') return 3;
  if (product.subsectionPath === 'face') return 1;
  if (product.subsectionPath === 'body' || product.subsectionPath === 'hair') return product.id % 3 === 0 ? 2 : 1;
  return null;
};

export interface ListingOptions {
  sort?: 'popular' | 'new' | 'price_asc' | 'price_desc' | undefined;
  gender?: number | undefined;
  /** Countries of the European site: only what is sold in that country. */
  country?: string | undefined;
}

/** Filters then sorts a listing; `popular` (the default) puts the most reviewed first. */
export const arrange = (state: SandboxState, products: CatalogProduct[], options: ListingOptions): CatalogProduct[] => {
  const country = options.country?.toUpperCase();
  const filtered = products.filter(
    (p) =>
      (options.gender === undefined || genderOf(p) === options.gender) &&
      (country === undefined || !p.unavailableIn.includes(country)),
  );
  const popularity = (p: CatalogProduct) => reviews(state).rating(p.id).count;
  const order: Record<NonNullable<ListingOptions['sort']>, (a: CatalogProduct, b: CatalogProduct) => number> = {
    popular: (a, b) => popularity(b) - popularity(a) || a.id - b.id,
    new: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    price_asc: (a, b) => a.priceRub - b.priceRub || a.id - b.id,
    price_desc: (a, b) => b.priceRub - a.priceRub || a.id - b.id,
  };
  return filtered.sort(order[options.sort ?? 'popular']);
};

type Filter = z.input<typeof CatalogueFilter>;

const countFilter = (
  code: string,
  name: string,
  language: string,
  values: { id: number; name: string }[],
  products: CatalogProduct[],
  matches: (p: CatalogProduct, id: number) => boolean,
): Filter => ({
  code,
  name: localized(language, name, { ru: FILTER_NAMES_RU[code], he: FILTER_NAMES_HE[code] }),
  values: values
    .map((v) => ({ ...v, count: products.filter((p) => matches(p, v.id)).length }))
    .filter((v) => v.count > 0),
});

/** Catalogue filters (spec 1 §3 brandFilters, sectionFilters): values with their product counts. */
export const brandFilter = (state: SandboxState, products: CatalogProduct[], language: string): Filter =>
  countFilter('brand', 'Brand', language, catalog(state).brands, products, (p, id) => p.brandId === id);

export const sectionFilter = (state: SandboxState, products: CatalogProduct[], language: string): Filter =>
  countFilter(
    'section',
    'Section',
    language,
    catalog(state).sections.map((s) => ({ id: s.id, name: sectionName(s, language) })),
    products,
    (p, id) => {
      const section = catalog(state).sections.find((s) => s.id === id);
      return p.sectionPath === section?.path;
    },
  );

export const genderFilter = (products: CatalogProduct[], language: string): Filter =>
  countFilter('gender', 'For whom', language, shopGenders(language), products, (p, id) => genderOf(p) === id);

/** Cards of a listing for the caller, in the site's currency and the request's language. */
export const cards = (
  state: SandboxState,
  products: CatalogProduct[],
  site: string,
  language: string,
  userId: number | null,
) => products.map((p) => productCard(state, p, site, language, userId));
