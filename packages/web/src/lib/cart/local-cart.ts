import type { components } from '@gf/contracts/generated/bff';
import {
  type CartCheck,
  checkAdd,
  type ItemType,
  nextQuantity,
  quantityAfterRemoval,
  type RuleContext,
} from '@gf/contracts/rules/cart-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { $api } from '../../api/client';

/**
 * The cart of this browser (spec 2 §4): it lives in localStorage, so a reload, a closed tab or a
 * failed call never loses it. The cart feature syncs it to the server for signed-in users; pages
 * that only add to it (the shop) use `useCartActions().add(product, quantity)` and nothing else.
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

/** A message the cart shows once: a refused add or a failed save (spec 2 §8). */
export type CartNotice =
  | { kind: 'refused'; check: CartRefusal; name: string }
  | { kind: 'save-failed'; message: string }
  | { kind: 'added'; name: string };

interface State {
  cart: LocalCart;
  context: CartContext;
  notice: CartNotice | null;
  marks: Record<number, StockMark>;
  /** Codes of sold-out lines the user agreed to pre-order (spec 2 §3 preorder_codes). */
  preorderCodes: string[];
}

export const CART_STORAGE_KEY = 'gf.cart.v1';
/** Whose cart this is: a user id, "visitor", or absent before the first look at the session. */
export const CART_OWNER_KEY = 'gf.cart.owner';

export const emptyCart = (): LocalCart => ({ products: [], gifts: [], free: [], choose: [], currency_code: null });

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off (private modes): the cart then lives for this page only.
    return null;
  }
};

const isLine = (value: unknown): value is CartLine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CartLine).id === 'number' &&
  typeof (value as CartLine).quantity === 'number' &&
  [0, 1, 2, 3].includes((value as CartLine).type);

/** Reads a stored cart; anything unreadable counts as empty rather than breaking the shop. */
export const parseStoredCart = (text: string | null): LocalCart => {
  if (!text) return emptyCart();
  try {
    const raw = JSON.parse(text) as Partial<Record<keyof LocalCart, unknown>>;
    const list = (value: unknown) => (Array.isArray(value) ? value.filter(isLine) : []);
    return {
      products: list(raw.products),
      gifts: list(raw.gifts),
      free: list(raw.free),
      choose: list(raw.choose),
      currency_code: typeof raw.currency_code === 'string' ? raw.currency_code : null,
    };
  } catch {
    return emptyCart();
  }
};

let state: State = {
  cart: parseStoredCart(storage()?.getItem(CART_STORAGE_KEY) ?? null),
  context: { spectating: false, canCreateOrderWell: false, serverSync: false },
  notice: null,
  marks: {},
  preorderCodes: [],
};

const listeners = new Set<() => void>();
/** Told of every change the user made (not of carts adopted from the server): the sync saves these. */
const changeListeners = new Set<(cart: LocalCart) => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

const setState = (next: Partial<State>) => {
  state = { ...state, ...next };
  emit();
};

const persist = (cart: LocalCart) => {
  try {
    storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // A full storage keeps the cart in memory; nothing the user did is lost on this page.
  }
};

/** A change the user made: kept, stored and handed to the sync. */
const commit = (cart: LocalCart) => {
  persist(cart);
  setState({ cart });
  for (const listener of changeListeners) listener(cart);
};

if (typeof window !== 'undefined') {
  // Another tab changed the cart: show the same cart here.
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) setState({ cart: parseStoredCart(event.newValue) });
  });
}

