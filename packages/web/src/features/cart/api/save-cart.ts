import { api } from '../../../api/client';
import { toCartBody } from '../../../lib/cart/cart-body';
import type { LocalCart } from '../../../lib/cart/local-cart';

/**
 * PUT /bff/v1/cart: the browser cart becomes the server cart (overwrite), or merges into it
 * (cart-merge "merge"). Throws the error envelope on failure.
 */
export const saveCart = async (cart: LocalCart, overwrite = true) => {
  const { data, error } = await api.PUT('/bff/v1/cart', { body: { cart: toCartBody(cart), overwrite } });
  if (error) throw error;
  return data;
};
