import type { Cart, CartInput, CartLineInput, CartProduct } from '@gf/contracts/upstream/entities/cart';
import type { z } from 'zod';
import { badRequest } from '../errors.js';
import { type CatalogProduct, catalog } from '../state/catalog.js';
import { currencyOf } from '../state/currencies.js';
import type { SandboxState } from '../state/sandbox-state.js';

export type CartInputBody = z.output<typeof CartInput>;
export type LineInput = z.output<typeof CartLineInput>;
export type CartLine = z.input<typeof CartProduct>;
export type StoredCart = z.input<typeof Cart>;
export type CartList = 'products' | 'gifts' | 'free' | 'choices';

/** Spec 1 §3 "Cart product (normalised)": the catalog's product in the site's currency, with the line's quantity. */
export const toCartLine = (
  state: SandboxState,
  product: CatalogProduct,
  quantity: number,
  site: string,
  language: string,
  isChosen = false,
): CartLine => {
  const p = catalog(state).toProduct(product, site, language);
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    brand: p.brand,
    currency_code: p.currency_code,
    thumbnail: p.thumbnail,
    path: p.path,
    price: p.price,
    value: p.value,
    quantity,
    max_per_order: p.max_per_order,
    can_gft: p.can_gft,
    only_rc: p.only_rc,
    actions: p.actions,
    type: p.type,
    limit: p.limit,
    // What the limit still allows on top of this line (non-product items, spec 2 §5).
    overlimit_spare: product.limit === null ? null : Math.max(0, product.limit - quantity),
    marking: p.marking,
    only_in_cart: p.only_in_cart,
    is_chosen: isChosen,
  };
};

/** Looks every line up in the catalog; unknown ids are field errors named after their list. */
export const resolveLines = (
  state: SandboxState,
  lines: readonly LineInput[],
  list: CartList,
  prefix = 'cart',
): { product: CatalogProduct; quantity: number; isChosen: boolean }[] => {
  const unknown = lines.filter((l) => !catalog(state).byId(l.id)).map((l) => l.id);
  if (unknown.length > 0) throw badRequest({ [`${prefix}.${list}`]: [`Unknown products: ${unknown.join(', ')}`] });
  return lines
    .filter((l) => l.quantity > 0)
    .map((l) => ({
      product: catalog(state).byId(l.id)!,
      quantity: l.quantity,
      isChosen: l.is_chosen ?? list === 'choices',
    }));
};

/**
 * Spec 2 §5 cart rules the server holds too: one item type per cart, an only-in-cart item alone,
 * a non-product item within its limit, a product within max_per_order.
 */
export const checkCartRules = (state: SandboxState, input: CartInputBody, prefix = 'cart'): void => {
  const lines = [
    ...resolveLines(state, input.products, 'products', prefix),
    ...resolveLines(state, input.gifts, 'gifts', prefix),
  ];
  const errors: Record<string, string[]> = {};
  const types = new Set(lines.map((l) => l.product.type));
  if (types.size > 1) errors.type = ['Products, services, tickets and audio are ordered separately'];
  if (lines.some((l) => l.product.onlyInCart) && lines.length > 1) {
    errors.only_in_cart = ['A start kit is ordered on its own'];
  }
  const over = lines.filter((l) => l.product.type !== 0 && l.product.limit !== null && l.quantity > l.product.limit);
  if (over.length > 0) errors.limit = over.map((l) => `${l.product.name}: at most ${l.product.limit}`);
  const tooMany = lines.filter((l) => l.product.maxPerOrder !== null && l.quantity > l.product.maxPerOrder);
  if (tooMany.length > 0)
    errors.max_per_order = tooMany.map((l) => `${l.product.name}: at most ${l.product.maxPerOrder}`);
  if (Object.keys(errors).length > 0) throw badRequest(errors, 'The cart breaks a cart rule');
};

/** The contract's Cart of a client's cart input, lines normalised in the site's currency. */
export const normaliseCart = (
  state: SandboxState,
  input: CartInputBody,
  site: string,
  language: string,
): StoredCart => {
  const lines = (list: CartList) =>
    resolveLines(state, input[list], list).map((l) =>
      toCartLine(state, l.product, l.quantity, site, language, l.isChosen),
    );
  return {
    products: lines('products'),
    gifts: lines('gifts'),
    free: lines('free'),
    choose: lines('choices'),
    currency_code: currencyOf(site).currency,
  };
};

/** The input that rebuilds a stored cart. */
export const inputOf = (cart: StoredCart): CartInputBody => {
  const lines = (list: CartLine[]) => list.map((l) => ({ id: l.id, quantity: l.quantity, is_chosen: l.is_chosen }));
  return {
    products: lines(cart.products),
    gifts: lines(cart.gifts),
    free: lines(cart.free),
    choices: lines(cart.choose),
  };
};

/**
 * Spec 2 §4: a save without overwrite merges into the stored cart. Lines of both keep the larger
 * quantity, so re-sending the same cart changes nothing; lines of either side stay.
 */
export const mergeInputs = (stored: CartInputBody, incoming: CartInputBody): CartInputBody => {
  const merge = (a: LineInput[], b: LineInput[]): LineInput[] => {
    const merged = a.map((line) => ({ ...line }));
    for (const line of b) {
      const same = merged.find((l) => l.id === line.id);
      if (same) same.quantity = Math.max(same.quantity, line.quantity);
      else merged.push({ ...line });
    }
    return merged;
  };
  return {
    products: merge(stored.products, incoming.products),
    gifts: merge(stored.gifts, incoming.gifts),
    free: merge(stored.free, incoming.free),
    choices: merge(stored.choices, incoming.choices),
  };
};

export const emptyCart = (site: string): StoredCart => ({
  products: [],
  gifts: [],
  free: [],
  choose: [],
  currency_code: currencyOf(site).currency,
});
