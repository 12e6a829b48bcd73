import { onStoredCartChange, readCartOwner, readStoredCart, storeCart, storeCartOwner } from './cart-storage';
import {
  type AddResult,
  addAllToCart,
  addToCart,
  type CartContext,
  type CartLine,
  type CartProductInput,
  type CartRefusal,
  type CartRow,
  emptyCart,
  type LocalCart,
  removeFromCart,
  type StockMark,
  setLineQuantity,
} from './local-cart';

/**
 * The cart of this browser (spec 2 §4), kept in localStorage (cart-storage.ts). The cart feature
 * syncs it to the server for signed-in users; pages that only add to it (the shop) use
 * `useCartActions().add(product, quantity)` and nothing else.
 */

/** A message the cart shows once: a refused add or a failed save (spec 2 §8). */
export type CartNotice =
  | { kind: 'refused'; check: CartRefusal; name: string }
  | { kind: 'save-failed'; refusal: { code: string; message: string } }
  | { kind: 'added'; name: string };

interface State {
  cart: LocalCart;
  context: CartContext;
  notice: CartNotice | null;
  marks: Record<number, StockMark>;
  /** Codes of sold-out lines the user agreed to pre-order (spec 2 §3 preorder_codes). */
  preorderCodes: string[];
}

let state: State = {
  cart: readStoredCart(),
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

/** A change the user made: kept, stored and handed to the sync. */
const commit = (cart: LocalCart) => {
  storeCart(cart);
  setState({ cart });
  for (const listener of changeListeners) listener(cart);
};

// Another tab changed the cart: show the same cart here.
onStoredCartChange((cart) => setState({ cart }));

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
    storeCart(cart);
    setState({ cart });
  },
  clear: () => {
    storeCart(emptyCart());
    setState({ cart: emptyCart(), marks: {}, preorderCodes: [] });
  },
  owner: readCartOwner,
  setOwner: storeCartOwner,
  notice: (): CartNotice | null => state.notice,
  setNotice: (notice: CartNotice | null) => setState({ notice }),
  marks: (): Record<number, StockMark> => state.marks,
  setMarks: (marks: Record<number, StockMark>) => setState({ marks }),
  preorderCodes: (): string[] => state.preorderCodes,
  acceptPreorder: (codes: string[]) => setState({ preorderCodes: [...new Set([...state.preorderCodes, ...codes])] }),
};
