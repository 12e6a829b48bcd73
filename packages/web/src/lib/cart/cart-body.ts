import type { CartLine, LocalCart } from './local-cart';

/** The body the gateway's cart calls take (CartBody): only what the rules and the upstream need. */
export const toCartBody = (cart: LocalCart) => {
  const rule = (l: CartLine) => ({
    id: l.id,
    quantity: l.quantity,
    type: l.type,
    // A line stored without its rule fields (an older version's cart, one put together elsewhere
    // from ids and quantities) is still sent, as unlimited and not on its own: the upstream holds
    // the same rules and refuses by them (the gateway's `cart_rule`), and the calculation's answer
    // names and prices the line (lib/calculation.ts pricedLines).
    limit: l.limit ?? null,
    only_in_cart: l.only_in_cart ?? false,
  });
  const pick = (l: CartLine) => ({ id: l.id, quantity: l.quantity, is_chosen: l.is_chosen });
  return {
    products: cart.products.map(rule),
    gifts: cart.gifts.map(rule),
    free: cart.free.map(pick),
    choices: cart.choose.filter((l) => l.is_chosen).map(pick),
  };
};
