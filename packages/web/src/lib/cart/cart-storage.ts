import { type CartLine, emptyCart, type LocalCart } from './local-cart';

/**
 * Where the browser keeps its cart (spec 2 §4): localStorage, so a reload, a closed tab or a failed
 * call never loses it. The server copy of a signed-in user's cart is the cart feature's sync.
 */

export const CART_STORAGE_KEY = 'gf.cart.v1';
/** Whose cart this is: a user id, "visitor", or absent before the first look at the session. */
export const CART_OWNER_KEY = 'gf.cart.owner';

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

export const readStoredCart = (): LocalCart => parseStoredCart(storage()?.getItem(CART_STORAGE_KEY) ?? null);

export const storeCart = (cart: LocalCart): void => {
  try {
    storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // A full storage keeps the cart in memory; nothing the user did is lost on this page.
  }
};

/** Another tab changed the cart: the listener gets the cart that tab stored. */
export const onStoredCartChange = (listener: (cart: LocalCart) => void): void => {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) listener(parseStoredCart(event.newValue));
  });
};

/** The user the stored cart belongs to (null: a visitor's), undefined before it was ever known. */
export const readCartOwner = (): number | null | undefined => {
  const value = storage()?.getItem(CART_OWNER_KEY);
  if (value === null || value === undefined) return undefined;
  return value === 'visitor' ? null : Number(value);
};

export const storeCartOwner = (owner: number | null): void => {
  try {
    storage()?.setItem(CART_OWNER_KEY, owner === null ? 'visitor' : String(owner));
  } catch {
    // Without storage the owner is not remembered; a sign-in then keeps the local cart.
  }
};
