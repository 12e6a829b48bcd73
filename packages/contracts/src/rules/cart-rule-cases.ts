import type { CartCheck, RuleContext, RuleItem, RuleLine } from './cart-rules.js';

/**
 * The cases for the spec 2 §5 cart rules, in the one copy of those rules that the gateway (which
 * enforces them) and the web client (which mirrors them as the user adds) both import.
 */
const product = (id: number, extra: Partial<RuleItem> = {}): RuleItem => ({
  id,
  type: 0,
  limit: null,
  only_in_cart: false,
  ...extra,
});
const line = (item: RuleItem, quantity: number): RuleLine => ({ ...item, quantity });

const soap = product(1);
const cream = product(2);
const kit = product(3, { only_in_cart: true });
const course = product(4, { type: 1, limit: 1 });
const consultation = product(5, { type: 1, limit: 2 });
const audio = product(6, { type: 3, limit: 1 });
const ticket = product(7, { type: 2, limit: null });
/** A product with a limit: the limit check is for non-product items only. */
const limitedSoap = product(8, { limit: 1 });

const buyer: RuleContext = { spectating: false, canCreateOrderWell: false };
const manager: RuleContext = { spectating: true, canCreateOrderWell: true };
const viewer: RuleContext = { spectating: true, canCreateOrderWell: false };

export interface AddCase {
  name: string;
  cart: RuleLine[];
  item: RuleItem;
  quantity: number;
  context: RuleContext;
  /** The check that refuses, or null when the add is allowed. */
  refusedBy: CartCheck | null;
}

export const ADD_CASES: AddCase[] = [
  { name: 'a product joins an empty cart', cart: [], item: soap, quantity: 2, context: buyer, refusedBy: null },
  {
    name: 'a product joins other products',
    cart: [line(soap, 1)],
    item: cream,
    quantity: 1,
    context: buyer,
    refusedBy: null,
  },
  {
    name: 'more of the same product',
    cart: [line(soap, 3)],
    item: soap,
    quantity: 5,
    context: buyer,
    refusedBy: null,
  },
  {
    name: 'a spectating manager with can_create_order_well may add',
    cart: [],
    item: soap,
    quantity: 1,
    context: manager,
    refusedBy: null,
  },
  {
    name: 'a spectating manager without can_create_order_well may not add',
    cart: [],
    item: soap,
    quantity: 1,
    context: viewer,
    refusedBy: 'spectator',
  },
  {
    name: 'a service within its limit',
    cart: [line(consultation, 1)],
    item: consultation,
    quantity: 1,
    context: buyer,
    refusedBy: null,
  },
  {
    name: 'a service over its limit',
    cart: [line(consultation, 2)],
    item: consultation,
    quantity: 1,
    context: buyer,
    refusedBy: 'limit',
  },
  {
    name: 'a first add already over the limit',
    cart: [],
    item: course,
    quantity: 2,
    context: buyer,
    refusedBy: 'limit',
  },
  {
    name: 'audio over its limit',
    cart: [line(audio, 1)],
    item: audio,
    quantity: 1,
    context: buyer,
    refusedBy: 'limit',
  },
  {
    name: 'a ticket without a limit',
    cart: [line(ticket, 4)],
    item: ticket,
    quantity: 3,
    context: buyer,
    refusedBy: null,
  },
  {
    name: 'a product limit is not checked',
    cart: [line(limitedSoap, 1)],
    item: limitedSoap,
    quantity: 4,
    context: buyer,
    refusedBy: null,
  },
  {
    name: 'an only-in-cart item joins an empty cart',
    cart: [],
    item: kit,
    quantity: 1,
    context: buyer,
    refusedBy: null,
  },
  {
    name: 'an only-in-cart item may not join other lines',
    cart: [line(soap, 1)],
    item: kit,
    quantity: 1,
    context: buyer,
    refusedBy: 'only_in_cart',
  },
  {
    name: 'nothing joins an only-in-cart item',
    cart: [line(kit, 1)],
    item: soap,
    quantity: 1,
    context: buyer,
    refusedBy: 'only_in_cart',
  },
  {
    name: 'more of the only-in-cart item itself',
    cart: [line(kit, 1)],
    item: kit,
    quantity: 1,
    context: buyer,
    refusedBy: null,
  },
  {
    name: 'lines of quantity zero do not count',
    cart: [line(soap, 0)],
    item: kit,
    quantity: 1,
    context: buyer,
    refusedBy: null,
  },
  {
    name: 'a service may not join products',
    cart: [line(soap, 1)],
    item: consultation,
    quantity: 1,
    context: buyer,
    refusedBy: 'type',
  },
  {
    name: 'a product may not join audio',
    cart: [line(audio, 1)],
    item: soap,
    quantity: 1,
    context: buyer,
    refusedBy: 'type',
  },
  {
    name: 'two services of one type',
    cart: [line(course, 1)],
    item: consultation,
    quantity: 1,
    context: buyer,
    refusedBy: null,
  },
  {
    name: 'the spectator check comes first',
    cart: [line(kit, 1)],
    item: soap,
    quantity: 1,
    context: viewer,
    refusedBy: 'spectator',
  },
  {
    name: 'the limit check comes before the type check',
    cart: [line(soap, 1)],
    item: course,
    quantity: 2,
    context: buyer,
    refusedBy: 'limit',
  },
];

