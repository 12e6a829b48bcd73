import { useSyncExternalStore } from 'react';

/**
 * Whether the viewport matches a media query; undefined where there is no viewport (the gateway's
 * render, issue 36) and in the browser's first render of that HTML, so hydration meets what the
 * server wrote. A component that lays out differently by width shows both until then, through CSS.
 */
export const useMediaMatch = (query: string): boolean | undefined =>
  useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => undefined,
  );
