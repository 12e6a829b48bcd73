import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WatchedPage, watchedPage } from './harness/browser.js';
import { DESKTOP, openPage, PHONE, seriousA11yViolations, withEvidence } from './harness/checks.js';
import { siteContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 9, accessibility: axe-core (WCAG 2.1 A/AA and best practices) on home, shop, product,
 * checkout and sign-in, at phone and desktop width: no serious or critical violation.
 */
const suite = browserSuite('a11y');

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/shop' },
  { name: 'product', path: '/shop/brands/green-balance/10037' },
  { name: 'sign-in', path: '/office/auth' },
];

describe.each([
  { width: 'phone', viewport: PHONE },
  { width: 'desktop', viewport: DESKTOP },
])('axe at $width width', ({ width, viewport }) => {
  let context: BrowserContext;
  let watched: WatchedPage;
  beforeAll(async () => {
    context = await siteContext(suite.browser, suite.stack, 'ru', { viewport });
    watched = await watchedPage(context);
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(PAGES)('$name ($path)', ({ name, path }) =>
    withEvidence(watched, `axe-${width}-${name}`, async () => {
      await openPage(watched, suite.stack.url('ru', path));
      expect(await seriousA11yViolations(watched.page)).toEqual([]);
    }),
  );

  it('checkout, signed in with a product in the cart', async () => {
    const signedIn = await siteContext(suite.browser, suite.stack, 'ru', { viewport, login: 'partner' });
    const page = await watchedPage(signedIn);
    try {
      await withEvidence(page, `axe-${width}-checkout`, async () => {
        await openPage(page, suite.stack.url('ru', '/shop/brands/green-balance/10037'));
        await page.page
          .getByRole('main')
          .getByRole('button', { name: text('ru', 'shop:card.add'), exact: true })
          .click();
        await openPage(page, suite.stack.url('ru', '/checkout'));
        await page.page.getByRole('heading', { name: text('ru', 'checkout:who.title') }).waitFor();
        expect(await seriousA11yViolations(page.page)).toEqual([]);
      });
    } finally {
      await signedIn.close();
    }
  });
});
