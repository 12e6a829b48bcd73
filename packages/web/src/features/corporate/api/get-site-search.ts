import type { components } from '@gf/contracts/generated/bff';
import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';

export type SiteSearchResult = components['schemas']['SiteSearchReply'];

/** How many hits of each kind the search modal shows; the results page asks for the full list. */
export const SEARCH_MODAL_LIMIT = 5;

export const siteSearchRead = (q: string, limit?: number) =>
  pageRead('/bff/v1/pages/search', { params: { query: { q, ...(limit === undefined ? {} : { limit }) } } });

/**
 * GET /bff/v1/pages/search (spec 1 §7 /shop/search/?q&limit). Disabled until there is something
 * to look for; the last result stays on screen while the next one loads, so the list does not blink.
 */
export const useSiteSearch = (q: string, limit?: number) => {
  const read = siteSearchRead(q, limit);
  return $api.useQuery('get', read.path, read.init, {
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
};
