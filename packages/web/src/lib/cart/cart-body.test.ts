import { describe, expect, it } from 'vitest';
import { buyer, cartProduct } from '../../../test/fixtures/cart-product';
import { toCartBody } from './cart-body';
import { addToCart, type CartLine, emptyCart } from './local-cart';

describe('the cart body of the gateway calls', () => {
  it('sends the gateway only what the rules and the upstream need', () => {
    const { cart } = addToCart(emptyCart(), cartProduct(1, { type: 3, limit: 1 }), 1, buyer);
    expect(toCartBody(cart)).toEqual({
      products: [{ id: 1, quantity: 1, type: 3, limit: 1, only_in_cart: false }],
      gifts: [],
      free: [],
      choices: [],
    });
  });

  it('sends a stored line holding only id, code, quantity and type, as unlimited and not on its own', () => {
    const bare = { id: 2, code: '10074', quantity: 1, type: 0 } as unknown as CartLine;
    expect(toCartBody({ ...emptyCart(), products: [bare] }).products).toEqual([
      { id: 2, quantity: 1, type: 0, limit: null, only_in_cart: false },
    ]);
  });
});
