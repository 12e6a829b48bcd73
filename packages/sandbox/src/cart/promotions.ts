import type { CatalogProduct } from '../state/catalog.js';
import { catalog } from '../state/catalog.js';
import { convert, currencyOf } from '../state/currencies.js';
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

/** A threshold as the site's visitor reads it: in the site's currency, whole units (`from 2,618 EGP`). */
export const thresholdText = (rubles: number, site: string): string =>
  `${Math.round(convert(rubles, site)).toLocaleString('en')} ${currencyOf(site).currency}`;

export const promotions = (state: SandboxState, site: string): Promotion[] => [
  {
    id: 9001,
    name: `A microfibre cloth for orders from ${thresholdText(5000, site)}`,
    description: 'The cloth is added free of charge',
    thresholdRub: 5000,
    kind: 'free',
    products: firstOf(state, 'cloths', 1),
  },
  {
    id: 9002,
    name: `Choose a herbal tea for orders from ${thresholdText(8000, site)}`,
    description: 'Pick one of the teas; it comes free of charge',
    thresholdRub: 8000,
    kind: 'choose',
    products: firstOf(state, 'teas', 3),
  },
  {
    id: 9003,
    name: `A bamboo towel for orders from ${thresholdText(12000, site)}`,
    description: 'The towel is added free of charge',
    thresholdRub: 12000,
    kind: 'free',
    products: firstOf(state, 'towels', 1),
  },
];
