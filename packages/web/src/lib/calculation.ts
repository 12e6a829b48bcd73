import type { CartLine, StockMark } from './cart/local-cart';

/**
 * Pure rules of the calculation reply (spec 2 §4) that the cart and checkout screens both apply.
 */

export interface GiftEntry {
  total: number;
  pv: number;
  prods: { id: number; qty: number }[];
}

/** Bonus amounts offered, smallest first (available_gifts is keyed by amount). */
export const bonusAmounts = (availableGifts: Record<string, GiftEntry>): number[] =>
  Object.keys(availableGifts)
    .map(Number)
    .filter((amount) => Number.isFinite(amount))
    .sort((a, b) => a - b);

/**
 * Spec 2 §4 bonus amount choice: the lines split into gift lines (paid with bonuses, as the
 * matching available_gifts entry lists them) and product lines (the rest); the totals are that
 * entry's. An amount with no entry keeps every line a product line.
 */
export const splitByBonus = (
  lines: readonly CartLine[],
  availableGifts: Record<string, GiftEntry>,
  amount: number,
): { products: CartLine[]; gifts: CartLine[]; total: number | null; pv: number | null } => {
  const entry = availableGifts[String(amount)];
  const all = mergeLines(lines);
  if (!entry || amount <= 0) return { products: all, gifts: [], total: entry?.total ?? null, pv: entry?.pv ?? null };
  const products: CartLine[] = [];
  const gifts: CartLine[] = [];
  for (const line of all) {
    const giftQty = Math.min(line.quantity, entry.prods.find((p) => p.id === line.id)?.qty ?? 0);
    if (giftQty > 0) gifts.push({ ...line, quantity: giftQty });
    if (line.quantity - giftQty > 0) products.push({ ...line, quantity: line.quantity - giftQty });
  }
  return { products, gifts, total: entry.total, pv: entry.pv };
};

/** Product and gift lines of one product back into one line each (before a new split). */
export const mergeLines = (lines: readonly CartLine[]): CartLine[] => {
  const merged: CartLine[] = [];
  for (const line of lines) {
    const same = merged.find((l) => l.id === line.id);
    if (same) same.quantity += line.quantity;
    else merged.push({ ...line });
  }
  return merged;
};

/**
 * Spec 2 §4 finished actions: a free item the cart had applied that the new reply no longer
 * brings means its promotion has ended (or the cart dropped below it).
 */
export const finishedFreeItems = <L extends { id: number }>(
  applied: readonly L[],
  reply: readonly { id: number }[],
): L[] => applied.filter((line) => !reply.some((r) => r.id === line.id));

/** Spec 2 §4: lines to mark from the calculation's only_left_in_stock and preorder. */
export const stockMarks = (
  lines: readonly { id: number; code: string }[],
  onlyLeft: readonly { id: number; quantity: number }[],
  preorder: readonly string[],
): Record<number, StockMark> => {
  const marks: Record<number, StockMark> = {};
  for (const { id, quantity } of onlyLeft) marks[id] = { kind: 'only_left', left: quantity };
  for (const line of lines) if (preorder.includes(line.code)) marks[line.id] = { kind: 'preorder' };
  return marks;
};

/** The same marks from an order refusal (fields only_left_in_stock "id:quantity" and preorder codes). */
export const stockMarksFromFields = (
  lines: readonly { id: number; code: string }[],
  fields: Record<string, string[]> | undefined,
): Record<number, StockMark> => {
  const onlyLeft = (fields?.only_left_in_stock ?? []).flatMap((entry) => {
    const [id, quantity] = entry.split(':').map(Number);
    return Number.isInteger(id) && Number.isInteger(quantity) ? [{ id: id!, quantity: quantity! }] : [];
  });
  return stockMarks(lines, onlyLeft, fields?.preorder ?? []);
};

/** Whether the marks flag a preorder change the user must accept (spec 2 §4). */
export const hasStockChange = (marks: Record<number, StockMark>): boolean => Object.keys(marks).length > 0;

/** Quantities fitted to what the stock holds; preorder lines stay (the user accepts them). */
export const fitToStock = (lines: readonly CartLine[], marks: Record<number, StockMark>): CartLine[] =>
  lines
    .map((line) => {
      const mark = marks[line.id];
      return mark?.kind === 'only_left' ? { ...line, quantity: Math.min(line.quantity, mark.left) } : line;
    })
    .filter((line) => line.quantity > 0);

/** What the calculation says of a product line (spec 2 §3 Calculation reply `products`). */
export type CalculatedLine = Pick<
  CartLine,
  'id' | 'name' | 'brand' | 'thumbnail' | 'path' | 'price' | 'currency_code' | 'value'
>;

/**
 * The cart's lines with what the calculation says of each (spec 2 §4): its name, picture and
 * price as the company states them now. A stored line may lack them (a cart stored by an older
 * version, a cart put together elsewhere holding ids and quantities only); it is priced, not
 * dropped. Quantity, type and choice stay the cart's own. A line the calculation does not list
 * keeps what was stored.
 */
export const pricedLines = (
  lines: readonly CartLine[],
  calculated: readonly CalculatedLine[] | undefined,
): CartLine[] =>
  lines.map((line) => {
    // By id, as the calculation was asked (lib/cart/cart-body.ts sends no code).
    const priced = calculated?.find((product) => product.id === line.id);
    if (!priced) return line;
    const { name, brand, thumbnail, path, price, currency_code, value } = priced;
    return { ...line, name, brand, thumbnail, path, price, currency_code, value };
  });
