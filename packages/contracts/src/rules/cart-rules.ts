/**
 * Spec 2 §5 cart rules, in the one copy both sides use: the gateway enforces them on every cart
 * change and order, and the web client mirrors them as the user adds, so the two cannot disagree.
 * Tested against the table in `cart-rule-cases.ts`.
 */

/** Spec 2 §3 item types: 0 product, 1 service, 2 ticket, 3 audio. */
export const ITEM_TYPE = { product: 0, service: 1, ticket: 2, audio: 3 } as const;
export type ItemType = 0 | 1 | 2 | 3;

/** What the rules need to know of a cart line or of an item being added. */
export interface RuleItem {
  id: number;
  type: ItemType;
  /** Most units of a non-product item a cart may hold; null means no limit. */
  limit: number | null;
  /** The item must be alone in the cart (a start kit, for example). */
  only_in_cart: boolean;
}

export interface RuleLine extends RuleItem {
  quantity: number;
}

/** Who is adding: a spectating manager may order for the user only with can_create_order_well. */
export interface RuleContext {
  spectating: boolean;
  canCreateOrderWell: boolean;
}

/** Each refusal names its check, as spec 2 §5 names them (spectator is the first bullet). */
export type CartCheck = 'spectator' | 'limit' | 'only_in_cart' | 'type';

export type AddVerdict = { ok: true } | { ok: false; check: CartCheck };

const OK: AddVerdict = { ok: true };

/**
 * Whether `quantity` units of `item` may join `lines`. Checks run in the spec's order, so a refusal
 * names the first check that fails.
 */
export const checkAdd = (
  lines: readonly RuleLine[],
  item: RuleItem,
  quantity: number,
  context: RuleContext,
): AddVerdict => {
  if (context.spectating && !context.canCreateOrderWell) return { ok: false, check: 'spectator' };
  const held = lines.filter((line) => line.quantity > 0);
  const same = held.find((line) => line.id === item.id);
  if (item.type !== ITEM_TYPE.product && item.limit !== null && (same?.quantity ?? 0) + quantity > item.limit) {
    return { ok: false, check: 'limit' };
  }
  const others = held.filter((line) => line.id !== item.id);
  if (others.length > 0 && (item.only_in_cart || others.some((line) => line.only_in_cart))) {
    return { ok: false, check: 'only_in_cart' };
  }
  if (others.some((line) => line.type !== item.type)) return { ok: false, check: 'type' };
  return OK;
};

/**
 * A whole cart is allowed when it could have been filled by adds the rules allow: each line is
 * added in turn to the lines before it.
 */
export const checkCart = (lines: readonly RuleLine[], context: RuleContext): AddVerdict => {
  const held = lines.filter((line) => line.quantity > 0);
  if (held.length > 0 && context.spectating && !context.canCreateOrderWell) return { ok: false, check: 'spectator' };
  const built: RuleLine[] = [];
  for (const line of held) {
    const verdict = checkAdd(built, line, line.quantity, context);
    if (!verdict.ok) return verdict;
    const same = built.find((b) => b.id === line.id);
    if (same) same.quantity += line.quantity;
    else built.push({ ...line });
  }
  return OK;
};

/**
 * Spec 2 §5: a quantity update ignores negative or non-numeric values (the current quantity
 * stays); fractions are cut to whole units.
 */
export const nextQuantity = (current: number, wanted: unknown): number => {
  const value = typeof wanted === 'string' && wanted.trim() !== '' ? Number(wanted) : wanted;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return current;
  return Math.floor(value);
};

/** Spec 2 §5: removal never goes below zero. */
export const quantityAfterRemoval = (current: number, removed = 1): number =>
  Math.max(0, current - Math.max(0, Number.isFinite(removed) ? removed : 0));
