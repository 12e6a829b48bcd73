import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False where there is no browser (the gateway's render, issue 36) and in the browser's hydration
 * of that HTML, so its first render is the server's; true from then on, and in a page the browser
 * renders itself.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
