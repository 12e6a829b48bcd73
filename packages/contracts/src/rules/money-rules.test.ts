import { describe, expect, it } from 'vitest';
import {
  AMOUNT_ERRORS,
  AMOUNT_WHOLE_DIGITS,
  amountError,
  lineAmount,
  MINOR_PER_UNIT,
  minorToAmount,
  minorToDecimal,
  parseAmountMinor,
  toMinor,
} from './money-rules.js';

describe('money rules (issue 18: amounts exact, never binary floats)', () => {
  it.each([
    [0.1, 3, 0.3],
    [19.99, 3, 59.97],
    [1234.56, 7, 8641.92],
    [0, 5, 0],
  ])('a line of %d × %i is %d exactly', (price, quantity, amount) => {
    expect(lineAmount(price, quantity)).toBe(amount);
  });

  it.each([
    ['1500', 150_000],
    ['1500.5', 150_050],
    ['1500,50', 150_050],
    ['0.01', 1],
    [' 7 ', 700],
    ['0.29', 29],
    [`${'9'.repeat(AMOUNT_WHOLE_DIGITS)}.99`, 99_999_999_999],
  ])('reads %j as %i minor units', (text, minor) => {
    expect(parseAmountMinor(text)).toBe(minor);
  });

  it.each([
    '',
    '-5',
    '+5',
    '1e3',
    '1 500',
    '1.005',
    'abc',
    '12.',
    '.5',
    'NaN',
    'Infinity',
    `1${'0'.repeat(AMOUNT_WHOLE_DIGITS)}`,
  ])('refuses %j', (text) => {
    expect(parseAmountMinor(text)).toBeUndefined();
  });

  it('takes the binary error out of upstream numbers', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toMinor(0.1) + toMinor(0.2)).toBe(toMinor(0.3));
    expect(toMinor(1234.56)).toBe(123_456);
    expect(toMinor(4.35)).toBe(435);
  });

  it('writes minor units back as the decimal they stand for', () => {
    expect(minorToDecimal(150_050)).toBe('1500.50');
    expect(minorToDecimal(7)).toBe('0.07');
    expect(minorToDecimal(-1_001)).toBe('-10.01');
    expect(minorToAmount(29)).toBe(0.29);
    expect(JSON.stringify({ amount: minorToAmount(123_456) })).toBe('{"amount":1234.56}');
    expect(MINOR_PER_UNIT).toBe(100);
  });

  it('says why an amount may not move: zero, under the minimum, over the balance, over the maximum', () => {
    const bounds = { min: 10_000, max: 50_000, balance: 30_000 };
    expect(amountError(0, bounds)).toBe(AMOUNT_ERRORS.zero);
    expect(amountError(9_999, bounds)).toBe(AMOUNT_ERRORS.belowMin);
    expect(amountError(30_001, bounds)).toBe(AMOUNT_ERRORS.overBalance);
    expect(amountError(50_001, { ...bounds, balance: undefined })).toBe(AMOUNT_ERRORS.aboveMax);
    expect(amountError(10_000, bounds)).toBeNull();
    expect(amountError(30_000, bounds)).toBeNull();
  });
});
