import { useSyncExternalStore } from 'react';

/**
 * Below this viewport width a table shows its rows as stacked cards (issue 32 item 2: on a phone
 * the amount and status are never behind sideways scroll). 640 px: the widest phones in landscape
 * still get cards; a small tablet gets the table.
 */
export const CARD_BREAKPOINT_PX = 640;

const CARD_QUERY = `(max-width: ${CARD_BREAKPOINT_PX - 0.02}px)`;

const subscribe = (changed: () => void) => {
  const query = window.matchMedia(CARD_QUERY);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/** Whether lists render as cards. The office is rendered in the browser; the server's answer is the table. */
export const useCardLayout = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(CARD_QUERY).matches,
    () => false,
  );
