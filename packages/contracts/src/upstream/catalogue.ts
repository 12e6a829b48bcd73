import { z } from 'zod';
import { QueryInt } from './common.js';
import { BrandCard, BrandPage, SearchResult, SectionPage, ShopMain, ShopMenu } from './entities/catalogue.js';
import { Product, ProductDetail } from './entities/product.js';
import { op } from './operation.js';

const tag = 'catalogue';

/** Paging and filters of a product listing; the spec prints none of them (spec 1 §9: page sizes not shown). */
const ListingQuery = z.object({
  page: QueryInt.min(1).optional(),
  sort: z.enum(['popular', 'new', 'price_asc', 'price_desc']).optional(),
  gender: QueryInt.optional(),
  country: z.string().optional(),
});

/** Spec 1 §7 public shop reads. Every read takes the token when there is one: prices depend on the user. */
export const catalogueOperations = {
  shopMenu: op({
    method: 'get',
    path: '/shop/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    assumed: true,
    summary: 'Shop menu: brands, sections, filters, office menu, countries, genders',
    query: z.object({
      brand: z.string().optional().meta({ description: 'Brand path of the open page, to fit the filters' }),
      section: z.string().optional().meta({ description: 'Section path of the open page, to fit the filters' }),
    }),
    reply: ShopMenu,
  }),
  shopMain: op({
    method: 'get',
    path: '/shop/main/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    summary: 'Shop main page: brands, banners, sales, new products and sets',
    reply: ShopMain,
  }),
  brandList: op({
    method: 'get',
    path: '/shop/brand/list/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    assumed: true,
    summary: 'All brands sold in the country',
    reply: z.object({ brands: z.array(BrandCard) }),
  }),
  brandGet: op({
    method: 'get',
    path: '/shop/brand/{path}/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    assumed: true,
    summary: 'One brand with its sections and a page of its products',
    params: z.object({ path: z.string().min(1) }),
    query: ListingQuery.extend({ section: z.string().optional() }),
    reply: BrandPage,
  }),
  sectionGet: op({
    method: 'get',
    path: '/shop/section/{section}/{subsection}/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    assumed: true,
    summary: 'A subsection of a section with a page of its products',
    params: z.object({ section: z.string().min(1), subsection: z.string().min(1) }),
    query: ListingQuery.extend({ brand: z.string().optional() }),
    reply: SectionPage,
  }),
  // The spec prints only the two-segment path; a section page without subsection (route /shop/{section}) needs one.
  sectionRootGet: op({
    method: 'get',
    path: '/shop/section/{section}/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    assumed: true,
    summary: 'A whole section (no subsection) with a page of its products',
    params: z.object({ section: z.string().min(1) }),
    query: ListingQuery.extend({ brand: z.string().optional() }),
    reply: SectionPage,
  }),
  productQuick: op({
    method: 'get',
    path: '/shop/product/quick/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    assumed: true,
    summary: 'Quick view of a product (card data only) by code',
    query: z.object({ code: z.string().min(1) }),
    reply: Product,
  }),
  shopSearch: op({
    method: 'get',
    path: '/shop/search/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    summary: 'Search products, brands, static pages, news and events',
    query: z.object({ q: z.string().min(1), limit: QueryInt.min(1).optional() }),
    reply: SearchResult,
  }),
  productGet: op({
    method: 'get',
    path: '/shop/product/{code}/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    summary: 'A product page by code; an unknown code answers 404 with {redirect}',
    params: z.object({ code: z.string().min(1) }),
    reply: ProductDetail,
  }),
} as const;
