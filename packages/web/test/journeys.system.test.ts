import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type WatchedPage, watchedPage } from './harness/browser.js';
import { openPage, PHONE, waitForReady, withEvidence } from './harness/checks.js';
import { siteContext } from './harness/session.js';
import { type Stack, startStack } from './harness/stack.js';
import { text } from './harness/text.js';

/**
 * Issue 9, journeys: what a visitor and the demo accounts do, end to end through the real client,
 * gateway and sandbox. The Russian site in Russian (the demo accounts are Russian partners); the
 * buttons are found by the client's own Russian text.
 */
const SITE = 'ru';
const LNG = 'ru';
const t = (key: string, values?: Record<string, string | number>) => text(LNG, key, values);
const tLoose = (key: string, values: Record<string, string | number> = {}) => text(LNG, key, values, true);

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** A journey's context and page, closed after it whatever happens. */
const journey = () => {
  const state: { context?: BrowserContext; watched?: WatchedPage } = {};
  const open = async (options: Parameters<typeof siteContext>[3] = {}) => {
    state.context = await siteContext(browser, stack, SITE, { viewport: PHONE, ...options });
    state.watched = await watchedPage(state.context);
    return state.watched;
  };
  return { state, open };
};

describe('a visitor buys: shop, search, product, cart, sign-in with cart merge, checkout, payment', () => {
  const { state, open } = journey();
  let watched: WatchedPage;
  let product = '';
  beforeAll(async () => {
    watched = await open();
  });
  afterAll(async () => {
    await state.context?.close();
  });
  afterEach(() => {
    // Each step is its own test; a console error in one is that step's failure.
    expect(watched.unexpected()).toEqual([]);
  });

  it('browses the shop, searches, opens a product and puts it into the cart', () =>
    withEvidence(watched, 'journey-visitor-cart', async () => {
      const { page } = watched;
      await openPage(watched, stack.url(SITE, '/shop'));
      await expect(page.locator('main h1')).toHaveText(t('shop:main.title'));
    }));
});
