import { useSyncExternalStore } from 'react';

/**
 * Whether the viewport matches a media query. Where there is no viewport (the gateway's render,
 * issue 36) and in the browser's first render of that HTML: `unknown`, so hydration meets what the
 * server wrote; undefined unless the caller knows better. A component that lays out differently
 * by width shows both until then, through CSS.
 */
export const useMediaMatch = (query: string, unknown?: boolean): boolean | undefined =>
  useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => unknown,
  );
