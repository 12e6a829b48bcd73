import { describe, expect, it } from 'vitest';
import { ADDRESS_CASES, COORDINATE_CASES, NAME_CASES } from './address-rule-cases.js';
import { addressLine, addressProblem, fullName, streetLine } from './address-rules.js';
import { ADD_CASES, CART_CASES, QUANTITY_CASES, REMOVAL_CASES } from './cart-rule-cases.js';
import { checkAdd, checkCart, nextQuantity, quantityAfterRemoval } from './cart-rules.js';
import { PASSWORD_CASES } from './password-rule-cases.js';
import { passwordProblem } from './password-rules.js';
import { PHONE_CASES } from './phone-rule-cases.js';
import { phoneProblem } from './phone-rules.js';

const verdict = (check: string | null) => (check === null ? { ok: true } : { ok: false, check });

describe('cart rules (spec 2 §5)', () => {
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

describe('phone rules (spec 2 §5)', () => {
  it.each(PHONE_CASES)('$name: $phone under $country', ({ phone, country, problem }) => {
    expect(phoneProblem(phone, country)).toBe(problem);
  });
});

describe('password rules (assumed bounds, password-rules.ts)', () => {
  it.each(PASSWORD_CASES)('$name', ({ password, repeat, problem }) => {
    expect(passwordProblem(password, repeat)).toBe(problem);
  });
});

describe('address rules (spec 2 §5)', () => {
  it.each(ADDRESS_CASES)('$name', ({ parts, country, street, line }) => {
    expect(streetLine(parts, country)).toBe(street);
    expect(addressLine(parts, country)).toBe(line);
  });

  it.each(NAME_CASES)('$name', ({ parts, country, withTemplate, full }) => {
    expect(fullName(parts, country, withTemplate)).toBe(full);
  });

  it.each(COORDINATE_CASES)('$name', ({ deliveryType, country, coords, problem }) => {
    expect(addressProblem(deliveryType, country, coords)).toBe(problem);
  });
});
