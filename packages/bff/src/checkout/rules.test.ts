import { describe, expect, it } from 'vitest';
import { ADDRESS_CASES, COORDINATE_CASES, NAME_CASES } from './address-rule-cases.js';
import { addressLine, addressProblem, fullName, streetLine } from './address-rules.js';
import { PHONE_CASES } from './phone-rule-cases.js';
import { phoneProblem } from './phone-rules.js';

describe('phone rules in the gateway (spec 2 §5)', () => {
  it.each(PHONE_CASES)('$name: $phone under $country', ({ phone, country, problem }) => {
    expect(phoneProblem(phone, country)).toBe(problem);
  });
});

describe('address rules in the gateway (spec 2 §5)', () => {
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
