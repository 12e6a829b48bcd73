import {
  type CartCheck,
  checkAdd,
  type ItemType,
  nextQuantity,
  quantityAfterRemoval,
  type RuleContext,
} from '@gf/contracts/rules/cart-rules';
import type { AuthState } from '../auth';

/**
 * The cart's own rules (spec 2 §3 to §5), pure: what a line and a cart are, and how adding, typing a
 * quantity and removing change a cart. The store (cart-store.ts) applies them to the browser's cart.
 */

/** What a product needs to become a cart line: the contract's Product (or cart item) fields. */
export interface CartProductInput {
  id: number;
  code: string;
  name: string;
  type: number;
  price: number;
  currency_code: string;
  thumbnail: string;
  path: string;
  brand: { id: number; name: string; path: string };
  limit: number | null;
  only_in_cart: boolean;
  max_per_order: number | null;
  value: number;
  can_gft: boolean;
  only_rc: boolean;
  marking: boolean;
  actions: readonly { id: number; name: string; description?: string | undefined }[];
}

export interface CartLine extends Omit<CartProductInput, 'type' | 'actions'> {
  type: ItemType;
  actions: { id: number; name: string; description?: string | undefined }[];
  quantity: number;
  is_chosen: boolean;
}

/** Spec 2 §3 cart lists. */
export interface LocalCart {
  products: CartLine[];
  gifts: CartLine[];
  free: CartLine[];
  choose: CartLine[];
  currency_code: string | null;
}

export type CartRefusal = CartCheck | 'max_per_order';
export type AddResult = { ok: true } | { ok: false; check: CartRefusal };

/** Where a line stands after the stock refused it (spec 2 §4): how many are left, or preorder only. */
export type StockMark = { kind: 'only_left'; left: number } | { kind: 'preorder' };

export interface CartContext extends RuleContext {
  /** Signed in (and not a referral or open-entry visitor): the cart is saved on the server too. */
  serverSync: boolean;
}

/** Who is buying, for the rules and the sync: spectator flags; only signed-in users save on the server. */
export const cartContextOf = (auth: AuthState): CartContext => ({
  spectating: Boolean(auth.spectator),
  canCreateOrderWell: auth.spectator?.can_create_order_well ?? false,
  serverSync: auth.signedIn && !auth.referral,
});

export const emptyCart = (): LocalCart => ({ products: [], gifts: [], free: [], choose: [], currency_code: null });

const toCartLine = (product: CartProductInput, quantity: number, isChosen = false): CartLine => ({
  id: product.id,
  code: product.code,
  name: product.name,
  type: (([0, 1, 2, 3] as const).find((t) => t === product.type) ?? 0) as ItemType,
  price: product.price,
  currency_code: product.currency_code,
  thumbnail: product.thumbnail,
  path: product.path,
  brand: product.brand,
  limit: product.limit,
  only_in_cart: product.only_in_cart,
  max_per_order: product.max_per_order,
  value: product.value,
  can_gft: product.can_gft,
  only_rc: product.only_rc,
  marking: product.marking,
  actions: product.actions.map((a) => ({ ...a })),
  quantity,
  is_chosen: isChosen,
});

/** Lines the rules count: products and gifts (free and chosen items come from the calculation). */
const ruleLines = (cart: LocalCart) => [...cart.products, ...cart.gifts];

/** Adds `quantity` of a product unless a cart rule refuses it (spec 2 §5); pure, for tests and the store. */
export const addToCart = (
  cart: LocalCart,
  product: CartProductInput,
  quantity: number,
  context: RuleContext,
): { cart: LocalCart; result: AddResult } => {
  const wanted = nextQuantity(0, quantity);
  if (wanted <= 0) return { cart, result: { ok: true } };
  const line = toCartLine(product, wanted);
  const verdict = checkAdd(ruleLines(cart), line, wanted, context);
  if (!verdict.ok) return { cart, result: verdict };
  const held = cart.products.find((l) => l.id === product.id);
  const total = (held?.quantity ?? 0) + wanted;
  if (product.max_per_order !== null && total > product.max_per_order) {
    return { cart, result: { ok: false, check: 'max_per_order' } };
  }
  const products = held
    ? cart.products.map((l) => (l.id === product.id ? { ...l, quantity: total } : l))
    : [...cart.products, line];
  return {
    cart: { ...cart, products, currency_code: cart.currency_code ?? product.currency_code },
    result: { ok: true },
  };
};

export interface CartRow {
  product: CartProductInput;
  quantity: number;
}

/**
 * Several rows added in order, each checked against the cart as the rows before it left it; pure.
 * The caller keeps the old cart when any row was refused (`refused` by row index).
 */
export const addAllToCart = (
  cart: LocalCart,
  rows: readonly CartRow[],
  context: RuleContext,
): { cart: LocalCart; refused: Map<number, CartRefusal> } => {
  let next = cart;
  const refused = new Map<number, CartRefusal>();
  rows.forEach(({ product, quantity }, index) => {
    const added = addToCart(next, product, quantity, context);
    if (added.result.ok) next = added.cart;
    else refused.set(index, added.result.check);
  });
  return { cart: next, refused };
};

/** Spec 2 §5: a typed quantity; negative or non-numeric input leaves the line as it was. */
export const setLineQuantity = (cart: LocalCart, id: number, wanted: unknown, context: RuleContext): LocalCart => {
  const line = cart.products.find((l) => l.id === id);
  if (!line) return cart;
  let quantity = nextQuantity(line.quantity, wanted);
  if (line.max_per_order !== null) quantity = Math.min(quantity, line.max_per_order);
  if (quantity > line.quantity) {
    const others = ruleLines(cart).filter((l) => l.id !== id);
    if (!checkAdd(others, line, quantity, context).ok) return cart;
  }
  const products = cart.products.map((l) => (l.id === id ? { ...l, quantity } : l)).filter((l) => l.quantity > 0);
  return { ...cart, products };
};

/** Spec 2 §5: removing never goes below zero; a line at zero leaves the cart. */
export const removeFromCart = (cart: LocalCart, id: number, removed = 1): LocalCart => ({
  ...cart,
  products: cart.products
    .map((l) => (l.id === id ? { ...l, quantity: quantityAfterRemoval(l.quantity, removed) } : l))
    .filter((l) => l.quantity > 0),
});

export const cartCount = (cart: LocalCart): number => cart.products.reduce((sum, l) => sum + l.quantity, 0);
export const isCartEmpty = (cart: LocalCart): boolean => cart.products.length + cart.gifts.length === 0;
