import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADDRESS_CASES, COORDINATE_CASES, NAME_CASES } from './address-rule-cases';
import { addressLine, addressProblem, fullName, streetLine } from './address-rules';
import { ADD_CASES, CART_CASES, QUANTITY_CASES, REMOVAL_CASES } from './cart-rule-cases';
import { checkAdd, checkCart, nextQuantity, quantityAfterRemoval } from './cart-rules';
import { PHONE_CASES } from './phone-rule-cases';
import { phoneProblem } from './phone-rules';

/**
 * The rules the gateway enforces and the client mirrors (spec 2 §5) are written twice, once per
 * package (the client cannot import gateway code). Their text must stay the same: only import
 * suffixes and the "other copy" path in the header differ.
 */
const normalise = (text: string) =>
  text.replace(/'\.\/([a-z-]+)\.js'/g, "'./$1'").replace(/`packages\/(web|bff)\/src\/[a-z/-]+\.ts`/g, '`<other copy>`');

const gatewayCopy: Record<string, string> = {
  'cart-rules': '../../../bff/src/cart/cart-rules.ts',
  'cart-rule-cases': '../../../bff/src/cart/cart-rule-cases.ts',
  'phone-rules': '../../../bff/src/checkout/phone-rules.ts',
  'phone-rule-cases': '../../../bff/src/checkout/phone-rule-cases.ts',
  'address-rules': '../../../bff/src/checkout/address-rules.ts',
  'address-rule-cases': '../../../bff/src/checkout/address-rule-cases.ts',
};

describe('the rules are the same text in the gateway and the client', () => {
  it.each(Object.entries(gatewayCopy))('%s', (name, gateway) => {
    const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
    expect(normalise(read(`./${name}.ts`))).toBe(normalise(read(gateway)));
  });
});

const verdict = (check: string | null) => (check === null ? { ok: true } : { ok: false, check });

describe('cart rules in the client (spec 2 §5)', () => {
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

describe('phone rules in the client (spec 2 §5)', () => {
  it.each(PHONE_CASES)('$name: $phone under $country', ({ phone, country, problem }) => {
    expect(phoneProblem(phone, country)).toBe(problem);
  });
});

describe('address rules in the client (spec 2 §5)', () => {
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
