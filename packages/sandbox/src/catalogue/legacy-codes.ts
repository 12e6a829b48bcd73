import { type CatalogProduct, catalog } from '../state/catalog.js';
import type { SandboxState } from '../state/sandbox-state.js';

/**
 * Codes of products before a reformulation: every seventh product of the price list was sold
 * under the next code number until 2025. Old links (print catalogues, shared messages) still carry
 * them, so GET /shop/product/{old code}/ redirects to the product's new page (spec 1 §8).
 */
export const legacyCode = (product: CatalogProduct): string | null =>
  product.id % 7 === 0 && product.type === 0 ? String(Number(product.code) + 1) : null;

export const legacyCodeTarget = (state: SandboxState, code: string): CatalogProduct | undefined =>
  catalog(state).products.find((p) => legacyCode(p) === code);
