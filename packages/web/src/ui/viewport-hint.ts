import { createContext } from 'react';

/**
 * The visitor's screen as the gateway read it from the browser's `Sec-CH-UA-Mobile` hint, on a
 * signed-in visitor's page (issue 36; a stored page is everyone's and carries none): the layout a
 * server render and its hydration choose before the browser knows its width, so a phone receives
 * and hydrates one layout instead of two. Undefined: both layouts, and CSS shows the one that fits.
 */
export type ViewportHint = 'narrow';

export const ViewportHintContext = createContext<ViewportHint | undefined>(undefined);
