import { INTERACTIVE_ATTRIBUTE } from '@gf/contracts/rules/early-input';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchedPage } from './harness/browser.js';
import { DESKTOP, PHONE } from './harness/checks.js';
import { partnerContext, siteContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';

/**
 * Issue 35 item 3, real-user vitals: Chromium loads three public pages and one office page (the
 * partner signed in), leaves each, and the gateway's /metrics holds that page's LCP, FCP, TTFB,
 * INP and CLS under its route pattern, never its address. Every view reports (sample rate 1).
 * The figures are printed for the README's Performance section (issue 35 item 4).
 */

const SITE = 'ru';
const VITALS = ['lcp_milliseconds', 'fcp_milliseconds', 'ttfb_milliseconds', 'inp_milliseconds', 'cls'] as const;

interface View {
  name: string;
  path: string;
  /** The route pattern the report must be labelled with. */
  route: string;
  device: 'mobile' | 'desktop';
  office?: true;
}

const VIEWS: readonly View[] = [
  { name: 'corporate home', path: '/', route: '/', device: 'desktop' },
  { name: 'shop main', path: '/shop', route: '/shop', device: 'desktop' },
  {
    name: 'product',
    path: '/shop/brands/green-balance/10037',
    route: '/shop/brands/:brand/:code',
    device: 'desktop',
  },
  {
    name: 'product, phone',
    path: '/shop/brands/green-balance/10037',
    route: '/shop/brands/:brand/:code',
    device: 'mobile',
  },
  { name: 'office home (partner)', path: '/office', route: '/office', device: 'desktop', office: true },
];

const suite = browserSuite('vitals', { gatewayEnv: { VITALS_SAMPLE_RATE: '1' } });

const scrape = async (): Promise<string> => (await fetch(`http://127.0.0.1:${suite.stack.gatewayPort}/metrics`)).text();

/** One sample line's value (`name{labels} value`), 0 when absent. */
const sampleOf = (text: string, series: string): number => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

const seriesOf = (vital: string, part: 'count' | 'sum', view: View) =>
  `gateway_vitals_${vital}_${part}{site="${SITE}",route="${view.route}",device="${view.device}"}`;

/** What this run measured, printed at the end for the README. */
const measured: string[] = [];

describe('real-user vitals reach /metrics by route pattern (issue 35 item 3)', () => {
  it.each(VIEWS)('$name: its five vitals land under $route ($device)', async (view) => {
    const viewport = view.device === 'mobile' ? PHONE : DESKTOP;
    const context: BrowserContext = view.office
      ? await partnerContext(suite.browser, suite.stack, SITE, 'ru', { viewport })
      : await siteContext(suite.browser, suite.stack, SITE, { viewport });
    try {
      const before = await scrape();
      const { page, unexpected } = await watchedPage(context);
      await page.goto(suite.stack.url(SITE, view.path));
      await page.waitForSelector(`html[${INTERACTIVE_ATTRIBUTE}]`);
      // The reporter loads after the load event, when the page is idle.
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => /\/report-vitals-[^/]*\.js$/.test(entry.name)),
      );
      // A trusted click is an interaction (INP) and ends LCP's observation; leaving the page
      // hides it, which sends the view's one report.
      await page.mouse.click(viewport.width - 5, viewport.height - 5);
      await page.waitForTimeout(300);
      expect(unexpected()).toEqual([]);
      await page.goto('about:blank');
      let after = before;
      await expect
        .poll(
          async () => {
            after = await scrape();
            return VITALS.map(
              (vital) =>
                sampleOf(after, seriesOf(vital, 'count', view)) - sampleOf(before, seriesOf(vital, 'count', view)),
            );
          },
          { timeout: 10_000, interval: 200 },
        )
        .toEqual([1, 1, 1, 1, 1]);
      // The label is the pattern: the address (its values) is nowhere in the exposition.
      if (view.route !== view.path) expect(after).not.toContain(`route="${view.path}"`);
      const values = VITALS.map(
        (vital) => sampleOf(after, seriesOf(vital, 'sum', view)) - sampleOf(before, seriesOf(vital, 'sum', view)),
      );
      measured.push(
        `| ${view.name} | \`${view.route}\` | ${view.device} | ${values
          .map((value, index) => (VITALS[index] === 'cls' ? value.toFixed(3) : `${Math.round(value)} ms`))
          .join(' | ')} |`,
      );
    } finally {
      await context.close();
    }
  });

  it('prints what this run measured (README, Performance)', () => {
    expect(measured).toHaveLength(VIEWS.length);
    console.log(
      [
        '| Page | Route pattern | Device | LCP | FCP | TTFB | INP | CLS |',
        '|---|---|---|---|---|---|---|---|',
        ...measured,
      ].join('\n'),
    );
  });
});
