/**
 * The gateway's view of the pages it renders (issue 30), loaded by its main thread: which page an
 * address shows, the key its stored copy goes by, and what it reads. No React rendering here: the
 * gateway's render workers load `entry-server.tsx` for that.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setServerFetch } from './api/client';
import { readUrl } from './api/page-read';
import { matchPage } from './ssr/page-match';
import { sitemapPaths } from './ssr/sitemap-paths';

export interface PageOf {
  /** The route's name (config/paths). */
  route: string;
  /** The page's identity after site and language: its route and canonical address. */
  key: string;
  /** The canonical address (path and declared query) the page is rendered at. */
  href: string;
  /** The gateway addresses the page reads, in order: the shell's (site, visitor), then its own. */
  reads: string[];
  /** How many of `reads` are the shell's. */
  shellReads: number;
  /** Rendered for the signed-in visitor alone, never stored (an office page, issue 36). */
  personal: boolean;
}

/** The page an address shows when the gateway renders it; null for a page the browser renders. */
export const pageOf = (pathname: string, search: string): PageOf | null => {
  const match = matchPage(pathname, new URLSearchParams(search));
  return (
    match && {
      route: match.route,
      key: match.key,
      href: match.href,
      reads: match.reads.map(readUrl),
      shellReads: match.shellReads,
      personal: match.personal,
    }
  );
};

type Fetch = (request: Request) => Promise<Response>;
const calls = new AsyncLocalStorage<Fetch>();
setServerFetch((request) => {
  const fetcher = calls.getStore();
  if (!fetcher) return Promise.reject(new Error('A gateway call outside the sitemap'));
  return fetcher(request);
});

/** The site's public addresses for its sitemap, read through the gateway's endpoints in-process. */
export const sitemap = (fetch: Fetch): Promise<string[]> => calls.run(fetch, sitemapPaths);
