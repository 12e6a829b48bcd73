import type { CatalogProduct } from '../state/catalog.js';
import { catalog } from '../state/catalog.js';
import type { SandboxState } from '../state/sandbox-state.js';

/**
 * The running promotions the calculation applies. A free item joins the cart while the goods total
 * (in roubles, whatever the site) reaches its threshold and leaves when it drops below, which is how
 * the client detects a finished action (spec 2 §4). The choose action offers a pick of one item.
 */
export interface Promotion {
  id: number;
  name: string;
  description: string;
  thresholdRub: number;
  kind: 'free' | 'choose';
  products: CatalogProduct[];
}

const firstOf = (state: SandboxState, subsection: string, count: number): CatalogProduct[] =>
  catalog(state)
    .products.filter((p) => p.subsectionPath === subsection && p.type === 0 && !p.onlyInCart && p.inStock)
    .slice(0, count);

export const promotions = (state: SandboxState): Promotion[] => [
  {
    id: 9001,
    name: 'A microfibre cloth for orders from 5,000 RUB',
    description: 'The cloth is added free of charge',
    thresholdRub: 5000,
    kind: 'free',
    products: firstOf(state, 'cloths', 1),
  },
  {
    id: 9002,
    name: 'Choose a herbal tea for orders from 8,000 RUB',
    description: 'Pick one of the teas; it comes free of charge',
    thresholdRub: 8000,
    kind: 'choose',
    products: firstOf(state, 'teas', 3),
  },
  {
    id: 9003,
    name: 'A bamboo towel for orders from 12,000 RUB',
    description: 'The towel is added free of charge',
    thresholdRub: 12000,
    kind: 'free',
    products: firstOf(state, 'towels', 1),
  },
];
