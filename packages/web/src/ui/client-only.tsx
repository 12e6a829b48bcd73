import { type ReactNode, Suspense } from 'react';
import { useInBrowser } from './use-in-browser';

/**
 * A part whose code loads on demand (a chart, a reminder): `fallback`, a placeholder of its size,
 * where there is no browser (the gateway's render, issue 36) and while the browser takes that HTML
 * over; then the part, once its code has arrived. A server render never waits for such code, and a
 * boundary it could not finish would make the browser render it again from nothing.
 */
export const ClientOnly = ({ children, fallback }: { children: ReactNode; fallback: ReactNode }) => {
  return useInBrowser() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
};
