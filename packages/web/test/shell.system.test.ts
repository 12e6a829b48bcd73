import { describe, expect, it } from 'vitest';
import { watchedPage } from './harness/browser.js';
import { DESKTOP, openPage, pageMarker, waitForInteractive, waitForReady, withContextPage } from './harness/checks.js';
import { siteContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/** Letters a page in the language shows: Hebrew text is in the Hebrew block, Russian in Cyrillic. */
const SCRIPT_OF: Record<string, RegExp> = { he: /[\u0590-\u05FF]/, ru: /[\u0400-\u04FF]/ };

/** Issue 2 §6: the shell of the host's site in its default language, with the right lang and dir. */
const suite = browserSuite('shell');

describe('the first page on each site', () => {
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

/**
 * Issue 31 item 3, "deploys nobody notices": a visitor whose page came from the release before a
 * deploy asks for a page whose chunk that release named; the gateway, now serving the new release,
 * no longer has it. The page is loaded afresh (the new release's HTML names its own chunks) instead
 * of ending on the error screen.
 */
describe('a page whose code a newer release replaced', () => {
  it('is loaded afresh from the gateway when its chunk is gone, and shows', async () => {
    const context = await siteContext(suite.browser, suite.stack, 'ru', {
      viewport: DESKTOP,
      language: 'ru',
      login: 'partner',
    });
    await withContextPage(context, 'release-reload', async (watched) => {
      const { page } = watched;
      await openPage(watched, suite.stack.url('ru', '/office'));
      // The mail page's chunk is gone until the browser loads a document again.
      let gone = true;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) gone = false;
      });
      await page.route(/\/assets\/mail-home-page-[^/]+\.js$/, (route) =>
        gone ? route.fulfill({ status: 404, body: '' }) : route.continue(),
      );
      await page.evaluate(() => {
        (window as unknown as { beforeDeploy: boolean }).beforeDeploy = true;
      });
      await page.locator(`header a[href="/office/mail"]`).first().click();
      // A new document at the page's address: the page before it (and its missing chunk) is gone.
      await page.waitForFunction(
        () =>
          !(window as unknown as { beforeDeploy?: boolean }).beforeDeploy &&
          window.location.pathname === '/office/mail',
        undefined,
        { timeout: 15_000 },
      );
      await waitForReady(watched);
      expect(await page.locator('main h1').first().textContent()).toBe(text('ru', 'mail:title'));
      expect(await pageMarker(page)).toBeNull();
      expect(watched.unexpected().filter((line) => !/mail-home-page-[^/]+\.js/.test(line))).toEqual([]);
    });
  });

  it('is loaded again when the app script its HTML names is gone (the HTML came from the old release)', async () => {
    const context = await siteContext(suite.browser, suite.stack, 'ru', { language: 'ru' });
    await withContextPage(context, 'release-reload-entry', async (watched) => {
      const { page } = watched;
      // The first document's app script is gone; the document loaded after it finds the new one.
      let documents = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
      });
      await page.route(/\/assets\/index-[^/]+\.js$/, (route) =>
        documents <= 1 ? route.fulfill({ status: 404, body: '' }) : route.continue(),
      );
      await openPage(watched, suite.stack.url('ru', '/'));
      expect(documents).toBe(2);
      expect(await pageMarker(page)).toBeNull();
      expect(watched.unexpected().filter((line) => !/index-[^/]+\.js/.test(line))).toEqual([]);
    });
  });
});
