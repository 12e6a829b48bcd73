import { describe, expect, it } from 'vitest';
import { watchedPage } from './harness/browser.js';
import { waitForInteractive } from './harness/checks.js';
import { browserSuite } from './harness/suite.js';

/** Letters a page in the language shows: Hebrew text is in the Hebrew block, Russian in Cyrillic. */
const SCRIPT_OF: Record<string, RegExp> = { he: /[\u0590-\u05FF]/, ru: /[\u0400-\u04FF]/ };

/** Issue 2 §6: the shell of the host's site in its default language, with the right lang and dir. */
describe('the first page on each site', () => {
  const suite = browserSuite('shell');

  const cases = [
    { how: 'by default', site: 'localhost', lang: 'ru', dir: 'ltr' },
    { how: 'by default', site: 'it', lang: 'it', dir: 'ltr' },
    { how: 'by default', site: 'il', lang: 'en', dir: 'ltr' },
    { how: 'by the lang cookie', site: 'il', lang: 'he', dir: 'rtl', cookie: 'he' },
    // Issue 32 item 1: a Hebrew browser's first visit opens il in Hebrew; its choice of English wins.
    { how: 'for a Hebrew browser', site: 'il', lang: 'he', dir: 'rtl', locale: 'he-IL' },
    { how: 'by the cookie over a Hebrew browser', site: 'il', lang: 'en', dir: 'ltr', locale: 'he-IL', cookie: 'en' },
  ];

  it.each(cases)('$site in $lang $how has lang=$lang dir=$dir', async ({ site, lang, dir, cookie, locale }) => {
    const context = await suite.browser.newContext(locale ? { locale } : {});
    const host = site === 'localhost' ? 'localhost' : `${site}.localhost`;
    if (cookie) await context.addCookies([{ name: 'lang', value: cookie, domain: host, path: '/' }]);
    const { page, problems, saveEvidence } = await watchedPage(context);
    const url = site === 'localhost' ? `http://localhost:${suite.stack.gatewayPort}/` : suite.stack.url(site);
    try {
      await page.goto(url);
      await page.locator('main').first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      // Server render and client agree: the running app keeps the page's language, its text in it
      // (a hydration mismatch would be a console error, caught below).
      await waitForInteractive(page);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.locator('body').innerText()).toMatch(SCRIPT_OF[lang] ?? /./);
      expect(problems).toEqual([]);
    } catch (error) {
      console.error(`evidence: ${await saveEvidence(`shell-${site}-${lang}${locale ? `-${locale}` : ''}`)}`);
      throw error;
    } finally {
      await context.close();
    }
  });
});
