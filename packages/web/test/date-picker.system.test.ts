import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_COOKIE } from '../src/config/constants.js';
import { type DateFormat, formatDate } from '../src/lib/format-date.js';
import {
  DESKTOP,
  horizontalOverflow,
  openPage,
  PHONE,
  readJson,
  seriousA11yViolations,
  withContextPage,
} from './harness/checks.js';
import { dateFieldButton } from './harness/date-field.js';
import { siteContext, siteHost } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 33, spec 1 §1, §9: every date field of the office is the one date picker (ui/date-field),
 * whose week starts on the site's first weekday (Israel: Sunday; the European site: Monday), whose
 * months and days are named in the page's language, and which the keyboard alone can drive.
 */
const RUNS = [
  { site: 'il', language: 'he', viewport: PHONE, firstWeekday: 0 },
  { site: 'il', language: 'he', viewport: DESKTOP, firstWeekday: 0 },
  { site: 'eu', language: 'de', viewport: DESKTOP, firstWeekday: 1 },
] as const;

describe('the date picker follows the site’s first weekday and the language (spec 1 §1, §9)', () => {
  const suite = browserSuite('date-picker');

  for (const { site, language, viewport, firstWeekday } of RUNS) {
    it(`${site} (${language}) at ${viewport.width} px: week from ${firstWeekday === 0 ? 'Sunday' : 'Monday'}, keyboard choice`, async () => {
      const context = await siteContext(suite.browser, suite.stack, site, {
        viewport,
        language,
        login: 'partner',
        reuseSession: true,
      });
      // The European site asks for cookie consent first; that banner is not what this looks at.
      await context.addCookies([{ name: COOKIE_CONSENT_COOKIE, value: 'accepted', domain: siteHost(site), path: '/' }]);
      await withContextPage(context, `date-picker-${site}-${viewport.width}`, async (watched) => {
        const { page } = watched;
        await openPage(watched, suite.stack.url(site, '/office/finance/accounts'));
        const label = text(language, 'finance:transactions.from');
        const trigger = dateFieldButton(page, label);
        await trigger.click();
        const calendar = page.getByRole('dialog', { name: label, exact: true });
        const grid = calendar.getByRole('grid');
        await grid.waitFor();

        // The first column is the site's first weekday, named in the page's language.
        const names = await page.evaluate(
          ({ lang }) => {
            // 4 January 2026 is a Sunday, the 5th a Monday.
            const weekday = new Intl.DateTimeFormat(lang, { weekday: 'long' });
            const month = new Intl.DateTimeFormat(lang, { month: 'long' });
            return {
              sunday: weekday.format(new Date(2026, 0, 4)),
              monday: weekday.format(new Date(2026, 0, 5)),
              thisMonth: month.format(new Date()),
            };
          },
          { lang: language },
        );
        const headers = grid.locator('thead th');
        expect(await headers.count()).toBe(7);
        expect(await headers.first().getAttribute('aria-label')).toBe(firstWeekday === 0 ? names.sunday : names.monday);
        const month = calendar.getByRole('combobox', { name: text(language, 'common:datePicker.month') });
        expect(await month.locator('option:checked').textContent()).toBe(names.thisMonth);
        await page.screenshot({ path: join(suite.screenshots, `${site}-${language}-${viewport.width}.png`) });
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await calendar.evaluate((node) => node.getBoundingClientRect().right)).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(await calendar.evaluate((node) => node.getBoundingClientRect().left)).toBeGreaterThanOrEqual(0);
        expect(await seriousA11yViolations(page)).toEqual([]);

        // The keyboard alone: today has the focus; arrows, PageDown, Home and End move it; Enter chooses.
        const focusedDay = () => page.evaluate(() => document.activeElement?.closest('td')?.getAttribute('data-day'));
        const today = await focusedDay();
        expect(today).toBeTruthy();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('PageDown');
        await page.keyboard.press('Home');
        const weekStart = await focusedDay();
        expect(new Date(`${weekStart}T00:00:00`).getDay()).toBe(firstWeekday);
        await page.keyboard.press('End');
        const weekEnd = (await focusedDay())!;
        expect(new Date(`${weekEnd}T00:00:00`).getDay()).toBe((firstWeekday + 6) % 7);
        await page.keyboard.press('ArrowLeft');
        const chosen = (await focusedDay())!;
        await page.keyboard.press('Enter');
        await calendar.waitFor({ state: 'detached' });
        // The choice is the filter (in the address) and is shown in the site's date format; focus is back on the field.
        await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(chosen);
        const { site: shown } = await readJson<{ site: { dateFormat: DateFormat } }>(page, '/bff/v1/site');
        await expect.poll(() => trigger.textContent()).toContain(formatDate(chosen, shown.dateFormat));
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');

        // Escape closes the calendar without a choice.
        await page.keyboard.press('Enter');
        await grid.waitFor();
        await page.keyboard.press('Escape');
        await calendar.waitFor({ state: 'detached' });
        expect(new URL(page.url()).searchParams.get('from')).toBe(chosen);
        expect(watched.problems).toEqual([]);
      });
    });
  }
});
