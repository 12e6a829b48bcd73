import type { AreaHandlers } from '../handler.js';
import { pageOf } from '../paging.js';
import { reviews } from '../products/reviews-store.js';
import { type CatalogProduct, catalog } from '../state/catalog.js';
import { orders } from '../state/orders.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { arrange, cards, shopProducts } from './listing.js';

type ListIds =
  | 'productsNew'
  | 'productsPromo'
  | 'productsNewAndPromo'
  | 'productsRecommended'
  | 'productsPeriodicRecommended';

/** How many products a recommendation block shows. */
const RECOMMENDED_SIZE = 8;

/** Products a shop card may recommend: sold on the site, in stock, no kits. */
const recommendable = (state: SandboxState, site: string): CatalogProduct[] =>
  shopProducts(state, site).filter((p) => p.inStock && !p.setKind && p.type === 0);

const listing = (
  state: SandboxState,
  site: string,
  language: string,
  userId: number | null,
  page: number | undefined,
  wanted: (p: CatalogProduct) => boolean,
) => {
  const found = arrange(
    state,
    shopProducts(state, site).filter((p) => !p.setKind && wanted(p)),
    { sort: 'new' },
  );
  const { items, has_more } = pageOf(found, page);
  return { products: cards(state, items, site, language, userId), total: found.length, has_more };
};

/** Order history lines that count as bought: the order was paid and not cancelled. */
const BOUGHT: readonly string[] = ['paid', 'assembling', 'shipped', 'delivered', 'received'];

export const productListsHandlers: AreaHandlers<ListIds> = {
  productsNew: ({ query, state, site, language, caller }) =>
    listing(state, site, language, caller?.user.id ?? null, query.page, (p) => p.isNew),
  productsPromo: ({ query, state, site, language, caller }) =>
    listing(state, site, language, caller?.user.id ?? null, query.page, (p) => p.isPromo),
  productsNewAndPromo: ({ query, state, site, language, caller }) =>
    listing(state, site, language, caller?.user.id ?? null, query.page, (p) => p.isNew || p.isPromo),

  /** Products of the same subsection first, then of the same section, the best rated first. */
  productsRecommended: ({ query, state, site, language, caller }) => {
    const codes = [query['code[]']].flat();
    const given = codes.flatMap((code) => catalog(state).byCode(code) ?? []);
    const affinity = (p: CatalogProduct) =>
      given.some((g) => g.subsectionPath === p.subsectionPath)
        ? 2
        : given.some((g) => g.sectionPath === p.sectionPath)
          ? 1
          : 0;
    const rating = (p: CatalogProduct) => reviews(state).rating(p.id).rating ?? 0;
    const picked = recommendable(state, site)
      .filter((p) => !codes.includes(p.code) && affinity(p) > 0)
      .sort((a, b) => affinity(b) - affinity(a) || rating(b) - rating(a) || a.id - b.id)
      .slice(0, RECOMMENDED_SIZE);
    return { products: cards(state, picked, site, language, caller?.user.id ?? null) };
  },

  /**
   * The signed-in user's regular purchases from the order history, the most often bought first and,
   * among equals, the longest ago bought first (the most due to reorder). Visitors get none.
   */
  productsPeriodicRecommended: ({ state, site, language, caller }) => {
    if (!caller) return { products: [] };
    const bought = new Map<number, { times: number; last: string }>();
    for (const order of orders(state)
      .of(caller.user.id)
      .filter((o) => BOUGHT.includes(o.status))) {
      for (const line of order.lines.filter((l) => !l.gift)) {
        // Orders come newest first: the first sighting of a product is its last purchase.
        const seen = bought.get(line.productId) ?? { times: 0, last: order.createdAt };
        bought.set(line.productId, { times: seen.times + 1, last: seen.last });
      }
    }
    const picked = recommendable(state, site)
      .filter((p) => bought.has(p.id))
      .sort((a, b) => {
        const x = bought.get(a.id)!;
        const y = bought.get(b.id)!;
        return y.times - x.times || x.last.localeCompare(y.last) || a.id - b.id;
      })
      .slice(0, RECOMMENDED_SIZE);
    return { products: cards(state, picked, site, language, caller.user.id) };
  },
};
