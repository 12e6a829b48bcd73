import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchedPage } from './harness/browser.js';
import { type Stack, startStack } from './harness/stack.js';

/** Issue 2 §6: the shell of the host's site in its default language, with the right lang and dir. */
describe('the first page on each site', () => {
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

  const cases = [
    { site: 'localhost', lang: 'ru', dir: 'ltr' },
    { site: 'it', lang: 'it', dir: 'ltr' },
    { site: 'il', lang: 'en', dir: 'ltr' },
    { site: 'il', lang: 'he', dir: 'rtl', cookie: 'he' },
  ];

  it.each(cases)('$site in $lang has lang=$lang dir=$dir', async ({ site, lang, dir, cookie }) => {
    const context = await browser.newContext();
    const host = site === 'localhost' ? 'localhost' : `${site}.localhost`;
    if (cookie) await context.addCookies([{ name: 'lang', value: cookie, domain: host, path: '/' }]);
    const { page, problems, saveEvidence } = await watchedPage(context);
    const url = site === 'localhost' ? `http://localhost:${stack.gatewayPort}/` : stack.url(site);
    try {
      await page.goto(url);
      await page.locator('main').first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      expect(problems).toEqual([]);
    } catch (error) {
      console.error(`evidence: ${await saveEvidence(`shell-${site}-${lang}`)}`);
      throw error;
    } finally {
      await context.close();
    }
  });
});
