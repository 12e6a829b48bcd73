import { z } from 'zod';
import { CalculationReply } from './entities/calculation.js';
import { Cart, CartInput } from './entities/cart.js';
import { DeliveryMethodType } from './entities/delivery.js';
import { ShareLink } from './entities/share.js';
import { op } from './operation.js';

const tag = 'cart';

/** Spec 2 §7 "Cart and order (shop)": the cart calls. */
export const cartOperations = {
  cartSave: op({
    method: 'put',
    path: '/greenway/shop/cart/',
    tag,
    spec: '2 §7',
    auth: 'required',
    assumed: true,
    summary: 'Save the cart; without overwrite it is merged into the stored one (spec 2 §4)',
    body: z.object({ overwrite: z.boolean(), cart: CartInput }),
    reply: Cart,
  }),
  cartCalculate: op({
    method: 'post',
    path: '/greenway/shop/cart/calculate/',
    tag,
    spec: '2 §7',
    auth: 'optional',
    summary: 'Price a cart (or a shared product set) for a stock, delivery type and city',
    body: z.object({
      cart: CartInput.optional(),
      public_set: z.string().optional().meta({ description: 'Share hash of a product set, instead of cart' }),
      stock_id: z.number().int().nullable().optional(),
      delivery_type: DeliveryMethodType.nullable().optional(),
      city_id: z.number().int().nullable().optional(),
      apply_vat: z.boolean().optional(),
      recount: z.boolean().optional(),
      calculate_tax: z.boolean().optional(),
    }),
    reply: CalculationReply,
  }),
  cartShare: op({
    method: 'post',
    path: '/greenway/shop/cart/share/',
    tag,
    spec: '2 §7',
    auth: 'optional',
    assumed: true,
    summary: 'Share the cart as a link (cart-share dialog)',
    body: z.object({ cart: CartInput }),
    reply: ShareLink,
  }),
} as const;
