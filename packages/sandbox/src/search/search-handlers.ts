import type { AreaHandlers } from '../handler.js';
import { searchSite } from './search.js';

/** Spec 1 §3 search: products, brands, events and pages of the site in one answer. */
export const searchHandlers: AreaHandlers<'shopSearch'> = {
  shopSearch: ({ query, state, site, language, caller }) =>
    searchSite(state, site, language, query.q, query.limit, caller?.user.id ?? null),
};
