import { Counter, Histogram, type Registry } from 'prom-client';

/** The web-vitals metrics a browser reports (issue 35 item 3): their names as the library gives them. */
export const VITAL_NAMES = ['LCP', 'FCP', 'TTFB', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The two device classes a page reports, from its viewport (web: app/vitals/device-class.ts). */
export const DEVICE_CLASSES = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * The largest value taken as real, per metric: a page slower than a minute to paint or answer an
 * input is a clock or a bug, not a visit (CLS, unitless, past 10 means every frame moved the page
 * many times over). Anything above is refused as absurd, with the schema's 400.
 */
export const VITAL_MAX: Readonly<Record<VitalName, number>> = {
  LCP: 60_000,
  FCP: 60_000,
  TTFB: 60_000,
  INP: 60_000,
  CLS: 10,
};

/**
 * Buckets around the thresholds web.dev publishes for "good" and "poor" (LCP 2.5 s / 4 s, FCP
 * 1.8 s / 3 s, TTFB 0.8 s / 1.8 s, INP 200 ms / 500 ms, CLS 0.1 / 0.25), each threshold a bucket
 * edge, so the dashboard's p75 is exact where it matters.
 */
const BUCKETS: Readonly<Record<VitalName, number[]>> = {
  LCP: [250, 500, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10_000, 20_000],
  FCP: [100, 250, 500, 1000, 1500, 1800, 2500, 3000, 4000, 6000, 10_000],
  TTFB: [50, 100, 200, 400, 600, 800, 1000, 1800, 3000, 5000, 10_000],
  INP: [16, 50, 100, 150, 200, 300, 500, 750, 1000, 2000, 5000],
  CLS: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2],
};

/** Metric names: milliseconds for the times, no unit for the layout shift score. */
const METRIC_NAME: Readonly<Record<VitalName, string>> = {
  LCP: 'gateway_vitals_lcp_milliseconds',
  FCP: 'gateway_vitals_fcp_milliseconds',
  TTFB: 'gateway_vitals_ttfb_milliseconds',
  INP: 'gateway_vitals_inp_milliseconds',
  CLS: 'gateway_vitals_cls',
};

const HELP: Readonly<Record<VitalName, string>> = {
  LCP: 'Largest Contentful Paint of real visits (ms), by site, route pattern and device class',
  FCP: 'First Contentful Paint of real visits (ms), by site, route pattern and device class',
  TTFB: 'Time to first byte of real visits (ms), by site, route pattern and device class',
  INP: 'Interaction to Next Paint of real visits (ms), by site, route pattern and device class',
  CLS: 'Cumulative Layout Shift of real visits (unitless), by site, route pattern and device class',
};

/** Why a report, or part of one, was not counted. */
export type VitalsDrop = 'invalid' | 'too_large' | 'rate_limited' | 'unknown_route';

export interface VitalsMetrics {
  observe: (labels: { site: string; route: string; device: DeviceClass }, name: VitalName, value: number) => void;
  /** One page view's report taken, by site, language and device class. */
  countReport: (site: string, language: string, device: DeviceClass) => void;
  countDrop: (reason: VitalsDrop) => void;
}

/**
 * Real-user vitals on the gateway's registry. Every label is bounded: sites by the sites table,
 * route patterns by the client's route table (a pattern outside it is dropped, never a label),
 * device classes and languages by their enums.
 */
export const createVitalsMetrics = (registry: Registry): VitalsMetrics => {
  const registers = [registry];
  const histograms = Object.fromEntries(
    VITAL_NAMES.map((name) => [
      name,
      new Histogram({
        name: METRIC_NAME[name],
        help: HELP[name],
        labelNames: ['site', 'route', 'device'],
        buckets: BUCKETS[name],
        registers,
      }),
    ]),
  ) as Record<VitalName, Histogram<'site' | 'route' | 'device'>>;
  const reports = new Counter({
    name: 'gateway_vitals_reports_total',
    help: 'Page views whose vitals were taken, by site, language and device class',
    labelNames: ['site', 'language', 'device'],
    registers,
  });
  const drops = new Counter({
    name: 'gateway_vitals_dropped_total',
    help: 'Vitals reports not taken, by reason: invalid (400), too_large (413), rate_limited (429), unknown_route (204)',
    labelNames: ['reason'],
    registers,
  });
  return {
    observe: (labels, name, value) => histograms[name].observe(labels, value),
    countReport: (site, language, device) => reports.inc({ site, language, device }),
    countDrop: (reason) => drops.inc({ reason }),
  };
};
