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

type Check = (value: unknown) => boolean;
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isString: Check = (value) => typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isBrand: Check = (value) => isRecord(value) && isNumber(value.id) && isString(value.name) && isString(value.path);
const isAction: Check = (value) =>
  isRecord(value) &&
  isNumber(value.id) &&
  isString(value.name) &&
  (value.description === undefined || isString(value.description));

/** Every field a cart line's screens read, with its type: a stored line short of one would break the cart page. */
const LINE_FIELDS: Record<keyof CartLine, Check> = {
  id: isNumber,
  code: isString,
  name: isString,
  type: (value) => [0, 1, 2, 3].includes(value as number),
  price: isNumber,
  currency_code: isString,
  thumbnail: isString,
  path: isString,
  brand: isBrand,
  limit: orNull(isNumber),
  only_in_cart: isBoolean,
  max_per_order: orNull(isNumber),
  value: isNumber,
  can_gft: isBoolean,
  only_rc: isBoolean,
  marking: isBoolean,
  actions: (value) => Array.isArray(value) && value.every(isAction),
  quantity: isNumber,
  is_chosen: isBoolean,
};

const isLine = (value: unknown): value is CartLine =>
  isRecord(value) && Object.entries(LINE_FIELDS).every(([field, check]) => check(value[field]));

/**
 * Reads a stored cart; anything unreadable counts as empty rather than breaking the shop, and a line
 * missing a field (a cart stored by an older version, a hand-edited store) is left out.
 */
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
