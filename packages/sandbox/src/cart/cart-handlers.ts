import { badRequest, forbidden, notFound } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { carts } from '../state/carts.js';
import { calculate } from './calculation.js';
import { checkCartRules, inputOf, mergeInputs, normaliseCart, resolveLines } from './cart-lines.js';
import { cartShares } from './cart-shares.js';
import { siteLink } from './site-links.js';

type CartIds = 'cartSave' | 'cartCalculate' | 'cartShare';

export const cartHandlers: AreaHandlers<CartIds> = {
  /** Spec 2 §4 cart storage: overwrite replaces the server cart, otherwise the two are merged. */
  cartSave: ({ body, caller, state, site, language }) => {
    const { user, manager } = caller!;
    // Spec 2 §5: a spectating manager without can_create_order_well cannot fill the user's cart.
    if (manager && !manager.can_create_order_well) {
      throw forbidden('The manager may not order for this user', 'cannot_create_order_well');
    }
    const stored = carts(state).get(user.id);
    const wanted = body.overwrite || !stored ? body.cart : mergeInputs(inputOf(stored), body.cart);
    checkCartRules(state, wanted);
    const cart = normaliseCart(state, wanted, site, language);
    carts(state).set(user.id, cart);
    return cart;
  },

  cartCalculate: ({ body, caller, state, site, language }) => {
    let cart = body.cart;
    let orderSource: string | null = null;
    if (body.public_set !== undefined) {
      const shared = cartShares(state).get(body.public_set);
      if (!shared) throw notFound('Shared cart');
      cart = shared;
      orderSource = 'shared_cart';
    }
    if (!cart) throw badRequest({ cart: ['Send a cart or a public_set'] });
    return calculate(state, {
      cart,
      site,
      language,
      userId: caller?.user.id ?? null,
      stockId: body.stock_id,
      deliveryType: body.delivery_type,
      cityId: body.city_id,
      applyVat: body.apply_vat,
      recount: body.recount,
      calculateTax: body.calculate_tax,
      orderSource,
    }).reply;
  },

  cartShare: ({ body, state, site }) => {
    if (resolveLines(state, body.cart.products, 'products').length === 0) {
      throw badRequest({ 'cart.products': ['An empty cart cannot be shared'] });
    }
    const hash = cartShares(state).share(body.cart);
    return { hash, link: siteLink(site, `/shop/cart/?share=${hash}`) };
  },
};
