import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { horizontalOverflow, openPage, PHONE, withContextPage } from './harness/checks.js';
import { evidenceShot } from './harness/evidence.js';
import { siteContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 33, spec 1 §3, §6 can_add_sponsor: a signed-in user is offered the sponsor search only when
 * the account may add a sponsor (the demo `imported` client); any other account (the demo `client`)
 * is told it may not, and the search never shows.
 */
const suite = browserSuite('sponsor-add');
const SITE = 'ru';
const LANGUAGE = 'ru';
const PAGE = '/office/open-entry/sponsor-add';

describe('adding a sponsor follows can_add_sponsor (spec 1 §3, §6)', () => {
  it.each([
    { login: 'imported', may: true },
    { login: 'client', may: false },
  ] as const)(`$login on ${SITE} at ${PHONE.width} px`, async ({ login, may }) => {
    const context = await siteContext(suite.browser, suite.stack, SITE, { viewport: PHONE, language: LANGUAGE, login });
    await withContextPage(context, `sponsor-add-${login}`, async (watched) => {
      const { page } = watched;
      await openPage(watched, suite.stack.url(SITE, PAGE));
      // The imported account signs in in its own language (spec 1 §3 sign-in language): read the page's.
      const shown = (await page.locator('html').getAttribute('lang')) ?? LANGUAGE;
      const t = (key: string) => text(shown, key);
      expect(await page.locator('main h1').first().textContent()).toBe(t('open-entry:sponsor.title'));
      const search = page.getByRole('heading', { name: t('open-entry:sponsor.intro') });
      const refusal = page.getByText(t('account:sponsor.notAllowed'));
      if (may) {
        await search.waitFor();
        expect(await refusal.count()).toBe(0);
      } else {
        await refusal.waitFor();
        expect(await search.count()).toBe(0);
      }
      expect(await horizontalOverflow(page)).toBe(0);
      await evidenceShot(page, { path: join(suite.screenshots, `${login}-${SITE}-375.png`), fullPage: true });
      expect(watched.unexpected()).toEqual([]);
    });
  });
});
