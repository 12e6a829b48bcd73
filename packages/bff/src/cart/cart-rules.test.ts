import { describe, expect, it } from 'vitest';
import { ADD_CASES, CART_CASES, QUANTITY_CASES, REMOVAL_CASES } from './cart-rule-cases.js';
import { checkAdd, checkCart, nextQuantity, quantityAfterRemoval } from './cart-rules.js';

const verdict = (check: string | null) => (check === null ? { ok: true } : { ok: false, check });

describe('cart rules in the gateway (spec 2 §5)', () => {
  it.each(ADD_CASES)('add: $name', ({ cart, item, quantity, context, refusedBy }) => {
    expect(checkAdd(cart, item, quantity, context)).toEqual(verdict(refusedBy));
  });

  it.each(CART_CASES)('cart: $name', ({ cart, context, refusedBy }) => {
    expect(checkCart(cart, context)).toEqual(verdict(refusedBy));
  });

  it.each(QUANTITY_CASES)('quantity $current -> $wanted gives $expected', ({ current, wanted, expected }) => {
    expect(nextQuantity(current, wanted)).toBe(expected);
  });

  it.each(REMOVAL_CASES)('removing $removed of $current leaves $expected', ({ current, removed, expected }) => {
    expect(quantityAfterRemoval(current, removed)).toBe(expected);
  });
});