export const toCartLine = (product: CartProductInput, quantity: number, isChosen = false): CartLine => ({
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

/** The body the gateway's cart calls take (CartBody). */
export const toCartBody = (cart: LocalCart) => {
  const rule = (l: CartLine) => ({
    id: l.id,
    quantity: l.quantity,
    type: l.type,
    limit: l.limit,
    only_in_cart: l.only_in_cart,
  });
  const pick = (l: CartLine) => ({ id: l.id, quantity: l.quantity, is_chosen: l.is_chosen });
  return {
    products: cart.products.map(rule),
    gifts: cart.gifts.map(rule),
    free: cart.free.map(pick),
    choices: cart.choose.filter((l) => l.is_chosen).map(pick),
  };
};

/** The store's API for the cart feature (sync, pages) and the shell. */
export const cartStore = {
  get: (): LocalCart => state.cart,
  context: (): CartContext => state.context,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  onUserChange: (listener: (cart: LocalCart) => void) => {
    changeListeners.add(listener);
    return () => changeListeners.delete(listener);
  },
  setContext: (context: CartContext) => {
    const same =
      context.serverSync === state.context.serverSync &&
      context.spectating === state.context.spectating &&
      context.canCreateOrderWell === state.context.canCreateOrderWell;
    if (!same) setState({ context });
  },
  /**
   * Several products at once (the quick order form): all go in or none does, so a refused row
   * never leaves the cart half changed. Returns each row's refusal by its index.
   */
  addAll: (rows: readonly CartRow[]): Map<number, CartRefusal> => {
    const { cart, refused } = addAllToCart(state.cart, rows, state.context);
    if (refused.size === 0) commit(cart);
    return refused;
  },
  add: (product: CartProductInput, quantity: number): AddResult => {
    const { cart, result } = addToCart(state.cart, product, quantity, state.context);
    if (result.ok) {
      commit(cart);
      setState({ notice: { kind: 'added', name: product.name } });
    } else {
      setState({ notice: { kind: 'refused', check: result.check, name: product.name } });
    }
    return result;
  },
  setQuantity: (id: number, wanted: unknown) => {
    const cart = setLineQuantity(state.cart, id, wanted, state.context);
    if (cart !== state.cart) commit(cart);
  },
  remove: (id: number, removed?: number) => commit(removeFromCart(state.cart, id, removed)),
  removeLine: (id: number) => commit({ ...state.cart, products: state.cart.products.filter((l) => l.id !== id) }),
  /** Replaces the cart by the user's choice (a shared cart, the cart-merge answer): synced like any change. */
  replace: (cart: LocalCart) => commit(cart),
  /** A chosen promotion item (spec 2 §3 choose): one of them at a time. */
  choose: (line: CartLine | null) =>
    commit({ ...state.cart, choose: line ? [{ ...line, quantity: 1, is_chosen: true }] : [] }),
  /** Bonus lines (spec 2 §4 bonus amount): moved between products and gifts by the checkout. */
  setGifts: (products: CartLine[], gifts: CartLine[]) => commit({ ...state.cart, products, gifts }),
  /** The server's cart becomes the browser's, without saving it back (it came from there). */
  adopt: (cart: LocalCart) => {
    persist(cart);
    setState({ cart });
  },
  clear: () => {
    persist(emptyCart());
    setState({ cart: emptyCart(), marks: {}, preorderCodes: [] });
  },
  /** The user the stored cart belongs to (null: a visitor's), undefined before it was ever known. */
  owner: (): number | null | undefined => {
    const value = storage()?.getItem(CART_OWNER_KEY);
    if (value === null || value === undefined) return undefined;
    return value === 'visitor' ? null : Number(value);
  },
  setOwner: (owner: number | null) => {
    try {
      storage()?.setItem(CART_OWNER_KEY, owner === null ? 'visitor' : String(owner));
    } catch {
      // Without storage the owner is not remembered; a sign-in then keeps the local cart.
    }
  },
  notice: (): CartNotice | null => state.notice,
  setNotice: (notice: CartNotice | null) => setState({ notice }),
  marks: (): Record<number, StockMark> => state.marks,
  setMarks: (marks: Record<number, StockMark>) => setState({ marks }),
  preorderCodes: (): string[] => state.preorderCodes,
  acceptPreorder: (codes: string[]) => setState({ preorderCodes: [...new Set([...state.preorderCodes, ...codes])] }),
};

export const useCart = (): LocalCart => useSyncExternalStore(cartStore.subscribe, cartStore.get, cartStore.get);
export const useCartNotice = (): CartNotice | null =>
  useSyncExternalStore(cartStore.subscribe, cartStore.notice, cartStore.notice);
export const useStockMarks = (): Record<number, StockMark> =>
  useSyncExternalStore(cartStore.subscribe, cartStore.marks, cartStore.marks);
export const usePreorderCodes = (): string[] =>
  useSyncExternalStore(cartStore.subscribe, cartStore.preorderCodes, cartStore.preorderCodes);
export const useCartContext = (): CartContext =>
  useSyncExternalStore(cartStore.subscribe, cartStore.context, cartStore.context);

type AuthState = components['schemas']['AuthState'];

/** Who is buying, for the rules and the sync: spectator flags; only signed-in users save on the server. */
export const cartContextOf = (auth: AuthState): CartContext => ({
  spectating: Boolean(auth.spectator),
  canCreateOrderWell: auth.spectator?.can_create_order_well ?? false,
  serverSync: auth.signedIn && !auth.referral,
});

/** The auth reply the whole client shares (the same query the auth feature keeps fresh). */
const authQueryOptions = () => $api.queryOptions('get', '/bff/v1/auth', {}, { staleTime: 60_000 });

/**
 * What product pages use. `add` refuses by the cart rules, the spectator check included (the
 * refusal names its check, and the cart shows a notice for it). It reads who is signed in first,
 * so it holds on pages where the cart's sync is not mounted.
 */
export const useCartActions = () => {
  const queryClient = useQueryClient();
  return {
    add: async (product: CartProductInput, quantity = 1): Promise<AddResult> => {
      const auth = await queryClient.ensureQueryData(authQueryOptions()).catch(() => null);
      if (auth) cartStore.setContext(cartContextOf(auth));
      return cartStore.add(product, quantity);
    },
    addAll: async (rows: readonly CartRow[]) => {
      const auth = await queryClient.ensureQueryData(authQueryOptions()).catch(() => null);
      if (auth) cartStore.setContext(cartContextOf(auth));
      return cartStore.addAll(rows);
    },
    setQuantity: cartStore.setQuantity,
    remove: cartStore.remove,
  };
};
