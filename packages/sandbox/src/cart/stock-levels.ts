import type { CatalogProduct } from '../state/catalog.js';

/**
 * Units of a product a stock holds. The price list's `inStock: false` products are sold out
 * everywhere and can only be pre-ordered (spec 2 §4 "Stock and preorder errors"); the rest have a
 * finite, seeded-by-id level per stock, so a large quantity ends in only_left_in_stock.
 */
export const stockLevel = (product: CatalogProduct, stockId: number | null): number => {
  // Services, tickets and audio are not goods on a shelf.
  if (product.type !== 0) return Number.MAX_SAFE_INTEGER;
  if (!product.inStock) return 0;
  return 6 + ((product.id * 31 + (stockId ?? 1) * 7) % 40);
};

export interface StockCheck {
  /** Lines asking for more than the stock holds: id and how many are left. */
  onlyLeft: { id: number; quantity: number }[];
  /** Codes of sold-out lines that can only be pre-ordered. */
  preorder: string[];
}

export const checkStock = (
  lines: readonly { product: CatalogProduct; quantity: number }[],
  stockId: number | null,
): StockCheck => {
  const onlyLeft: StockCheck['onlyLeft'] = [];
  const preorder: string[] = [];
  for (const { product, quantity } of lines) {
    const level = stockLevel(product, stockId);
    if (level === 0) preorder.push(product.code);
    else if (quantity > level) onlyLeft.push({ id: product.id, quantity: level });
  }
  return { onlyLeft, preorder };
};
