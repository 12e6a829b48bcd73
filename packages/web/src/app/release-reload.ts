import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from '@gf/contracts/rules/release-reload';

/**
 * Whether an error is the browser failing to fetch a page's code: a chunk named by a release the
 * gateway no longer serves (a deploy came after this page was loaded, and chunk names carry their
 * content's hash). Chromium, Firefox and Safari word a failed module differently, all as a
 * TypeError; Vite's preloading says so of a style sheet.
 */
export const isModuleFetchFailure = (error: unknown): boolean =>
  (error instanceof TypeError &&
    /dynamically imported module|module script failed|error loading dynamically imported/i.test(error.message)) ||
  (error instanceof Error && /^Unable to preload CSS/.test(error.message));

/**
 * Loads `href` afresh from the gateway when its code could not be fetched: the new release's HTML
 * names the new release's chunks, so the visitor arrives at the page instead of an error screen
 * (issue 31, "deploys nobody notices"). Once per address within RELOAD_GUARD_MS, so code that is
 * really missing ends on the error screen rather than in a loop. True when it is reloading.
 */
export const reloadForRelease = (href: string, now = Date.now()): boolean => {
  let last: { href?: string; at?: number } = {};
  try {
    last = JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? '{}') as typeof last;
  } catch (error) {
    // A value some other code wrote under the key: no guard to honour; this reload writes a good one.
    console.warn('A release reload guard could not be read', error);
  }
  if (last.href === href && typeof last.at === 'number' && now - last.at < RELOAD_GUARD_MS) return false;
  try {
    sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ href, at: now }));
  } catch (error) {
    // Storage refused (disabled, full): with no guard kept a reload could repeat without end, so the
    // failure goes to the error screen as it came.
    console.warn('A release reload guard could not be kept', error);
    return false;
  }
  // On this origin whatever the path says: `//other.example/` alone would be another site's address.
  window.location.assign(`${window.location.origin}${href}`);
  return true;
};
