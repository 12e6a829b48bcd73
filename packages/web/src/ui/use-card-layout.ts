import { useContext } from 'react';
import { useMediaMatch } from './use-media-match';
import { ViewportHintContext } from './viewport-hint';

/**
 * Below this viewport width a table shows its rows as stacked cards (issue 32 item 2: on a phone
 * the amount and status are never behind sideways scroll). 640 px: the widest phones in landscape
 * still get cards; a small tablet gets the table.
 */
export const CARD_BREAKPOINT_PX = 640;

/** The same width as CSS says it (data-table.module.css), for the markup that shows both layouts. */
export const CARD_QUERY = `(max-width: ${CARD_BREAKPOINT_PX - 0.02}px)`;

/**
 * Whether lists render as cards. Before the viewport is known (the gateway's render and the
 * hydration of it): cards when the page was rendered for a phone (viewport-hint.ts), else
 * undefined, and then both layouts are in the page and CSS shows the one that fits.
 */
export const useCardLayout = (): boolean | undefined =>
  useMediaMatch(CARD_QUERY, useContext(ViewportHintContext) === 'narrow' ? true : undefined);
