import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, horizontalOverflow, openPage, PHONE, waitForInteractive, withContextPage } from './harness/checks.js';
import { evidenceShot } from './harness/evidence.js';
import { siteContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 24, "How it will be checked", in Chromium: a client and an employee see their own office
 * navigation (office-access); a client's direct link to a partner-only page explains itself and
 * makes no upstream call; the employee orders through to a paid order (spec 2 §1, §6 employee flow);
 * on the az site a courier address picked from suggestions carries its coordinates (spec 2 §7, §5).
 */

/** The sections each role finds in the office navigation, and those it must not (office-access). */
const NAV_OF = {
  client: {
    shown: ['/office/finance', '/office/orders', '/office/education'],
    hidden: ['/office/business', '/office/ratings'],
  },
  employee: {
    shown: ['/office/orders', '/office/wiki', '/office/education'],
    hidden: ['/office/business', '/office/finance', '/office/links', '/office/services', '/office/ratings'],
  },
} as const;

/** A partner-only page (office-access: the statement is partners', on main and company sites). */
const PARTNER_PAGE = '/office/business/statement';
/** A product every site sells (the money path's). */
const PRODUCT = '/shop/brands/green-balance/10037';
/** The AZ address the stand-in address service knows (sandbox geocoder-data), and its point. */
const AZ_ADDRESS = { typed: 'Nizami', label: 'Nizami street 10, Baku', latitude: 40.3722, longitude: 49.8431 };
/** An Israeli address it knows: the same search read right to left, where no coordinates are asked. */
const IL_ADDRESS = {
  typed: 'Dizengoff',
  label: 'Dizengoff Street 50, Tel Aviv',
  street: 'Dizengoff Street',
  house: '50',
};

const suite = browserSuite('roles');

const upstreamCounts = async (): Promise<Record<string, number>> =>
  ((await suite.stack.admin('GET', '/calls')) as { counts: Record<string, number> }).counts;

const statementCalls = (counts: Record<string, number>): number =>
  Object.entries(counts)
    .filter(([operation]) => operation.startsWith('statement'))
    .reduce((sum, [, count]) => sum + count, 0);

/** The courier delivery method (its label goes on with the price). */
const courierMethod = (page: Page, language = 'ru') =>
  page.getByRole('radio', { name: new RegExp(`^${text(language, 'checkout:method.delivery-courier')}`) });

/** A product in the site's cart, then checkout with a courier to the first city found: the address search field. */
const courierAddress = async (page: Page, site: string, language: string, city: string) => {
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
  await page.locator('#checkout-city').fill(city);
  await page.locator('main ul[aria-label] button').first().click();
  await courierMethod(page, language).check();
  return page.getByRole('combobox', { name: text(language, 'checkout:suggest.label') });
};

const navLinks = (page: Page): Promise<string[]> =>
  page
    .locator('nav[aria-label] a')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

describe('office navigation by role (office-access)', () => {
  for (const role of ['client', 'employee'] as const) {
    it(`shows the ${role} only the sections that role may open`, async () => {
      const context = await siteContext(suite.browser, suite.stack, 'ru', {
        viewport: DESKTOP,
        login: role,
        reuseSession: true,
      });
      await withContextPage(context, `roles-nav-${role}`, async (watched) => {
        await openPage(watched, suite.stack.url('ru', '/office'));
        const links = await navLinks(watched.page);
        for (const path of NAV_OF[role].shown) expect(links, path).toContain(path);
        for (const path of NAV_OF[role].hidden) expect(links, path).not.toContain(path);
        expect(watched.unexpected()).toEqual([]);
      });
    });
  }
});

describe("a client's direct link to a partner-only page", () => {
  const cases = [
    { site: 'ru', language: 'ru', viewport: PHONE, name: 'ru-phone' },
    { site: 'ru', language: 'ru', viewport: DESKTOP, name: 'ru-desk' },
    { site: 'il', language: 'he', viewport: PHONE, name: 'he-phone' },
    { site: 'il', language: 'he', viewport: DESKTOP, name: 'he-desk' },
  ] as const;
  for (const { site, language, viewport, name } of cases) {
    it(`explains why, asks nothing of the gateway or upstream (${name})`, async () => {
      const context = await siteContext(suite.browser, suite.stack, site, {
        viewport,
        language,
        login: 'client',
        reuseSession: true,
      });
      await withContextPage(context, `roles-refused-${name}`, async (watched) => {
        const { page } = watched;
        const officeReads: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/bff/v1/office/statements')) officeReads.push(request.url());
        });
        const before = statementCalls(await upstreamCounts());
        await openPage(watched, suite.stack.url(site, PARTNER_PAGE));
        expect(await page.locator('main h1').first().textContent()).toBe(text(language, 'shell:officeRefused.title'));
        await page.getByText(text(language, 'shell:officeRefused.role')).waitFor();
        const home = page.getByRole('link', { name: text(language, 'shell:officeRefused.home') });
        expect(new URL(await home.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe('/office');
        expect(officeReads).toEqual([]);
        expect(statementCalls(await upstreamCounts())).toBe(before);
        expect(await horizontalOverflow(page)).toBe(0);
        expect(watched.unexpected()).toEqual([]);
        await evidenceShot(page, { path: join(suite.screenshots, `refused-${name}.png`), fullPage: true });
      });
    });
  }
});

describe('the employee order flow (spec 2 §1, §6)', () => {
  it('takes the employee from cart to a paid order collected at a company stock', async () => {
    const context = await siteContext(suite.browser, suite.stack, 'ru', { viewport: PHONE, login: 'employee' });
    await withContextPage(context, 'roles-employee-order', async (watched) => {
      const { page } = watched;
      await page.goto(suite.stack.url('ru', PRODUCT));
      await waitForInteractive(page);
      const saved = page.waitForResponse((r) => r.url().endsWith('/bff/v1/cart') && r.request().method() === 'PUT');
      await page
        .locator('main button')
        .filter({ hasText: text('ru', 'shop:card.add') })
        .first()
        .click();
      expect((await saved).ok()).toBe(true);
      await page.goto(suite.stack.url('ru', '/checkout'));
      await page.locator('[data-flow=employee]').waitFor();
      expect(await page.locator('[data-flow=employee]').innerText()).toBe(text('ru', 'checkout:employeeFlow'));
      await page.locator('#checkout-city').fill('Mos');
      await page.locator('main ul[aria-label] button').first().click();
      // Only the company's stocks and offices are offered.
      const methods = page.locator('input[name=delivery-type]');
      await methods.first().waitFor();
      expect(await methods.count()).toBe(1);
      await page.getByLabel(text('ru', 'checkout:method.stock')).check();
      await page.locator('input[name=stock]').first().check();
      await page.getByLabel(text('ru', 'checkout:who.firstName'), { exact: true }).fill('Елена');
      await page.getByLabel(text('ru', 'checkout:who.lastName')).fill('Сотрудникова');
      await page.locator('input[type=tel]').fill('+7 916 765 43 21');
      await evidenceShot(page, { path: join(suite.screenshots, 'employee-checkout-phone.png'), fullPage: true });
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(/\/checkout\/step-2$/);
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(/\/checkout\/step-3$/);
      const before = (await upstreamCounts()).orderCreate ?? 0;
      await page.locator('main button').last().click();
      await page
        .locator('dialog button')
        .filter({ hasText: text('ru', 'orders:pay.internal') })
        .first()
        .click();
      await page.locator('dialog [role=status]').waitFor();
      expect(((await upstreamCounts()).orderCreate ?? 0) - before).toBe(1);
      await page.goto(suite.stack.url('ru', '/office/orders/list'));
      const newest = page.locator('main li').first();
      await expect.poll(() => newest.innerText()).toContain(text('ru', 'orders:status.paid'));
    });
  });
});

describe('address suggestions at checkout on the az site (spec 2 §7, §5)', () => {
  for (const { viewport, name } of [
    { viewport: PHONE, name: 'phone' },
    { viewport: DESKTOP, name: 'desk' },
  ] as const) {
    it(`fills a courier address and its coordinates from a suggestion (${name})`, async () => {
      const context = await siteContext(suite.browser, suite.stack, 'az', {
        viewport,
        language: 'ru',
        login: 'partner',
      });
      await withContextPage(context, `roles-suggest-${name}`, async (watched) => {
        const { page } = watched;
        const asked: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/bff/v1/checkout/address-suggestions') asked.push(request.url());
        });
        const search = await courierAddress(page, 'az', 'ru', 'Bak');
        // Typed at a person's pace: the debounce asks once the typing settles, not per keystroke.
        await search.pressSequentially(AZ_ADDRESS.typed, { delay: 40 });
        const option = page.locator('main ul[aria-label] button').filter({ hasText: AZ_ADDRESS.label });
        await option.waitFor();
        expect(asked.length).toBeGreaterThan(0);
        expect(asked.length).toBeLessThan(AZ_ADDRESS.typed.length - 2);
        await evidenceShot(page, { path: join(suite.screenshots, `suggestions-${name}.png`), fullPage: true });
        await option.click();
        expect(await page.getByLabel(text('ru', 'checkout:address.latitude')).inputValue()).toBe(
          String(AZ_ADDRESS.latitude),
        );
        expect(await page.getByLabel(text('ru', 'checkout:address.longitude')).inputValue()).toBe(
          String(AZ_ADDRESS.longitude),
        );
        await page.getByLabel(text('ru', 'checkout:who.firstName'), { exact: true }).fill('Aysel');
        await page.getByLabel(text('ru', 'checkout:who.lastName')).fill('Mammadova');
        await page.locator('input[type=tel]').fill('+994 50 123 45 67');
        const check = page.waitForRequest(
          (r: Request) => new URL(r.url()).pathname === '/bff/v1/checkout/delivery-check',
        );
        await page.locator('form button[type=submit]').click();
        const body = (await check).postDataJSON();
        expect(body).toMatchObject({
          delivery_type: 'delivery-courier',
          street: 'Nizami street',
          house: '10',
          latitude: AZ_ADDRESS.latitude,
          longitude: AZ_ADDRESS.longitude,
        });
        await page.waitForURL(/\/checkout\/step-2$/);
        expect(await horizontalOverflow(page)).toBe(0);
      });
    });
  }

  for (const { viewport, name } of [
    { viewport: PHONE, name: 'he-phone' },
    { viewport: DESKTOP, name: 'he-desk' },
  ] as const) {
    it(`suggests addresses right to left on the il site in Hebrew (${name})`, async () => {
      const context = await siteContext(suite.browser, suite.stack, 'il', {
        viewport,
        language: 'he',
        login: 'partner',
      });
      await withContextPage(context, `roles-suggest-${name}`, async (watched) => {
        const { page } = watched;
        await (await courierAddress(page, 'il', 'he', 'Tel')).pressSequentially(IL_ADDRESS.typed, { delay: 40 });
        const option = page.locator('main ul[aria-label] button').filter({ hasText: IL_ADDRESS.label });
        await option.waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await evidenceShot(page, { path: join(suite.screenshots, `suggestions-${name}.png`), fullPage: true });
        await option.click();
        expect(await page.getByLabel(text('he', 'checkout:address.street')).inputValue()).toBe(IL_ADDRESS.street);
        expect(await page.getByLabel(text('he', 'checkout:address.house'), { exact: true }).inputValue()).toBe(
          IL_ADDRESS.house,
        );
        expect(watched.unexpected()).toEqual([]);
      });
    });
  }

  it('cancels a suggestions request the typing has moved on from', async () => {
    const context = await siteContext(suite.browser, suite.stack, 'az', {
      viewport: DESKTOP,
      language: 'ru',
      login: 'partner',
    });
    await withContextPage(context, 'roles-suggest-cancel', async (watched) => {
      const { page } = watched;
      const aborted: string[] = [];
      page.on('requestfailed', (request) => {
        if (request.url().includes('/address-suggestions'))
          aborted.push(new URL(request.url()).searchParams.get('query') ?? '');
      });
      // The first answer is held back, as from a slow provider; the next one goes through.
      let held = false;
      await page.route('**/bff/v1/checkout/address-suggestions?**', async (route) => {
        if (held) return route.continue();
        held = true;
      });
      const search = await courierAddress(page, 'az', 'ru', 'Bak');
      const first = page.waitForRequest((r) => r.url().includes('/address-suggestions'));
      await search.fill('Niz');
      await first;
      await search.fill('Nizami');
      await page.locator('main ul[aria-label] button').filter({ hasText: AZ_ADDRESS.label }).waitFor();
      await expect.poll(() => aborted).toEqual(['Niz']);
    });
  });
});
