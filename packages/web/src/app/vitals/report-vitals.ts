import type { components } from '@gf/contracts/generated/bff';
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { api } from '../../api/client';
import type { DeviceClass } from './device-class';

type Reported = components['schemas']['VitalsReport']['metrics'][number];

/**
 * Measures this page view's vitals with `web-vitals` and sends them in one report when the page is
 * hidden (a tab switch, a navigation, a close). `fetch` with `keepalive` outlives the page as
 * `sendBeacon` does and, unlike it, carries the gateway's CSRF header (its route keeps the rule).
 */
export const reportVitals = (route: string, device: DeviceClass): void => {
  const queued: Reported[] = [];
  const queue = ({ name, value }: Metric) => queued.push({ name, value } as Reported);
  onTTFB(queue);
  onFCP(queue);
  onLCP(queue);
  onCLS(queue);
  onINP(queue);
  const flush = () => {
    if (queued.length === 0) return;
    const metrics = queued.splice(0);
    api
      .POST('/bff/v1/vitals', { body: { route, device, metrics }, keepalive: true })
      // A lost report costs one sample; the visitor is never shown it.
      .catch((error: unknown) => console.debug('vitals report not sent', error));
  };
  // Registered after web-vitals' own listeners, so the metrics it finishes on hiding are queued
  // first; pagehide sends whatever a later listener queued after that.
  addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') flush();
    },
    { capture: true },
  );
  addEventListener('pagehide', flush, { capture: true });
};
