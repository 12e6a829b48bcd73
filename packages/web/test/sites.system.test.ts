import { describe, expect, it } from 'vitest';
import { watchedPage } from './harness/browser.js';
import { DESKTOP, openPage, withEvidence } from './harness/checks.js';
import { siteContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';

/**
 * Issue 9, languages and sites: Hebrew on the Israeli site is mirrored; each site writes dates in
 * its own format (spec 1 §9). Which widgets load where is checked by the route crawl (every route
 * on every crawled site) and widgets.system.test.ts (per site and language).
 */
const suite = browserSuite('sites');

describe('Hebrew on il is mirrored', () => {
  it.each(['/', '/shop', '/office/auth'])('%s: dir=rtl, and the header starts on the right', async (path) => {
    const context = await siteContext(suite.browser, suite.stack, 'il', { viewport: DESKTOP, language: 'he' });
    const watched = await watchedPage(context);
    try {
      await withEvidence(watched, `mirrored-il-he${path}`, async () => {
        const { page } = watched;
        await openPage(watched, suite.stack.url('il', path));
        expect(await page.locator('html').getAttribute('lang')).toBe('he');
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        const mirrored = await page.evaluate(() => {
          const header = document.querySelector('header');
          const logo = header?.querySelector('a');
          const box = logo?.getBoundingClientRect();
          return {
            direction: getComputedStyle(document.body).direction,
            // The logo comes first in the header, so mirrored it sits at the right edge.
            logoOnTheRight: box ? box.left > window.innerWidth / 2 : false,
          };
        });
        expect(mirrored).toEqual({ direction: 'rtl', logoOnTheRight: true });
        expect(watched.unexpected()).toEqual([]);
      });
    } finally {
      await context.close();
    }
  });
});

describe('dates in the site format', () => {
  const cases = [
    { site: 'us', format: 'MM.DD.YYYY', write: (y: string, m: string, d: string) => `${m}.${d}.${y}` },
    { site: 'mx', format: 'YYYY/MM/DD', write: (y: string, m: string, d: string) => `${y}/${m}/${d}` },
    { site: 'ru', format: 'DD.MM.YYYY', write: (y: string, m: string, d: string) => `${d}.${m}.${y}` },
  ];

  it.each(cases)('$site writes news dates as $format', async ({ site, write }) => {
    // UTC, so a date with a time of day falls on the same calendar day here and in the page.
    const context = await siteContext(suite.browser, suite.stack, site, { viewport: DESKTOP, timezoneId: 'UTC' });
    const watched = await watchedPage(context);
    try {
      await withEvidence(watched, `dates-${site}`, async () => {
        const { page } = watched;
        await openPage(watched, suite.stack.url(site, '/news'));
        const dates = await page
          .locator('main time[datetime]')
          .evaluateAll((nodes) =>
            nodes.map((node) => ({ datetime: node.getAttribute('datetime') ?? '', shown: node.textContent ?? '' })),
          );
        expect(dates.length).toBeGreaterThan(0);
        for (const { datetime, shown } of dates) {
          // A bare date is that calendar day; a date with a time is that instant's day in UTC.
          const day = /^\d{4}-\d{2}-\d{2}$/.test(datetime) ? datetime : new Date(datetime).toISOString().slice(0, 10);
          const [y = '', m = '', d = ''] = day.split('-');
          expect(shown).toBe(write(y, m, d));
        }
        expect(watched.unexpected()).toEqual([]);
      });
    } finally {
      await context.close();
    }
  });
});
