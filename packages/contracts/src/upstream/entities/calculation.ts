import { z } from 'zod';
import { CartProduct, ProductAction } from './cart.js';

/** Spec 2 §3: one available_gifts entry, a product list that the bonus amount buys. */
export const AvailableGift = z
  .object({
    total: z.number(),
    pv: z.number(),
    prods: z.array(z.object({ id: z.number().int(), qty: z.number().int() })),
  })
  .meta({ id: 'AvailableGift' });

/** Spec 2 §3 available_gifts, keyed by bonus amount (spec 2 §4 "Bonus amount choice"). */
export const AvailableGifts = z.record(z.string(), AvailableGift).meta({ id: 'AvailableGifts' });

/** A line the stock cannot fully serve (spec 2 §4); the shape is assumed. */
export const StockShortage = z
  .object({ id: z.number().int(), quantity: z.number().int().meta({ description: 'How many are left' }) })
  .meta({ id: 'StockShortage', 'x-assumed': true });

/** Spec 2 §3 Calculation reply (POST /greenway/shop/cart/calculate/). */
export const CalculationReply = z
  .object({
    products: z.array(CartProduct),
    actions: z.array(ProductAction),
    choose: z.array(CartProduct),
    only_left_in_stock: z.array(StockShortage),
    preorder: z.array(z.string()).meta({ description: 'Codes of lines that can only be pre-ordered' }),
    max_gft_balance: z.number().meta({ description: 'Largest bonus (gift account) amount usable' }),
    available_gifts: AvailableGifts,
    free: z.array(CartProduct),
    cost: z.number(),
    value: z.number().meta({ description: 'Total points value (PV)' }),
    total_tax: z.number(),
    notes: z.array(z.string()),
    info_messages: z.array(z.string()),
    error_message: z.string().nullable(),
    order_source: z.string().nullable(),
  })
  .meta({ id: 'CalculationReply' });
