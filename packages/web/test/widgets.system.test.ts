import { describe, expect, it } from 'vitest';
import { watchedPage } from './harness/browser.js';
import { browserSuite } from './harness/suite.js';

const ACCESSIBILITY = 'https://a11y.widget.test/widget.js';
const CHAT = 'https://chat.widget.test/button.js';

/**
 * Spec 1 §1: the accessibility widget only on the Israeli site (en, he), live chat only where the
 * site enables it in the current language. The vendors are stood in for by request interception:
 * the test sees exactly which scripts the page asked for.
 */
describe('third-party widgets load only where the site and language allow', () => {
  const suite = browserSuite('widgets', {
    gatewayEnv: { ACCESSIBILITY_WIDGET_URL: ACCESSIBILITY, CHAT_WIDGET_URL: CHAT },
  });

  const cases = [
    { site: 'il', lang: 'en', expected: [ACCESSIBILITY] },
    { site: 'il', lang: 'he', expected: [ACCESSIBILITY] },
    { site: 'ru', lang: 'ru', expected: [CHAT] },
    { site: 'ru', lang: 'en', expected: [] },
    { site: 'it', lang: 'it', expected: [] },
  ];

  it.each(cases)('$site in $lang asks for $expected', async ({ site, lang, expected }) => {
    const context = await suite.browser.newContext();
    await context.addCookies([{ name: 'lang', value: lang, domain: `${site}.localhost`, path: '/' }]);
    const requested: string[] = [];
    await context.route('https://*.widget.test/**', (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    const { page, problems, saveEvidence } = await watchedPage(context);
    try {
      await page.goto(suite.stack.url(site));
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(requested.sort()).toEqual(expected);
      expect(problems).toEqual([]);
    } catch (error) {
      console.error(`evidence: ${await saveEvidence(`widgets-${site}-${lang}`)}`);
      throw error;
    } finally {
      await context.close();
    }
  });
});
