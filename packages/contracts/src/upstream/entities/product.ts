import { z } from 'zod';
import { richText } from '../../rules/rich-text.js';
import { Brand, ItemType, ProductAction } from './cart.js';

/**
 * A product as catalogue reads return it. Spec 1 §3 shows only the normalised cart product, which is
 * built from this; the fields are those plus display fields a shop card needs.
 */
export const Product = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    brand: Brand,
    path: z.string().meta({ description: '/shop/brands/{brand path}/{code}' }),
    type: ItemType,
    currency_code: z.string(),
    price: z.number(),
    old_price: z.number().nullable().meta({ description: 'Price before a promotion' }),
    value: z.number().meta({ description: 'Points value (PV) of one unit' }),
    thumbnail: z.string(),
    images: z.array(z.string()),
    max_per_order: z.number().int().nullable(),
    limit: z.number().int().nullable(),
    can_gft: z.boolean(),
    only_rc: z.boolean(),
    only_in_cart: z.boolean(),
    marking: z.boolean(),
    actions: z.array(ProductAction),
    in_stock: z.boolean(),
    is_new: z.boolean(),
    is_promo: z.boolean(),
    is_favorite: z.boolean(),
    rating: z.number().nullable().meta({ description: 'Average review rating, 1 to 5' }),
    reviews_count: z.number().int(),
  })
  .meta({ id: 'Product', 'x-assumed': true });

/**
 * One product page (GET /shop/product/{code}/): the card plus its descriptive texts. Spec 1 §8: when
 * the code fails the API answers 404 with a redirect payload `{ "redirect": "<site path>" }` (a renamed
 * product or its section) instead of the product.
 */
export const ProductDetail = Product.extend({
  description: richText(),
  composition: z.string().nullable(),
  usage: z.string().nullable(),
  volume: z.string().nullable().meta({ description: 'Pack size as printed, e.g. 500 ml' }),
  certificates: z.array(z.object({ name: z.string(), file: z.string() })),
  related: z.array(Product),
}).meta({ id: 'ProductDetail', 'x-assumed': true });

/** A page of products; `has_more` pages like the news list of spec 1 §3. */
export const ProductList = z
  .object({ products: z.array(Product), total: z.number().int(), has_more: z.boolean() })
  .meta({ id: 'ProductList', 'x-assumed': true });

export const Subsection = z
  .object({ id: z.number().int(), name: z.string(), path: z.string() })
  .meta({ id: 'Subsection', 'x-assumed': true });

/** Spec 1 §3 shop menu: sections with subsections. */
export const Section = z
  .object({
    id: z.number().int(),
    name: z.string(),
    path: z.string().meta({ description: 'Full path /shop/{section}; the client strips /shop/' }),
    image: z.string().nullable(),
    subsections: z.array(Subsection),
  })
  .meta({ id: 'Section', 'x-assumed': true });

export const Banner = z
  .object({
    id: z.number().int(),
    title: z.string(),
    image: z.string(),
    mobile_image: z.string().nullable(),
    link: z.string().nullable(),
  })
  .meta({ id: 'Banner', 'x-assumed': true });

/** Spec 2 §3 review status: 0 new, 1 published, 2 declined. */
export const ReviewStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]).meta({ id: 'ReviewStatus' });

/** Spec 2 §3 Review shows id and status; author, rating, text, photos and date are assumed. */
export const Review = z
  .object({
    id: z.number().int(),
    status: ReviewStatus,
    author_name: z.string(),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    photos: z.array(z.string()),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Review', 'x-assumed': true });

/** Spec 2 §3 review list reply. */
export const ReviewList = z
  .object({
    reviews: z.array(Review),
    total_count: z.number().int(),
    rating: z.number().nullable().meta({ description: 'Average rating of the product' }),
    has_more: z.boolean(),
    my_review: Review.nullable().meta({ description: "The signed-in user's review, in any status" }),
  })
  .meta({ id: 'ReviewList' });

/** Spec 2 §3 Product set (favourites are grouped in sets); `hash` is what sharing hands out. */
export const ProductSet = z
  .object({
    id: z.number().int(),
    set: z
      .object({ name: z.string(), created_at: z.iso.datetime({ offset: true }) })
      .meta({ description: 'The set itself (shape assumed)' }),
    products: z.array(Product),
    unavailable_products: z.array(Product).meta({ description: 'Products of the set not sold in this country now' }),
    hash: z.string().nullable(),
  })
  .meta({ id: 'ProductSet' });
