import { localized, seedLanguage } from '../localized.js';
import type { CatalogProduct } from '../state/catalog.js';
import { catalog } from '../state/catalog.js';
import { convert, currencyOf } from '../state/currencies.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { PROMOTIONS_HE } from './cart-he.js';
import { PROMOTIONS_RU } from './cart-ru.js';

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

/**
 * A threshold as the site's visitor reads it: in the site's currency, whole units, digits grouped
 * as the language groups them (`2,618 EGP`; in Russian `5 000 RUB`).
 */
export const thresholdText = (rubles: number, site: string, language: string): string =>
  `${Math.round(convert(rubles, site)).toLocaleString(seedLanguage(language))} ${currencyOf(site).currency}`;

/** The seeded promotions: English texts with `{threshold}`, the products taken from a subsection. */
export const PROMOTIONS: readonly (Omit<Promotion, 'products'> & { subsection: string; count: number })[] = [
  {
    id: 9001,
    name: 'A microfibre cloth for orders from {threshold}',
    description: 'The cloth is added free of charge',
    thresholdRub: 5000,
    kind: 'free',
    subsection: 'cloths',
    count: 1,
  },
  {
    id: 9002,
    name: 'Choose a herbal tea for orders from {threshold}',
    description: 'Pick one of the teas; it comes free of charge',
    thresholdRub: 8000,
    kind: 'choose',
    subsection: 'teas',
    count: 3,
  },
  {
    id: 9003,
    name: 'A bamboo towel for orders from {threshold}',
    description: 'The towel is added free of charge',
    thresholdRub: 12000,
    kind: 'free',
    subsection: 'towels',
    count: 1,
  },
];

/** The promotions with their texts in the request's language. */
export const promotions = (state: SandboxState, site: string, language: string): Promotion[] =>
  PROMOTIONS.map(({ id, name, description, thresholdRub, kind, subsection, count }) => {
    const [nameIn, descriptionIn] = localized<[string, string]>(language, [name, description], {
      ru: PROMOTIONS_RU[id],
      he: PROMOTIONS_HE[id],
    });
    return {
      id,
      name: nameIn.replace('{threshold}', thresholdText(thresholdRub, site, language)),
      description: descriptionIn,
      thresholdRub,
      kind,
      products: firstOf(state, subsection, count),
    };
  });
