import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEAM_PAGE_SIZE } from '@gf/contracts/rules/team-rules';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  horizontalOverflow,
  openPage,
  PHONE,
  seriousA11yViolations,
  VIEWPORTS,
  viewportsOf,
  waitForInteractive,
  withContextPage,
} from './harness/checks.js';
import { evidenceShot } from './harness/evidence.js';
import { siteContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 17, "How it will be checked": in Chromium as `partner` on ru, us and il, open the structure
 * three levels deep, find a member by number and open their card; page through clients; download a
 * list. Spec 1 §2 /office/business/structure and /clients, spec 2 §7 team calls, §8 partner lookup.
 */

/** The sign each site's currency prints with, as a pattern. */
const CURRENCY_SIGN: Record<string, string> = { ru: '₽', us: '\\$', il: '₪' };

/** The sites of the check and the language each is read in: il in Hebrew, right to left. */
const SITES = [
  { site: 'ru', language: 'ru' },
  { site: 'us', language: 'en-US' },
  { site: 'il', language: 'he' },
] as const;

/** Levels the structure is opened to (the issue: "three levels deep"). */
const DEPTH = 3;
/** A number no user of the sandbox has. */
const UNKNOWN_NUMBER = '999999';
/** The sandbox's manager (user 4): a partner, outside the signed-in partner's structure. */
const OUTSIDE_NUMBER = '100004';
/** The first bytes of every .xlsx (a zip archive). */
const ZIP_MAGIC = 'PK';

const suite = browserSuite('office-team');

/** The partner-lookup answers the search asks on purpose (spec 2 §8). */
const lookupRefusal = (failure: { url: string; status: number }) =>
  /\/bff\/v1\/office\/team\/partners\/\d+$/.test(failure.url);

describe('the structure: three levels deep, a member found by number, their card', () => {
  for (const { site, language } of SITES) {
    for (const { name, viewport } of viewportsOf(site)) {
      it(`partner on ${site} (${language}) at ${viewport.width} px`, async () => {
        const context = await siteContext(suite.browser, suite.stack, site, {
          viewport,
          language,
          login: 'partner',
          reuseSession: true,
        });
        await withContextPage(context, `office-structure-${site}-${name}`, async (watched) => {
          const { page } = watched;
          const t = (key: string, values?: Record<string, string | number>) => text(language, `team:${key}`, values);
          await openPage(watched, suite.stack.url(site, '/office/business/structure'));
          expect(await page.locator('main h1').first().textContent()).toBe(t('structure.title'));
          expect(await page.locator('html').getAttribute('dir')).toBe(language === 'he' ? 'rtl' : 'ltr');

          const tree = page.getByRole('list', { name: t('structure.tree') });
          // Open one partner with a team at each level, down to DEPTH.
          for (let level = 1; level < DEPTH; level += 1) {
            const closed = tree.locator(`[data-level="${level}"]:has(button[aria-expanded="false"])`).first();
            await closed.waitFor();
            // Held by number: once open, the row no longer matches "closed".
            const row = tree.locator(`[data-number="${await closed.getAttribute('data-number')}"]`);
            await row.locator('button[aria-expanded]').click();
            await tree
              .locator(`[data-level="${level + 1}"]`)
              .first()
              .waitFor();
            expect(await row.locator('button[aria-expanded]').getAttribute('aria-expanded')).toBe('true');
          }
          const third = tree.locator(`[data-level="${DEPTH}"]`).first();
          const deepest = (await third.getAttribute('data-number'))!;
          // Volumes and team size at every node; the rank on the line under the name.
          expect(await third.locator('dd').count()).toBe(3);
          // Turnover is money in the site's currency with its two decimals (issue 32 item 2), not a bare "4,537.5".
          const sign = CURRENCY_SIGN[site];
          expect(await third.locator('dd').first().textContent()).toMatch(
            new RegExp(`${sign}.*\\d[.,]\\d{2}(?!\\d)|\\d[.,]\\d{2}(?!\\d).*${sign}`),
          );

          expect(await horizontalOverflow(page)).toBe(0);
          if (name === 'desk') expect(await seriousA11yViolations(page)).toEqual([]);
          await evidenceShot(page, { path: join(suite.screenshots, `structure-${site}-${language}-${name}.png`) });

          // Find the third-level member by number and open their card (my-partner).
          const search = page.getByLabel(t('search.label'));
          await search.fill(deepest);
          const found = page.getByRole('list', { name: text(language, 'team:search.results', {}, true) });
          await found.getByRole('button').first().click();
          const dialog = page.getByRole('dialog');
          await dialog.getByText(deepest, { exact: true }).waitFor();
          await dialog.getByText(t('fields.SGOPV'), { exact: true }).waitFor();
          await evidenceShot(page, { path: join(suite.screenshots, `card-${site}-${language}-${name}.png`) });
          // Their mentor's card (my-mentor): the member they were found under.
          await dialog.getByRole('button', { name: /\(\d+\)/ }).click();
          const mentor = page.getByRole('dialog');
          await mentor.getByText(t('fields.mentor'), { exact: false }).first().waitFor();
          await mentor.getByRole('button', { name: t('close') }).click();
          await mentor.waitFor({ state: 'hidden' });

          // A number nobody has, and one outside the structure: one lookup code, said as what it means.
          await search.fill(UNKNOWN_NUMBER);
          await page.getByText(t('lookup.partner_not_found')).waitFor();
          await search.fill(OUTSIDE_NUMBER);
          await page.getByText(t('lookup.partner_not_found')).waitFor();
          expect(watched.unexpected(lookupRefusal)).toEqual([]);
        });
      });
    }
  }
});

describe('clients and partners: paged through, searched, downloaded', () => {
  for (const { site, language } of SITES) {
    it(`partner on ${site} (${language})`, async () => {
      const context = await siteContext(suite.browser, suite.stack, site, {
        viewport: site === 'il' ? PHONE : DESKTOP,
        language,
        login: 'partner',
        reuseSession: true,
        acceptDownloads: true,
      });
      await withContextPage(context, `office-clients-${site}`, async (watched) => {
        const { page } = watched;
        const t = (key: string, values?: Record<string, string | number>) => text(language, `team:${key}`, values);
        await openPage(watched, suite.stack.url(site, '/office/business/clients'));
        expect(await page.locator('main h1').first().textContent()).toBe(t('clients.title'));
        // A list is a table at a desk and stacked cards on a phone (issue 32 item 2): the same rows.
        const phone = site === 'il';
        const list = (name: string) => page.getByRole(phone ? 'list' : 'table', { name });
        const rowsOf = (of: Locator) => (phone ? of.getByRole('listitem') : of.locator('tbody tr'));
        const table = list(t('clients.clients'));
        await table.waitFor();
        const firstPage = await rowsOf(table).allTextContents();
        expect(firstPage.length).toBeGreaterThan(0);
        expect(firstPage.length).toBeLessThanOrEqual(TEAM_PAGE_SIZE);

        // The partner list, paged on ?page=.
        await page.getByRole('tab', { name: t('clients.partners') }).click();
        const partners = list(t('clients.partners'));
        await partners.waitFor();
        const before = await rowsOf(partners).first().textContent();
        const pager = page.getByRole('navigation', { name: t('clients.pages') });
        await pager.getByRole('button', { name: text(language, 'pager.next') }).click();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        await expect.poll(() => rowsOf(partners).first().textContent()).not.toBe(before);
        if (site === 'il')
          await evidenceShot(page, { path: join(suite.screenshots, `clients-${site}-${language}-phone.png`) });
        else await evidenceShot(page, { path: join(suite.screenshots, `clients-${site}-${language}-desk.png`) });
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await seriousA11yViolations(page)).toEqual([]);

        // A row opens the partner's card.
        await rowsOf(partners).first().click();
        const card = page.getByRole('dialog');
        await card.getByText(t('fields.LOPV'), { exact: true }).waitFor();
        await card.getByRole('button', { name: t('close') }).click();
        await card.waitFor({ state: 'hidden' });

        // The first level only, then downloaded as a person would.
        await page.getByLabel(t('fields.level')).selectOption('1');
        await page.waitForURL((url) => url.searchParams.get('level') === '1' && !url.searchParams.has('page'));
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name: t('clients.downloadPartners') }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('partners.xlsx');
        const saved = await download.path();
        expect(readFileSync(saved).subarray(0, 2).toString('latin1')).toBe(ZIP_MAGIC);

        // The client list: a client's card (my-client).
        await page.getByRole('tab', { name: t('clients.clients') }).click();
        await rowsOf(table).first().click();
        await page.getByRole('dialog').getByText(t('fields.orders'), { exact: true }).waitFor();
        expect(watched.unexpected()).toEqual([]);
      });
    });
  }
});

