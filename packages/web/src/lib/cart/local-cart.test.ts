import { describe, expect, it } from 'vitest';
import { buyer, cartProduct } from '../../../test/fixtures/cart-product';
import { addAllToCart, addToCart, emptyCart, removeFromCart, setLineQuantity } from './local-cart';

describe('the cart rules (spec 2 §5)', () => {
  it('adds products and sums quantities of the same product', () => {
    let { cart } = addToCart(emptyCart(), cartProduct(1), 2, buyer);
    ({ cart } = addToCart(cart, cartProduct(1), 3, buyer));
    ({ cart } = addToCart(cart, cartProduct(2), 1, buyer));
    expect(cart.products.map((l) => [l.id, l.quantity])).toEqual([
      [1, 5],
      [2, 1],
    ]);
    expect(cart.currency_code).toBe('RUB');
  });

  it('refuses by the rules and names the check, leaving the cart as it was', () => {
    const { cart } = addToCart(emptyCart(), cartProduct(1), 1, buyer);
    const kit = addToCart(cart, cartProduct(2, { only_in_cart: true }), 1, buyer);
    expect(kit.result).toEqual({ ok: false, check: 'only_in_cart' });
    expect(kit.cart).toBe(cart);
    expect(addToCart(cart, cartProduct(3, { type: 1 }), 1, buyer).result).toEqual({ ok: false, check: 'type' });
    expect(addToCart(cart, cartProduct(4), 1, { spectating: true, canCreateOrderWell: false }).result).toEqual({
      ok: false,
      check: 'spectator',
    });
    expect(addToCart(cart, cartProduct(4), 1, { spectating: true, canCreateOrderWell: true }).result.ok).toBe(true);
  });

  it('adds several rows in order and names each refused row (the quick order form)', () => {
    const { cart } = addToCart(emptyCart(), cartProduct(1), 1, buyer);
    const all = addAllToCart(
      cart,
      [
        { product: cartProduct(1), quantity: 2 },
        { product: cartProduct(2), quantity: 3 },
      ],
      buyer,
    );
    expect(all.refused.size).toBe(0);
    expect(all.cart.products.map((l) => [l.id, l.quantity])).toEqual([
      [1, 3],
      [2, 3],
    ]);
    const mixed = addAllToCart(
      cart,
      [
        { product: cartProduct(2), quantity: 1 },
        { product: cartProduct(3, { type: 1 }), quantity: 1 },
        { product: cartProduct(4, { max_per_order: 1 }), quantity: 2 },
      ],
      buyer,
    );
    expect([...mixed.refused]).toEqual([
      [1, 'type'],
      [2, 'max_per_order'],
    ]);
    expect(cart.products.map((l) => [l.id, l.quantity])).toEqual([[1, 1]]);
  });

  it('keeps a product within max_per_order', () => {
    const { cart } = addToCart(emptyCart(), cartProduct(1, { max_per_order: 3 }), 3, buyer);
    expect(addToCart(cart, cartProduct(1, { max_per_order: 3 }), 1, buyer).result).toEqual({
      ok: false,
      check: 'max_per_order',
    });
    expect(setLineQuantity(cart, 1, 10, buyer).products[0]?.quantity).toBe(3);
  });

  it('ignores negative and non-numeric quantities; zero removes the line', () => {
    const { cart } = addToCart(emptyCart(), cartProduct(1), 2, buyer);
    expect(setLineQuantity(cart, 1, -3, buyer)).toEqual(cart);
    expect(setLineQuantity(cart, 1, 'two', buyer)).toEqual(cart);
    expect(setLineQuantity(cart, 1, '4', buyer).products[0]?.quantity).toBe(4);
    expect(setLineQuantity(cart, 1, 0, buyer).products).toEqual([]);
  });

  it('refuses a quantity over a service limit', () => {
    const service = cartProduct(5, { type: 1, limit: 2 });
    const { cart } = addToCart(emptyCart(), service, 1, buyer);
    expect(setLineQuantity(cart, 5, 3, buyer)).toBe(cart);
    expect(setLineQuantity(cart, 5, 2, buyer).products[0]?.quantity).toBe(2);
  });

  it('never removes below zero', () => {
    const { cart } = addToCart(emptyCart(), cartProduct(1), 2, buyer);
    expect(removeFromCart(cart, 1).products[0]?.quantity).toBe(1);
    expect(removeFromCart(cart, 1, 5).products).toEqual([]);
  });
});
