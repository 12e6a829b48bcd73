import { describe, expect, it } from 'vitest';
import { buyer, cartProduct } from '../../../test/fixtures/cart-product';
import { parseStoredCart } from './cart-storage';
import { addToCart, emptyCart } from './local-cart';

describe('the cart in localStorage (spec 2 §4)', () => {
  it('reads back what it stored, and an unreadable store as empty', () => {
    const { cart } = addToCart(emptyCart(), cartProduct(1), 2, buyer);
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
    expect(parseStoredCart('{broken')).toEqual(emptyCart());
    expect(parseStoredCart(JSON.stringify({ products: [{ id: 'x' }] })).products).toEqual([]);
  });
});