/** Issue 32 item 5: the members a 375 × 812 screen shows of the tree, at least. */
const MEMBERS_PER_PHONE_SCREEN = 6;
/** The smallest touch target (WCAG 2.5.5, Apple's guideline): expand, collapse and a member's line. */
const TOUCH_TARGET_PX = 44;
/** The level "open to level N" is checked with. */
const OPEN_TO = 2;

describe('the structure on a phone: compact lines, touch targets, level guides, open to level N', () => {
  const CASES = [
    { site: 'ru', language: 'ru', name: 'phone', viewport: PHONE },
    { site: 'il', language: 'he', name: 'phone', viewport: PHONE },
    { site: 'ru', language: 'ru', name: 'desk', viewport: DESKTOP },
  ] as const;
  for (const { site, language, name, viewport } of CASES) {
    it(`partner on ${site} (${language}) at ${viewport.width} px`, async () => {
      const context = await siteContext(suite.browser, suite.stack, site, {
        viewport,
        language,
        login: 'partner',
        reuseSession: true,
      });
      await withContextPage(context, `office-structure-compact-${site}-${name}`, async (watched) => {
        const { page } = watched;
        const t = (key: string, values?: Record<string, string | number>) => text(language, `team:${key}`, values);
        await openPage(watched, suite.stack.url(site, '/office/business/structure'));
        const tree = page.getByRole('list', { name: t('structure.tree') });
        await tree.locator('[data-number]').first().waitFor();
        const openTo = page.getByLabel(t('structure.openTo'));
        await openTo.waitFor();

        // The first screen, as loaded: at least six members wholly in view.
        const inView = await tree.evaluate(
          (list) =>
            [...list.querySelectorAll('[data-number]')].filter((row) => {
              const box = row.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= window.innerHeight;
            }).length,
        );
        if (name === 'phone') expect(inView).toBeGreaterThanOrEqual(MEMBERS_PER_PHONE_SCREEN);

        // Touch targets: the toggle and the member's line.
        const firstBranch = tree.locator('[data-level="1"]:has(button[aria-expanded])').first();
        const toggle = (await firstBranch.locator('button[aria-expanded]').boundingBox())!;
        expect(Math.min(toggle.width, toggle.height)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
        const member = (await firstBranch.locator('button:not([aria-expanded])').boundingBox())!;
        expect(member.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);

        // No scroll box of its own: the only scrolling element around the tree is the document.
        const boxes = await tree.evaluate((list) => {
          const found: string[] = [];
          for (let node = list.parentElement; node && node !== document.documentElement; node = node.parentElement) {
            const { overflowY } = getComputedStyle(node);
            if (/auto|scroll/.test(overflowY)) found.push(`${node.tagName}.${node.className}`);
          }
          return found;
        });
        expect(boxes).toEqual([]);

        // Open to level 2: every branch of the first line opens, its members show, nothing deeper.
        await openTo.selectOption(String(OPEN_TO));
        await page.getByRole('button', { name: t('structure.openToSubmit'), exact: true }).click();
        const secondLevel = tree.locator(`[data-level="${OPEN_TO}"]`);
        await secondLevel.first().waitFor();
        await expect.poll(() => tree.locator(`[data-level="1"] button[aria-expanded="false"]`).count()).toBe(0);
        expect(await tree.locator(`[data-level="${OPEN_TO}"] button[aria-expanded="true"]`).count()).toBe(0);
        expect(await tree.locator(`[data-level="${OPEN_TO + 1}"]`).count()).toBe(0);

        // A level-2 line: one guide, under its sponsor's toggle, indented along the reading direction
        // (to the left in Hebrew).
        const child = secondLevel.first();
        const guide = (await child.locator(':scope > span:first-child > span').boundingBox())!;
        expect(await child.locator(':scope > span:first-child > span').count()).toBe(OPEN_TO - 1);
        const parentNumber = await child.evaluate((row) => {
          // Lines are in reading order: the sponsor is the nearest first-line member above.
          let line = row.parentElement?.previousElementSibling;
          while (line && !line.querySelector('[data-level="1"]')) line = line.previousElementSibling;
          return line?.querySelector('[data-level="1"]')?.getAttribute('data-number');
        });
        const parentToggle = (await tree
          .locator(`[data-number="${parentNumber}"] button[aria-expanded]`)
          .boundingBox())!;
        const childWho = (await child.locator('button:not([aria-expanded])').boundingBox())!;
        const parentWho = (await tree
          .locator(`[data-number="${parentNumber}"] button:not([aria-expanded])`)
          .boundingBox())!;
        const rtl = language === 'he';
        if (rtl) expect(childWho.x + childWho.width).toBeLessThan(parentWho.x + parentWho.width);
        else expect(childWho.x).toBeGreaterThan(parentWho.x);
        // The guide's line (its ::before) runs under the middle of the sponsor's toggle.
        const line = await child.locator(':scope > span:first-child > span').evaluate((span) => {
          const style = getComputedStyle(span, '::before');
          const box = span.getBoundingClientRect();
          const start = Number.parseFloat(style.insetInlineStart);
          const width = Number.parseFloat(style.width);
          return getComputedStyle(span).direction === 'rtl'
            ? box.right - start - width / 2
            : box.left + start + width / 2;
        });
        expect(Math.abs(line - (parentToggle.x + parentToggle.width / 2))).toBeLessThanOrEqual(2);
        expect(guide.height).toBeGreaterThan(0);

        expect(await horizontalOverflow(page)).toBe(0);
        if (name === 'desk') expect(await seriousA11yViolations(page)).toEqual([]);
        await page.evaluate(() => window.scrollTo(0, 0));
        await evidenceShot(page, {
          path: join(suite.screenshots, `structure-level-${OPEN_TO}-${site}-${language}-${name}.png`),
        });
        expect(watched.unexpected()).toEqual([]);
      });
    });
  }
  it('scrolls with the document, the layout’s one scroller (issue 32 item 2)', async () => {
    const context = await siteContext(suite.browser, suite.stack, 'ru', {
      viewport: PHONE,
      language: 'ru',
      login: 'partner',
      reuseSession: true,
    });
    await withContextPage(context, 'office-structure-document-scroll', async (watched) => {
      const { page } = watched;
      const t = (key: string) => text('ru', `team:${key}`);
      await openPage(watched, suite.stack.url('ru', '/office/business/structure'));
      const tree = page.getByRole('list', { name: t('structure.tree') });
      await tree.locator('[data-number]').first().waitFor();
      await page.getByLabel(t('structure.openTo')).selectOption(String(OPEN_TO + 1));
      await page.getByRole('button', { name: t('structure.openToSubmit'), exact: true }).click();
      await tree
        .locator(`[data-level="${OPEN_TO + 1}"]`)
        .first()
        .waitFor();
      await expect.poll(() => tree.locator('li').first().getAttribute('aria-setsize')).not.toBe(null);
      // Settled: no branch is still loading, and the line count stopped growing (on a busy machine
      // a branch can arrive between two reads that agree, so both must hold).
      let lines = '';
      await expect
        .poll(async () => {
          const before = lines;
          lines = (await tree.locator('li').first().getAttribute('aria-setsize'))!;
          return before === lines && (await tree.locator('[aria-busy="true"]').count()) === 0;
        })
        .toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 2)).toBe(true);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // The last line is rendered and in view: the list follows the document's scroll.
      const last = tree.locator(`li[aria-posinset="${lines}"]`);
      await last.waitFor();
      const box = (await last.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      await evidenceShot(page, { path: join(suite.screenshots, 'structure-document-scroll-ru-phone.png') });
      expect(watched.unexpected()).toEqual([]);
    });
  });

  it('holds the "open to level" control in place while the team’s depth is found: the tree does not move (issue 36)', async () => {
    const context = await siteContext(suite.browser, suite.stack, 'il', {
      viewport: PHONE,
      language: 'he',
      login: 'partner',
      reuseSession: true,
    });
    await withContextPage(context, 'office-structure-depth-in-place', async (watched) => {
      const { page } = watched;
      const t = (key: string) => text('he', `team:${key}`);
      // The depth is found by reading the partner list level by level; held here until the first
      // screen is measured, as on a slow phone network.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/bff\/v1\/office\/team\/partners\?.*level=/, async (route) => {
        await released;
        await route.continue();
      });
      // Not openPage: it waits for the network to go quiet, which the held reads keep from happening.
      watched.reset();
      await page.goto(suite.stack.url('il', '/office/business/structure'), { waitUntil: 'domcontentloaded' });
      await waitForInteractive(page);
      const tree = page.getByRole('list', { name: t('structure.tree') });
      await tree.locator('[data-number]').first().waitFor();
      const openTo = page.getByLabel(t('structure.openTo'));
      expect(await openTo.isDisabled()).toBe(true);
      const before = (await tree.boundingBox())!.y;
      release();
      await expect.poll(() => openTo.isEnabled(), { timeout: 15_000 }).toBe(true);
      expect((await tree.boundingBox())!.y).toBe(before);
      expect(watched.unexpected()).toEqual([]);
    });
  });
});

