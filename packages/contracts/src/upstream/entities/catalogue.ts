import { z } from 'zod';
import { richText } from '../../rules/rich-text.js';
import { Brand } from './cart.js';
import { News } from './content.js';
import { Banner, Product, Section, Subsection } from './product.js';
import { Country, Gender, StaticObjects } from './site.js';

/** A brand as the brand list and brand page show it: the cart's Brand plus its artwork. */
export const BrandCard = Brand.extend({
  logo: z.string(),
  image: z.string().nullable(),
  description: richText(),
}).meta({ id: 'BrandCard', 'x-assumed': true });

/** A catalogue filter (spec 1 §3 brandFilters, sectionFilters): a name and the values to pick. */
export const CatalogueFilter = z
  .object({
    code: z.string(),
    name: z.string(),
    values: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'CatalogueFilter', 'x-assumed': true });

export const MenuItem = z
  .object({ name: z.string(), path: z.string(), children: z.array(z.object({ name: z.string(), path: z.string() })) })
  .meta({ id: 'MenuItem', 'x-assumed': true });

/** Spec 1 §3 Shop menu. Paths come in full; the client strips /shop/ or /shop/brands/. */
export const ShopMenu = z
  .object({
    brands: z.array(Brand),
    sections: z.array(Section),
    brandFilters: z.array(CatalogueFilter),
    sectionFilters: z.array(CatalogueFilter),
    officeMenu: z.array(MenuItem).meta({ description: 'Office section of the menu; empty when signed out' }),
    countries: z.array(Country),
    genders: z.array(Gender),
    static_objects: StaticObjects,
  })
  .meta({ id: 'ShopMenu' });

/** Spec 1 §3 Shop main. */
export const ShopMain = z
  .object({
    brands: z.array(BrandCard),
    banners: z.array(Banner),
    sales: z.array(Product),
    new_products: z.array(Product),
    start_sets: z.array(Product),
    start_newbie_sets: z.array(Product),
    turbo_sets: z.array(Product),
  })
  .meta({ id: 'ShopMain' });

/** A hit among static pages or events in a search (spec 1 §3); shape assumed. */
export const SearchLink = z
  .object({ id: z.number().int(), title: z.string(), path: z.string() })
  .meta({ id: 'SearchLink', 'x-assumed': true });

/** Spec 1 §3 Search result. */
export const SearchResult = z
  .object({
    products: z.array(Product),
    brands: z.array(Brand),
    static_pages: z.array(SearchLink),
    news: z.array(News),
    events: z.array(SearchLink),
    total: z.number().int(),
  })
  .meta({ id: 'SearchResult' });

/** GET /shop/brand/{path}/: the brand, its sections and a page of its products. */
export const BrandPage = z
  .object({
    brand: BrandCard,
    sections: z.array(Section),
    filters: z.array(CatalogueFilter),
    products: z.array(Product),
    has_more: z.boolean(),
    static_objects: StaticObjects,
  })
  .meta({ id: 'BrandPage', 'x-assumed': true });

/** GET /shop/section/...: the section, the chosen subsection (null for the whole section) and products. */
export const SectionPage = z
  .object({
    section: Section,
    subsection: Subsection.nullable(),
    brands: z.array(Brand),
    filters: z.array(CatalogueFilter),
    products: z.array(Product),
    has_more: z.boolean(),
    static_objects: StaticObjects,
  })
  .meta({ id: 'SectionPage', 'x-assumed': true });
