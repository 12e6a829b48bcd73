import { describe, expect, it } from 'vitest';
import { moneyChange } from './money-change.js';

describe('moneyChange (GUIDE: money is exact)', () => {
  it('subtracts amounts to the cent where binary floats would not', () => {
    expect(0.3 - 0.1).not.toBe(0.2);
    expect(moneyChange(0.3, 0.1)).toBe(0.2);
    expect(moneyChange(1234.56, 1300.01)).toBe(-65.45);
    expect(moneyChange(100, 100)).toBe(0);
  });
});