/** Issue 17: "smooth with 10,000 members (render only what is visible)". */
const STRESS_MEMBERS = 10_000;
/** Lines in the document at any time: what a tall screen shows plus the overscan, never the team. */
const RENDERED_AT_MOST = 80;

describe(`the structure with ${STRESS_MEMBERS.toLocaleString('en')} members in view`, () => {
  for (const { name, viewport } of VIEWPORTS) {
    it(`renders only the visible lines while scrolled end to end at ${viewport.width} px`, async () => {
      const context = await siteContext(suite.browser, suite.stack, 'ru', {
        viewport,
        language: 'ru',
        login: 'partner',
        reuseSession: true,
      });
      await withContextPage(context, `office-structure-stress-${name}`, async (watched) => {
        const { page } = watched;
        const t = (key: string) => text('ru', `team:${key}`);
        await openPage(watched, suite.stack.url('ru', '/office/business/structure'));
        // The gateway's own first line, widened to STRESS_MEMBERS members of the same shape (the
        // sandbox seeds a team of a few hundred); opened nodes are asked of the gateway as usual.
        const [model] = await page.evaluate(async () =>
          (await (await fetch('/bff/v1/office/team/structure')).json()).children.slice(0, 1),
        );
        const children = Array.from({ length: STRESS_MEMBERS }, (_, i) => ({
          ...model,
          number: String(500_000 + i),
          name: `${model.name} ${i + 1}`,
        }));
        // The first line is the browser's read here, not the gateway's render (issue 36): the page
        // is loaded as the client shell, which reads it as before.
        const shell = await page.evaluate(async () => (await fetch('/office/orders/list')).text());
        await page.route(suite.stack.url('ru', '/office/business/structure'), (route) =>
          route.fulfill({ body: shell, contentType: 'text/html; charset=utf-8' }),
        );
        await page.route('**/bff/v1/office/team/structure*', (route) =>
          new URL(route.request().url()).searchParams.has('number')
            ? route.continue()
            : route.fulfill({ json: { children }, headers: { 'cache-control': 'private, no-store' } }),
        );
        await openPage(watched, suite.stack.url('ru', '/office/business/structure'));
        const tree = page.getByRole('list', { name: t('structure.tree') });
        await tree.locator('li').first().waitFor();
        expect(await tree.locator('li').first().getAttribute('aria-setsize')).toBe(String(STRESS_MEMBERS));
        expect(await tree.locator('li').count()).toBeLessThanOrEqual(RENDERED_AT_MOST);

        // Scrolled a screen at a time to the end, as a wheel would; long tasks are counted meanwhile.
        const scrolled = await tree.evaluate(async (list) => {
          // The page's scroller (issue 32: the tree has no scroll box of its own).
          let box = list.parentElement;
          while (box && !/auto|scroll/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
          box ??= document.scrollingElement as HTMLElement;
          const long: number[] = [];
          const observer = new PerformanceObserver((entries) => {
            for (const entry of entries.getEntries()) long.push(entry.duration);
          });
          observer.observe({ type: 'longtask' });
          let most = 0;
          const steps: number[] = [];
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          while (box.scrollTop + box.clientHeight < box.scrollHeight - 1) {
            const started = performance.now();
            box.scrollTop += box.clientHeight * 4;
            await frame();
            await frame();
            steps.push(performance.now() - started);
            most = Math.max(most, list.querySelectorAll('li').length);
          }
          observer.disconnect();
          steps.sort((a, b) => a - b);
          const at = (share: number) => Math.round(steps[Math.floor((steps.length - 1) * share)] ?? 0);
          return { most, long, steps: steps.length, median: at(0.5), p95: at(0.95) };
        });
        await tree.locator(`[data-number="${500_000 + STRESS_MEMBERS - 1}"]`).waitFor();
        expect(scrolled.most).toBeLessThanOrEqual(RENDERED_AT_MOST);
        // Figures for the issue note, not a pass mark (timings move with the machine).
        console.info(
          `structure ${STRESS_MEMBERS} members at ${viewport.width} px: at most ${scrolled.most} lines rendered over ` +
            `${scrolled.steps} scroll steps (two frames each: median ${scrolled.median} ms, p95 ${scrolled.p95} ms); ` +
            `long tasks ${scrolled.long.length}, longest ${Math.round(Math.max(0, ...scrolled.long))} ms`,
        );
        await evidenceShot(page, { path: join(suite.screenshots, `structure-stress-ru-${name}.png`) });
        expect(watched.unexpected()).toEqual([]);
      });
    });
  }
});
