import { z } from 'zod';

/** Spec 2 §3 item types: 0 product, 1 service, 2 ticket, 3 audio. */
export const ItemType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).meta({ id: 'ItemType' });

export const Brand = z.object({ id: z.number().int(), name: z.string(), path: z.string() }).meta({ id: 'Brand' });

/** A product action (promotion) on a line. Spec 1 §3 names `actions`; its shape is assumed. */
export const ProductAction = z
  .object({ id: z.number().int(), name: z.string(), description: z.string().optional() })
  .meta({ id: 'ProductAction', 'x-assumed': true });

/** Spec 1 §3 Cart product (normalised) and spec 2 §3 cart line. */
export const CartProduct = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    brand: Brand,
    currency_code: z.string(),
    thumbnail: z.string(),
    path: z.string().meta({ description: '/shop/brands/{brand path}/{code}' }),
    price: z.number(),
    value: z.number().meta({ description: 'Points value (PV) of one unit' }),
    quantity: z.number().int(),
    max_per_order: z.number().int().nullable(),
    can_gft: z.boolean(),
    only_rc: z.boolean(),
    actions: z.array(ProductAction),
    type: ItemType,
    limit: z.number().int().nullable(),
    overlimit_spare: z.number().int().nullable(),
    marking: z.boolean(),
    only_in_cart: z.boolean(),
    is_chosen: z.boolean(),
  })
  .meta({ id: 'CartProduct' });

/** Spec 2 §3 Cart: products, gifts, free, choose; currency_code. */
export const Cart = z
  .object({
    products: z.array(CartProduct),
    gifts: z.array(CartProduct),
    free: z.array(CartProduct),
    choose: z.array(CartProduct),
    currency_code: z.string(),
  })
  .meta({ id: 'Cart' });

/** What a client sends for a line: the product and how many. */
export const CartLineInput = z
  .object({ id: z.number().int(), quantity: z.number().int().min(0), is_chosen: z.boolean().optional() })
  .meta({ id: 'CartLineInput', 'x-assumed': true });

/** Spec 2 §7 PUT /greenway/shop/cart/ cart{products, gifts, free, choices}. */
export const CartInput = z
  .object({
    products: z.array(CartLineInput),
    gifts: z.array(CartLineInput),
    free: z.array(CartLineInput),
    choices: z.array(CartLineInput),
  })
  .meta({ id: 'CartInput' });
