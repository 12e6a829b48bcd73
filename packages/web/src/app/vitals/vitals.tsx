import { useEffect } from 'react';
import { useSiteReply } from '../../api/get-site';
import { deviceClass } from './device-class';
import { routePatternOf } from './route-pattern';

/** Waits for the page's load event, then for a quiet moment: the vitals cost the first paint nothing. */
const whenSettled = (start: () => void): (() => void) => {
  let idle: number | undefined;
  const afterLoad = () => {
    idle = window.requestIdleCallback ? window.requestIdleCallback(start) : window.setTimeout(start, 0);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
};

/**
 * Real-user vitals of this page view (issue 35 item 3), for the share of views the gateway's
 * sample rate picks. The route is the one the page was loaded on: LCP, FCP and TTFB belong to that
 * load; the later pages of the visit are the router's and have no load of their own.
 */
export const Vitals = () => {
  const { vitalsSampleRate } = useSiteReply();
  useEffect(() => {
    const route = routePatternOf(window.location.pathname);
    if (!route || Math.random() >= vitalsSampleRate) return;
    return whenSettled(() => {
      import('./report-vitals').then(
        ({ reportVitals }) => reportVitals(route, deviceClass()),
        (error: unknown) => console.debug('vitals not loaded', error),
      );
    });
  }, [vitalsSampleRate]);
  return null;
};