export interface CartCase {
  name: string;
  cart: RuleLine[];
  context: RuleContext;
  refusedBy: CartCheck | null;
}

/** Whole carts, as a cart sync or an order sends them. */
export const CART_CASES: CartCase[] = [
  { name: 'an empty cart', cart: [], context: viewer, refusedBy: null },
  { name: 'products only', cart: [line(soap, 2), line(cream, 1)], context: buyer, refusedBy: null },
  { name: 'a viewer may not save a cart', cart: [line(soap, 1)], context: viewer, refusedBy: 'spectator' },
  { name: 'a manager may save a cart', cart: [line(soap, 1)], context: manager, refusedBy: null },
  { name: 'mixed types', cart: [line(soap, 1), line(audio, 1)], context: buyer, refusedBy: 'type' },
  { name: 'a kit with a product', cart: [line(kit, 1), line(soap, 1)], context: buyer, refusedBy: 'only_in_cart' },
  { name: 'a service over its limit', cart: [line(consultation, 3)], context: buyer, refusedBy: 'limit' },
  {
    name: 'the same service twice, over its limit together',
    cart: [line(course, 1), line(course, 1)],
    context: buyer,
    refusedBy: 'limit',
  },
];

export interface QuantityCase {
  current: number;
  wanted: unknown;
  expected: number;
}

/** Spec 2 §5: updates ignore negative or non-numeric values. */
export const QUANTITY_CASES: QuantityCase[] = [
  { current: 2, wanted: 5, expected: 5 },
  { current: 2, wanted: '7', expected: 7 },
  { current: 2, wanted: 0, expected: 0 },
  { current: 2, wanted: -1, expected: 2 },
  { current: 2, wanted: '-3', expected: 2 },
  { current: 2, wanted: 'abc', expected: 2 },
  { current: 2, wanted: '', expected: 2 },
  { current: 2, wanted: Number.NaN, expected: 2 },
  { current: 2, wanted: null, expected: 2 },
  { current: 2, wanted: 3.7, expected: 3 },
];

/** Spec 2 §5: removal never goes below zero. */
export const REMOVAL_CASES: { current: number; removed: number; expected: number }[] = [
  { current: 3, removed: 1, expected: 2 },
  { current: 1, removed: 1, expected: 0 },
  { current: 0, removed: 1, expected: 0 },
  { current: 2, removed: 5, expected: 0 },
  { current: 2, removed: -4, expected: 2 },
];
