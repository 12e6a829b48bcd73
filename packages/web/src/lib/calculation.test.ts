import { describe, expect, it } from 'vitest';
import {
  bonusAmounts,
  finishedFreeItems,
  fitToStock,
  pricedLines,
  splitByBonus,
  stockMarks,
  stockMarksFromFields,
} from './calculation';
import type { CartLine } from './cart/local-cart';

const line = (id: number, quantity: number): CartLine => ({
  id,
  code: `C${id}`,
  name: `P${id}`,
  type: 0,
  price: 100,
  currency_code: 'RUB',
  thumbnail: '',
  path: '',
  brand: { id: 1, name: 'B', path: 'b' },
  limit: null,
  only_in_cart: false,
  max_per_order: null,
  value: 1,
  can_gft: true,
  only_rc: false,
  marking: false,
  actions: [],
  quantity,
  is_chosen: false,
});

const gifts = {
  '0': { total: 500, pv: 5, prods: [] },
  '200': { total: 300, pv: 3, prods: [{ id: 1, qty: 2 }] },
  '1000': {
    total: 0,
    pv: 0,
    prods: [
      { id: 1, qty: 3 },
      { id: 2, qty: 2 },
    ],
  },
};

describe('bonus amount choice (spec 2 §4)', () => {
  it('offers the amounts smallest first', () => {
    expect(bonusAmounts(gifts)).toEqual([0, 200, 1000]);
  });

  it('splits lines into gift and product lines with the totals of the matching entry', () => {
    const split = splitByBonus([line(1, 3), line(2, 2)], gifts, 200);
    expect(split.gifts.map((l) => [l.id, l.quantity])).toEqual([[1, 2]]);
    expect(split.products.map((l) => [l.id, l.quantity])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect([split.total, split.pv]).toEqual([300, 3]);
  });

  it('re-splits from gift and product lines of the same product', () => {
    const split = splitByBonus([line(1, 1), line(2, 2), line(1, 2)], gifts, 1000);
    expect(split.products).toEqual([]);
    expect(split.gifts.map((l) => [l.id, l.quantity])).toEqual([
      [1, 3],
      [2, 2],
    ]);
  });

  it('keeps every line a product line at zero or an unknown amount', () => {
    expect(splitByBonus([line(1, 3)], gifts, 0).gifts).toEqual([]);
    expect(splitByBonus([line(1, 3)], gifts, 999).total).toBeNull();
  });
});

describe('finished actions and stock (spec 2 §4)', () => {
  it('finds applied free items gone from the reply', () => {
    expect(finishedFreeItems([line(7, 1), line(8, 1)], [{ id: 8 }]).map((l) => l.id)).toEqual([7]);
  });

  it('marks lines from the calculation and from an order refusal alike', () => {
    const lines = [line(1, 50), line(2, 1)];
    const fromCalculation = stockMarks(lines, [{ id: 1, quantity: 12 }], ['C2']);
    expect(fromCalculation).toEqual({ 1: { kind: 'only_left', left: 12 }, 2: { kind: 'preorder' } });
    expect(stockMarksFromFields(lines, { only_left_in_stock: ['1:12', 'junk'], preorder: ['C2'] })).toEqual(
      fromCalculation,
    );
    expect(fitToStock(lines, fromCalculation).map((l) => l.quantity)).toEqual([12, 1]);
  });
});

describe('a stored line priced by the calculation (spec 2 §4)', () => {
  it('takes name, picture and price from the calculation, and keeps the quantity and type the cart holds', () => {
    const stored = { id: 5, code: 'C5', type: 0, quantity: 3, is_chosen: false } as unknown as CartLine;
    const calculated = { ...line(5, 1), name: 'Gel', price: 12.5, currency_code: 'EUR', thumbnail: '/g.webp' };
    const [priced] = pricedLines([stored], [calculated, line(6, 1)]);
    expect(priced).toMatchObject({ id: 5, code: 'C5', quantity: 3, name: 'Gel', price: 12.5, currency_code: 'EUR' });
    expect(priced?.thumbnail).toBe('/g.webp');
  });

  it('keeps a line the calculation does not list as stored', () => {
    const stored = line(7, 2);
    expect(pricedLines([stored], [{ ...line(8, 1), price: 1 }])).toEqual([stored]);
    expect(pricedLines([stored], undefined)).toEqual([stored]);
  });
});
