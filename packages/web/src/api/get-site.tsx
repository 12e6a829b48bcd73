import type { components } from '@gf/contracts/generated/bff';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
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

const SiteReplyContext = createContext<SiteReply | null>(null);

/**
 * Reads the site once for the whole tree, which some fifty components ask for: one query observer
 * instead of one per component (on the server each was a fifth of a page's render, issue 30). A
 * language switch updates the cached copy, this observer sees it and every reader renders again.
 * Boot renders it once the site is fetched, so it never suspends.
 */
export const SiteReplyProvider = ({ children }: { children: ReactNode }) => (
  <SiteReplyContext.Provider value={useSuspenseQuery(siteQueryOptions()).data}>{children}</SiteReplyContext.Provider>
);

/** The site reply, from `SiteReplyProvider` (which Boot renders around the app). */
export const useSiteReply = (): SiteReply => {
  const reply = useContext(SiteReplyContext);
  if (!reply) throw new Error('useSiteReply is used outside SiteReplyProvider');
  return reply;
};

export const useSite = (): Site => useSiteReply().site;
