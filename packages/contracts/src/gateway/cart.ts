import { z } from 'zod';
import { contract } from './contract-registry.js';

/** Spec 2 §3 item types: 0 product, 1 service, 2 ticket, 3 audio. */
export const CartItemType = contract(
  'CartItemType',
  z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).meta({
    description: '0 product, 1 service, 2 ticket, 3 audio',
  }),
);

/**
 * A product or gift line as the client sends it: the product, how many, and what the cart rules
 * of spec 2 §5 read (type, limit, only_in_cart). The upstream gets only id, quantity and is_chosen.
 */
export const CartLineBody = contract(
  'CartLineBody',
  z.object({
    id: z.number().int().positive(),
    quantity: z.number().int().min(0).max(9999),
    is_chosen: z.boolean().optional(),
    type: CartItemType,
    limit: z.number().int().nullable(),
    only_in_cart: z.boolean(),
  }),
);
export type CartLineBody = z.infer<typeof CartLineBody>;

/** A free or chosen promotion item: only which one and how many. */
export const CartPickBody = contract(
  'CartPickBody',
  z.object({
    id: z.number().int().positive(),
    quantity: z.number().int().min(0).max(99),
    is_chosen: z.boolean().optional(),
  }),
);

/** Spec 2 §3 cart lists, as the client keeps them: products, gifts, free, choices. */
export const CartBody = contract(
  'CartBody',
  z.object({
    products: z.array(CartLineBody).max(300),
    gifts: z.array(CartLineBody).max(300).default([]),
    free: z.array(CartPickBody).max(50).default([]),
    choices: z.array(CartPickBody).max(50).default([]),
  }),
);
export type CartBody = z.infer<typeof CartBody>;

export const CartItemAction = contract(
  'CartItemAction',
  z.object({ id: z.number().int(), name: z.string(), description: z.string().optional() }),
);

/** Spec 1 §3 normalised cart product and spec 2 §3 cart line. */
export const CartItem = contract(
  'CartItem',
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    brand: z.object({ id: z.number().int(), name: z.string(), path: z.string() }),
    currency_code: z.string(),
    thumbnail: z.string(),
    path: z.string(),
    price: z.number(),
    value: z.number(),
    quantity: z.number().int(),
    max_per_order: z.number().int().nullable(),
    can_gft: z.boolean(),
    only_rc: z.boolean(),
    actions: z.array(CartItemAction),
    type: CartItemType,
    limit: z.number().int().nullable(),
    /** Spec 1 §3: how many more units the line's limit leaves room for (null without a limit). */
    overlimit_spare: z.number().int().nullable(),
    marking: z.boolean(),
    only_in_cart: z.boolean(),
    is_chosen: z.boolean(),
  }),
);
export type CartItem = z.infer<typeof CartItem>;

/** Spec 2 §3 Cart: products, gifts, free, choose; currency_code. */
export const CartReply = contract(
  'CartReply',
  z.object({
    products: z.array(CartItem),
    gifts: z.array(CartItem),
    free: z.array(CartItem),
    choose: z.array(CartItem),
    currency_code: z.string(),
  }),
);

export const CartSaveBody = contract(
  'CartSaveBody',
  z.object({
    cart: CartBody,
    /** true replaces the server cart (the default); false merges into it (cart-merge "merge"). */
    overwrite: z.boolean().default(true),
  }),
);

export const CartSaveReply = contract(
  'CartSaveReply',
  z.object({
    /** false for visitors, referral visitors and open-entry sessions: their cart stays in the browser (spec 2 §4). */
    saved: z.boolean(),
    cart: CartReply.nullable(),
  }),
);

/** Spec 2 §7 calculate: the cart, where it goes and the flags. */
export const CalculateBody = contract(
  'CalculateBody',
  z.object({
    cart: CartBody,
    stock_id: z.number().int().nullable().optional(),
    delivery_type: z.enum(['stock', 'delivery-courier', 'delivery-pickup', 'group']).nullable().optional(),
    city_id: z.number().int().nullable().optional(),
    apply_vat: z.boolean().optional(),
    recount: z.boolean().optional(),
    calculate_tax: z.boolean().optional(),
  }),
);

const AvailableGiftEntry = contract(
  'CalculationGiftEntry',
  z.object({
    total: z.number(),
    pv: z.number(),
    prods: z.array(z.object({ id: z.number().int(), qty: z.number().int() })),
  }),
);

/** Spec 2 §3 Calculation reply. */
export const CalculationReply = contract(
  'CalculationReply',
  z.object({
    products: z.array(CartItem),
    actions: z.array(CartItemAction),
    choose: z.array(CartItem),
    only_left_in_stock: z.array(z.object({ id: z.number().int(), quantity: z.number().int() })),
    preorder: z.array(z.string()).meta({ description: 'Codes of lines that can only be pre-ordered' }),
    max_gft_balance: z.number(),
    available_gifts: z.record(z.string(), AvailableGiftEntry).meta({ description: 'Keyed by bonus amount' }),
    free: z.array(CartItem),
    cost: z.number(),
    value: z.number(),
    total_tax: z.number(),
    notes: z.array(z.string()),
    info_messages: z.array(z.string()),
    error_message: z.string().nullable(),
    order_source: z.string().nullable(),
    currency_code: z.string().nullable().meta({ description: 'Currency of the lines (null for an empty cart)' }),
  }),
);

export const ShareReply = contract('ShareReply', z.object({ hash: z.string(), link: z.string() }));
