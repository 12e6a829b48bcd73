import type { components } from '@gf/contracts/generated/bff';
import { useSuspenseQuery } from '@tanstack/react-query';
import { $api } from './client';
import { SITE_READ } from './page-read';

export type SiteReply = components['schemas']['SiteReply'];
export type Site = components['schemas']['Site'];

/**
 * GET /bff/v1/site: which country site this host is and the language of the visit. It does not
 * change while the page lives (a language switch updates the cached copy), so it never goes stale.
 */
export const siteQueryOptions = () =>
  $api.queryOptions('get', SITE_READ.path, SITE_READ.init, { staleTime: Number.POSITIVE_INFINITY });

/** The site reply. Boot has fetched it before anything renders, so this never suspends. */
export const useSiteReply = (): SiteReply => useSuspenseQuery(siteQueryOptions()).data;

export const useSite = (): Site => useSiteReply().site;
