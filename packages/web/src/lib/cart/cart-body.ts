import type { CartLine, LocalCart } from './local-cart';

/** The body the gateway's cart calls take (CartBody): only what the rules and the upstream need. */
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
