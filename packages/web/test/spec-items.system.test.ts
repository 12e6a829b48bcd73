import { join } from 'node:path';
import { SMS_CODE } from '@gf/sandbox/state/users';
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
import { evidenceShot } from './harness/evidence.js';
import { gatewayCall, siteContext, siteHost } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 33, the last spec items in the browser. Spec 1 §1, §9: every date field of the office is
 * the one date picker (ui/date-field), whose week starts on the site's first weekday (Israel:
 * Sunday; the European site: Monday), whose months and days are named in the page's language, and
 * which the keyboard alone can drive. Spec 1 §7: a registration on the registration-compliance
 * site signs the person in on their own site by its key. Spec 1 §3: the shop menu's officeMenu
 * leads the account menu.
 */
const RUNS = [
  { site: 'il', language: 'he', viewport: PHONE, firstWeekday: 0 },
  { site: 'il', language: 'he', viewport: DESKTOP, firstWeekday: 0 },
  { site: 'eu', language: 'de', viewport: DESKTOP, firstWeekday: 1 },
] as const;

describe('the last spec items (issue 33) in the browser', () => {
  const suite = browserSuite('spec-items');

  for (const { site, language, viewport, firstWeekday } of RUNS) {
    it(`date picker, ${site} (${language}) at ${viewport.width} px: week from ${firstWeekday === 0 ? 'Sunday' : 'Monday'}, keyboard choice`, async () => {
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
        await evidenceShot(page, { path: join(suite.screenshots, `${site}-${language}-${viewport.width}.png`) });
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

  it('signs a person registered on the compliance site in on their own site by the handed-over key (spec 1 §7)', async () => {
    // The registration itself, through the gateway: code sent, code checked, registered on rc.
    const phone = '+7 926 555-41-07';
    const call = (path: string, body: unknown) => gatewayCall(suite.stack, 'rc', 'POST', path, body);
    expect((await call('/bff/v1/auth/registration/sms', { phone, user_type: 'client' })).status).toBe(200);
    expect((await call('/bff/v1/auth/registration/check-code', { phone, code: SMS_CODE })).status).toBe(200);
    const registered = await call('/bff/v1/auth/registration', {
      user_type: 'client',
      phone,
      code: SMS_CODE,
      first_name: 'Vera',
      last_name: 'Lebedeva',
      birth_date: '1990-04-12',
      city: 'Moscow',
      email: 'vera.handover@example.com',
      password: 'joined-2026',
      password_repeat: 'joined-2026',
      invite: 'INV-C-100001',
      agreement: true,
    });
    expect(registered.status, registered.body).toBe(200);
    const key = new URL((JSON.parse(registered.body) as { handover: { url: string } }).handover.url).searchParams.get(
      'registration_key',
    );
    const context = await siteContext(suite.browser, suite.stack, 'ru', { viewport: PHONE, language: 'ru' });
    await withContextPage(context, 'registration-handover', async (watched) => {
      const { page } = watched;
      await page.goto(suite.stack.url('ru', `/redirect-auth?registration_key=${encodeURIComponent(key ?? '')}`));
      await page.waitForURL((url) => url.pathname.startsWith('/office'));
      const auth = await readJson<{ signedIn: boolean; user: { role: string } }>(page, '/bff/v1/auth');
      expect(auth).toMatchObject({ signedIn: true, user: { role: 'client' } });
      await page.getByRole('button', { name: text('ru', 'auth:account.menu') }).waitFor();
      expect(watched.problems).toEqual([]);
    });
  });

  it('leads the partner’s account menu by the shop menu’s officeMenu (spec 1 §3)', async () => {
    const context = await siteContext(suite.browser, suite.stack, 'eu', {
      viewport: PHONE,
      language: 'en',
      login: 'partner',
      reuseSession: true,
    });
    await context.addCookies([{ name: COOKIE_CONSENT_COOKIE, value: 'accepted', domain: siteHost('eu'), path: '/' }]);
    await withContextPage(context, 'office-menu', async (watched) => {
      const { page } = watched;
      await openPage(watched, suite.stack.url('eu', '/shop'));
      // The upstream's office entries: Business and Ratings are not among the menu's fixed entries.
      await page.getByRole('button', { name: text('en', 'auth:account.menu') }).click();
      for (const path of ['/office/business', '/office/ratings']) {
        await page.locator(`header a[href="${path}"]`).first().waitFor();
      }
      await evidenceShot(page, { path: join(suite.screenshots, 'office-menu-eu-375.png') });
      expect(watched.problems).toEqual([]);
    });
  });
});
