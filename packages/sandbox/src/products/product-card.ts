import type { Product } from '@gf/contracts/upstream/entities/product';
import type { z } from 'zod';
import { type CatalogProduct, catalog } from '../state/catalog.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { siteCountry } from '../state/site-table.js';
import { favourites } from './favourites-store.js';
import { reviews } from './reviews-store.js';

/**
 * A product card as every read shows it: prices in the site's currency, texts in the request's
 * language, the caller's favourite flag and the rating of published reviews.
 */
export const productCard = (
  state: SandboxState,
  product: CatalogProduct,
  site: string,
  language: string,
  userId: number | null = null,
): z.input<typeof Product> => {
  const { rating, count } = reviews(state).rating(product.id);
  return catalog(state).toProduct(product, site, language, {
    favorite: userId !== null && favourites(state).has(userId, product.id),
    rating,
    reviews: count,
  });
};

/** Whether the site's shop sells the product (spec 2 §3 product sets: unavailable_products). */
export const soldOn = (product: CatalogProduct, site: string): boolean =>
  !product.unavailableIn.includes(siteCountry(site));
