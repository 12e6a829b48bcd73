import { notFound } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { catalog } from '../state/catalog.js';
import { favourites } from './favourites-store.js';
import { productCard } from './product-card.js';

const knownProduct = (state: Parameters<typeof catalog>[0], id: number) => {
  const product = catalog(state).byId(id);
  if (!product) throw notFound('Product');
  return product;
};

export const favouritesHandlers: AreaHandlers<'favouriteAdd' | 'favouriteRemove' | 'favouriteList'> = {
  // Adding twice keeps one entry: the heart on a card is a toggle, a double click must not duplicate.
  favouriteAdd: ({ params, caller, state }) => {
    favourites(state).add(caller!.user.id, knownProduct(state, params.id).id);
    return { ok: true };
  },

  // ok false: the product was not among the favourites.
  favouriteRemove: ({ params, caller, state }) => ({
    ok: favourites(state).remove(caller!.user.id, knownProduct(state, params.id).id),
  }),

  favouriteList: ({ caller, state, site, language }) => ({
    products: favourites(state)
      .of(caller!.user.id)
      .map((id) => productCard(state, catalog(state).byId(id)!, site, language, caller!.user.id)),
  }),
};
