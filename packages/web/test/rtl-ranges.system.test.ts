import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { horizontalOverflow, PHONE, waitForInteractive, withContextPage } from './harness/checks.js';
import { evidenceShot } from './harness/evidence.js';
import { gatewayCall, signIn, siteContext, siteHost } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 37, right to left: a value inserted into Hebrew or Arabic text is isolated, so a delivery
 * range "2–4" reads as written inside right-to-left words instead of being laid out as "4–2"
 * (spec 1 §9: ar and he are right to left). Checked on the pickup carriers of checkout at 375 px,
 * by where the browser draws each digit.
 */

/** A product every site sells (the money path's). */
const PRODUCT = '/shop/brands/green-balance/10037';
/** The sandbox's Israeli pickup carrier, 2 to 4 days to Tel Aviv (sandbox delivery-methods). */
const CARRIER = 'Israel Post pickup';
const RANGE = { min: 2, max: 4 };

const suite = browserSuite('rtl-ranges');

/** A product in the cart, then checkout to Tel Aviv with a pickup point: the carriers listed. */
const pickupCarriers = async (page: Page, site: string, language: string) => {
  await page.goto(suite.stack.url(site, PRODUCT));
  await waitForInteractive(page);
  const saved = page.waitForResponse((r) => r.url().endsWith('/bff/v1/cart') && r.request().method() === 'PUT');
  await page
    .locator('main button')
    .filter({ hasText: text(language, 'shop:card.add') })
    .first()
    .click();
  expect((await saved).ok()).toBe(true);
  await page.goto(suite.stack.url(site, '/checkout'));
  await page.locator('#checkout-city').fill('Tel');
  await page.locator('main ul[aria-label] button').first().click();
  await page.getByRole('radio', { name: new RegExp(`^${text(language, 'checkout:method.delivery-pickup')}`) }).check();
  const carrier = page.locator('main strong', { hasText: CARRIER });
  await carrier.waitFor();
  return carrier;
};

interface Box {
  left: number;
  right: number;
  top: number;
}

interface Glyphs {
  line: string;
  min: Box;
  max: Box;
  word: Box;
}

/** Where the browser drew the range's two figures and the word after the range, on the carrier's line. */
const glyphsOf = (carrier: ReturnType<Page['locator']>, range: typeof RANGE): Promise<Glyphs> =>
  carrier.evaluate((strong, { min, max }) => {
    const line = strong.nextElementSibling as HTMLElement;
    const textNode = [...line.childNodes].find((child) => child.textContent?.includes('–')) as Text;
    const value = textNode.textContent ?? '';
    const dash = value.lastIndexOf('–');
    const box = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(textNode, from);
      range.setEnd(textNode, to);
      const { left, right, top } = range.getClientRects()[0] as DOMRect;
      return { left, right, top };
    };
    const minAt = value.lastIndexOf(String(min), dash);
    const maxAt = value.indexOf(String(max), dash);
    const wordAt = value.search(/[\p{Script=Hebrew}\p{Script=Arabic}]/u);
    return {
      line: line.textContent ?? '',
      min: box(minAt, minAt + 1),
      max: box(maxAt, maxAt + 1),
      word: box(wordAt, wordAt + 1),
    };
  }, range);

/**
 * The range reads as written, on one line: its lower figure left of its upper one. The words read
 * right to left: the word after the range stands to its left, or on a following line.
 */
const expectReadable = ({ min, max, word }: Glyphs) => {
  expect(min.top).toBe(max.top);
  expect(min.left).toBeLessThan(max.left);
  if (word.top === min.top) expect(word.left).toBeLessThan(min.left);
  else expect(word.top).toBeGreaterThan(min.top);
};

describe('delivery ranges in right-to-left checkout, at 375 px', () => {
  it('shows the range 2–4 as written inside Hebrew (il)', async () => {
    const context = await siteContext(suite.browser, suite.stack, 'il', {
      viewport: PHONE,
      language: 'he',
      login: 'partner',
    });
    await withContextPage(context, 'rtl-range-he', async ({ page }) => {
      const carrier = await pickupCarriers(page, 'il', 'he');
      const glyphs = await glyphsOf(carrier, RANGE);
      expectReadable(glyphs);
      expect(glyphs.line).toContain(
        text('he', 'checkout:days', { range: `${RANGE.min}\u2060–\u2060${RANGE.max}`, count: RANGE.max }),
      );
      expect(await horizontalOverflow(page)).toBe(0);
      await evidenceShot(page, { path: join(suite.screenshots, 'he-375.png'), fullPage: true });
    });
  });

  it('shows the range 2–4 as written inside Arabic (eg)', async () => {
    // No Arabic-speaking site of the sandbox has a pickup carrier or Egyptian cities, so the eg page
    // (Arabic, right to left) reads its checkout data from the il site: the same gateway and the same
    // carrier, laid out in Arabic.
    const context = await siteContext(suite.browser, suite.stack, 'eg', {
      viewport: PHONE,
      language: 'ar',
      login: 'partner',
    });
    const ilSession = await signIn(suite.stack, 'il', 'partner');
    await withContextPage(context, 'rtl-range-ar', async ({ page }) => {
      await page.route(
        (url) => url.pathname.startsWith('/bff/v1/checkout') && url.hostname === siteHost('eg'),
        async (route) => {
          if (route.request().method() !== 'GET') return route.continue();
          const { pathname, search } = new URL(route.request().url());
          const reply = await gatewayCall(suite.stack, 'il', 'GET', `${pathname}${search}`, undefined, ilSession);
          return route.fulfill({ status: reply.status, contentType: 'application/json', body: reply.body });
        },
      );
      const carrier = await pickupCarriers(page, 'eg', 'ar');
      const glyphs = await glyphsOf(carrier, RANGE);
      expectReadable(glyphs);
      expect(glyphs.line).toContain(
        text('ar', 'checkout:days', { range: `${RANGE.min}\u2060–\u2060${RANGE.max}`, count: RANGE.max }),
      );
      expect(await horizontalOverflow(page)).toBe(0);
      await evidenceShot(page, { path: join(suite.screenshots, 'ar-375.png'), fullPage: true });
    });
  });
});
