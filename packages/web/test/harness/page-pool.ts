import type { BrowserContext } from 'playwright-core';
import { type WatchedPage, watchedPage } from './browser.js';

/**
 * A few watched pages in one context, lent to concurrent tests one at a time: two on this 2-core
 * machine, where more pages only make each one slower.
 */
export interface PagePool {
  use: <T>(work: (watched: WatchedPage) => Promise<T>) => Promise<T>;
}

export const PAGES_IN_PARALLEL = 2;

export const pagePool = async (context: BrowserContext, size = PAGES_IN_PARALLEL): Promise<PagePool> => {
  const free: WatchedPage[] = [];
  for (let i = 0; i < size; i += 1) free.push(await watchedPage(context));
  const waiting: ((watched: WatchedPage) => void)[] = [];
  const release = (watched: WatchedPage) => {
    const next = waiting.shift();
    if (next) next(watched);
    else free.push(watched);
  };
  return {
    use: async (work) => {
      const watched = free.pop() ?? (await new Promise<WatchedPage>((resolve) => waiting.push(resolve)));
      try {
        return await work(watched);
      } finally {
        release(watched);
      }
    },
  };
};
