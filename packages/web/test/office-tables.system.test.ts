import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WatchedPage } from './harness/browser.js';
import {
  DESKTOP,
  horizontalOverflow,
  openPage,
  overflowingElements,
  PHONE,
  readJson,
  withContextPage,
} from './harness/checks.js';
import { evidenceShot } from './harness/evidence.js';
import { partnerContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 32 item 2, "Money is never hidden": the office's lists at 375 px are stacked cards whose
 * every value carries its header as a label, the amounts whole and in view with no sideways scroll;
 * at 1280 px a table whose money is not clipped and whose header sticks while its rows scroll by;
 * the order kept in the address; operations newest first. On ru, us and il (Hebrew, right to left).
 */
const SITES = [
  { site: 'ru', language: 'ru' },
  { site: 'us', language: 'en-US' },
  { site: 'il', language: 'he' },
] as const;
/** The sites whose pages are saved for a person to look at: one each way. */
const SHOT_SITES: readonly string[] = ['ru', 'il'];

/** Stands for the page of the partner's newest order (its lines), found from the orders list. */
const NEWEST_ORDER = 'newest-order';

/** Each list: where it is, its accessible name, and its money columns (id and header). */
const LISTS = [
  {
    name: 'operations',
    path: '/office/finance/accounts',
    label: 'finance:transactions.title',
    amounts: [
      { id: 'amount', header: 'finance:transactions.amount' },
      { id: 'balance', header: 'finance:transactions.balanceAfter' },
    ],
  },
  {
    name: 'payouts',
    path: '/office/finance/payouts',
    label: 'payouts:list.title',
    amounts: [{ id: 'amount', header: 'payouts:list.amount' }],
  },
  { name: 'clients', path: '/office/business/clients', label: 'team:clients.clients', amounts: [] },
  {
    name: 'orders',
    path: '/office/orders/list',
    label: 'orders:list.title',
    amounts: [{ id: 'total', header: 'orders:columns.total' }],
  },
  {
    name: 'orders-hub',
    path: '/office/orders',
    label: 'orders:hub.recent',
    amounts: [{ id: 'total', header: 'orders:columns.total' }],
  },
  {
    name: 'order-lines',
    path: NEWEST_ORDER,
    label: 'orders:order.lines',
    amounts: [{ id: 'amount', header: 'orders:columns.amount' }],
  },
] as const;

const suite = browserSuite('office-tables');

/** Elements of `cells` that are clipped (content wider than the box) or reach past the window's edges. */
const hiddenCells = (cells: Locator): Promise<string[]> =>
  cells.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          element.scrollWidth > element.clientWidth ||
          box.width === 0 ||
          box.left < -0.5 ||
          box.right > document.documentElement.clientWidth + 0.5
        );
      })
      .map((element) => element.textContent ?? ''),
  );

/** Elements of `items` reaching past the box they sit in (the nearest bordered ancestor: the page's card). */
const outsideTheirBox = (items: Locator): Promise<string[]> =>
  items.evaluateAll((elements) =>
    elements
      .filter((element) => {
        let box = element.parentElement;
        while (box && box !== document.body && parseFloat(getComputedStyle(box).borderInlineStartWidth) === 0)
          box = box.parentElement;
        if (!box || box === document.body) return false;
        const outer = box.getBoundingClientRect();
        const inner = element.getBoundingClientRect();
        return inner.left < outer.left - 0.5 || inner.right > outer.right + 0.5;
      })
      .map((element) => element.textContent ?? ''),
  );

/** Scrolls the page's scroller (the document, or the layout's scrolling wrapper) so `table` starts `past` px above its top. */
const scrollPast = (table: Locator, past: number): Promise<void> =>
  table.evaluate((element, by) => {
    let scroller: Element | null = element.parentElement;
    while (
      scroller &&
      scroller !== document.documentElement &&
      !/auto|scroll/.test(getComputedStyle(scroller).overflowY)
    )
      scroller = scroller.parentElement;
    const area = scroller && scroller !== document.documentElement ? scroller : document.scrollingElement!;
    const top = area === document.scrollingElement ? 0 : area.getBoundingClientRect().top;
    area.scrollTop += element.getBoundingClientRect().top - top + by;
  }, past);

/**
 * Where a sticky table header must stay: the top of the scroll box it sits in, or, where the
 * document scrolls (issue 32 item 2), just below the page's own sticky header.
 */
const stickingTop = (table: Locator): Promise<number> =>
  table.evaluate((element) => {
    for (let node = element.parentElement; node && node !== document.documentElement; node = node.parentElement)
      if (/auto|scroll/.test(getComputedStyle(node).overflowY)) return node.getBoundingClientRect().top;
    const stuck = [...document.querySelectorAll('header')].filter((header) =>
      /sticky|fixed/.test(getComputedStyle(header).position),
    );
    return Math.max(0, ...stuck.map((header) => header.getBoundingClientRect().bottom));
  });

/** A list's path; for NEWEST_ORDER, the first order's page as the orders list links it. */
const pathOf = async (watched: WatchedPage, site: string, path: string): Promise<string> => {
  if (path !== NEWEST_ORDER) return path;
  if (new URL(watched.page.url()).pathname !== '/office/orders/list')
    await openPage(watched, suite.stack.url(site, '/office/orders/list'));
  const main = watched.page.getByRole('main');
  // The order links (their text carries the number), not the section's own links.
  await main.locator('a[href^="/office/orders/"]').filter({ hasText: /\d/ }).first().waitFor();
  const hrefs = await main
    .locator('a[href^="/office/orders/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const order = hrefs.find((href) => /^\/office\/orders\/\d+$/.test(href));
  expect(order, 'an order to open').toBeDefined();
  return order!;
};

/** Whether amounts as shown ("+11 600,00 ₽", "−500,00 ₽") run from the largest down. */
const isDescending = (shown: readonly string[]): boolean => {
  const values = shown.map((value) =>
    Number(
      value
        .replace(/[−–]/g, '-')
        .replace(/[^\d,.-]/g, '')
        .replace(',', '.'),
    ),
  );
  return values.every((value, index) => index === 0 || value <= values[index - 1]!);
};

const settleFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

describe('operations are listed newest first (issue 32 item 2)', () => {
  it('the gateway gives the accounts page its operations in date order', async () => {
    const context = await partnerContext(suite.browser, suite.stack, 'ru', 'ru');
    await withContextPage(context, 'tables-order', async (watched) => {
      await openPage(watched, suite.stack.url('ru', '/office/finance/accounts'));
      const reply = await readJson<{ transactions: { date: string }[] }>(
        watched.page,
        '/bff/v1/office/finance/transactions',
      );
      const dates = reply.transactions.map((row) => Date.parse(row.date));
      expect(dates.length).toBeGreaterThan(1);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });
  });
});

describe('lists as cards at 375 px (issue 32 item 2)', () => {
  for (const { site, language } of SITES) {
    it(`operations, payouts, clients, orders, the orders hub and an order's lines on ${site} (${language}): every amount whole, in view, labelled`, async () => {
      const context = await partnerContext(suite.browser, suite.stack, site, language, { viewport: PHONE });
      await withContextPage(context, `tables-phone-${site}`, async (watched) => {
        const { page } = watched;
        for (const list of LISTS) {
          await openPage(watched, suite.stack.url(site, await pathOf(watched, site, list.path)));
          const cards = page.getByRole('list', { name: text(language, list.label) });
          await cards.waitFor();
          expect(await page.getByRole('table').count(), list.name).toBe(0);
          const items = cards.getByRole('listitem');
          const count = await items.count();
          expect(count, list.name).toBeGreaterThan(0);
          for (const { id, header } of list.amounts) {
            const labels = cards.locator(`[data-column="${id}"] > dt`);
            expect(await labels.allTextContents(), `${list.name} ${id}`).toEqual(
              Array(count).fill(text(language, header)),
            );
            const values = cards.locator(`[data-column="${id}"] > dd`);
            expect(await values.count()).toBe(count);
            expect(await hiddenCells(values), `${list.name} ${id} clipped or out of view`).toEqual([]);
          }
          // Every value is read after its header: each item's groups are a label and a value.
          const unlabelled = await items.evaluateAll(
            (elements) =>
              elements.flatMap((item) =>
                [...item.querySelectorAll('dl > div')].filter(
                  (group) => !group.querySelector(':scope > dt')?.textContent || !group.querySelector(':scope > dd'),
                ),
              ).length,
          );
          expect(unlabelled, list.name).toBe(0);
          expect(await hiddenCells(items), `${list.name} cards wider than the screen`).toEqual([]);
          expect(await outsideTheirBox(items), `${list.name} cards past their box`).toEqual([]);
          // What stands above the list in the same card (the clients' download link) stays inside it too.
          expect(await outsideTheirBox(page.locator('main a[download]')), list.name).toEqual([]);
          expect(await horizontalOverflow(page), (await overflowingElements(page)).join(', ')).toBe(0);
          if (SHOT_SITES.includes(site)) {
            await items.first().scrollIntoViewIfNeeded();
            await evidenceShot(page, { path: join(suite.screenshots, `${list.name}-${site}-375.png`) });
          }
        }
      });
    });
  }

  it('orders the cards from a select, kept in the address (ru)', async () => {
    const context = await partnerContext(suite.browser, suite.stack, 'ru', 'ru', { viewport: PHONE });
    await withContextPage(context, 'tables-phone-sort', async (watched) => {
      const { page } = watched;
      await openPage(watched, suite.stack.url('ru', '/office/finance/accounts'));
      await page.getByLabel(text('ru', 'table.order'), { exact: true }).selectOption('amount.desc');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'amount.desc');
      const amounts = page.locator('[data-column="amount"] > dd');
      // The address changes a render before the cards do: read them once they are in order.
      await expect.poll(async () => isDescending(await amounts.allTextContents())).toBe(true);
      const shown = await amounts.allTextContents();
      await openPage(watched, page.url());
      expect(await page.getByLabel(text('ru', 'table.order'), { exact: true }).inputValue()).toBe('amount.desc');
      expect(await amounts.allTextContents()).toEqual(shown);
    });
  });
});

describe('a dialog keeps its actions in view at 375 px (issue 32 item 2)', () => {
  it('the order cancel confirm on ru, us and il: its footer buttons inside the window', async () => {
    for (const { site, language } of SITES) {
      const context = await partnerContext(suite.browser, suite.stack, site, language, { viewport: PHONE });
      await withContextPage(context, `tables-dialog-${site}`, async (watched) => {
        const { page } = watched;
        // An order awaiting payment may be cancelled: the first of them.
        await openPage(watched, suite.stack.url(site, '/office/orders/list?status=awaiting_payment'));
        await openPage(watched, suite.stack.url(site, await pathOf(watched, site, NEWEST_ORDER)));
        await page.getByRole('button', { name: text(language, 'orders:order.cancel'), exact: true }).click();
        const dialog = page.getByRole('dialog', { name: text(language, 'modals:confirm.title') });
        await dialog.waitFor();
        await dialog.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
        const buttons = dialog.locator('footer button');
        expect(await buttons.allTextContents()).toEqual([
          text(language, 'modals:confirm.no'),
          text(language, 'orders:order.cancel'),
        ]);
        expect(await hiddenCells(buttons)).toEqual([]);
        for (const box of await buttons.evaluateAll((all) => all.map((b) => b.getBoundingClientRect().bottom)))
          expect(box).toBeLessThanOrEqual(PHONE.height);
        if (SHOT_SITES.includes(site))
          await evidenceShot(page, { path: join(suite.screenshots, `order-cancel-dialog-${site}-375.png`) });
        await dialog.getByRole('button', { name: text(language, 'modals:confirm.no'), exact: true }).click();
        await dialog.waitFor({ state: 'hidden' });
      });
    }
  });
});

describe('lists as tables at 1280 px (issue 32 item 2)', () => {
  for (const { site, language } of SITES) {
    it(`operations, payouts, clients and the order lists on ${site} (${language}): money not clipped, the header sticks`, async () => {
      const context = await partnerContext(suite.browser, suite.stack, site, language, { viewport: DESKTOP });
      await withContextPage(context, `tables-desk-${site}`, async (watched) => {
        const { page } = watched;
        for (const list of LISTS) {
          await openPage(watched, suite.stack.url(site, await pathOf(watched, site, list.path)));
          const table = page.getByRole('table', { name: text(language, list.label) });
          await table.waitFor();
          for (const { id, header } of list.amounts) {
            const column = await table.locator('thead th').allTextContents();
            expect(column.map((h) => h.replace(/[▲▼↕]/g, '').trim())).toContain(text(language, header));
            const cells = table.locator(`td[data-role="amount"]`);
            expect(await cells.count(), `${list.name} ${id}`).toBeGreaterThan(0);
            expect(await hiddenCells(cells), `${list.name} money clipped`).toEqual([]);
            expect(await cells.first().evaluate((cell) => getComputedStyle(cell).fontVariantNumeric)).toBe(
              'tabular-nums',
            );
          }
          expect(await horizontalOverflow(page)).toBe(0);
          if (SHOT_SITES.includes(site))
            await evidenceShot(page, { path: join(suite.screenshots, `${list.name}-${site}-1280.png`) });
        }

        // The operations scroll under their header: it stays below the page's sticky header.
        await openPage(watched, suite.stack.url(site, '/office/finance/accounts'));
        const table = page.getByRole('table', { name: text(language, 'finance:transactions.title') });
        await table.locator('tbody tr').first().waitFor();
        await scrollPast(table, 300);
        await settleFrames(page);
        const top = await stickingTop(table);
        const head = (await table.locator('thead').boundingBox())!;
        const body = (await table.locator('tbody').boundingBox())!;
        expect(body.y).toBeLessThan(top - 250);
        expect(Math.abs(head.y - top)).toBeLessThanOrEqual(1);
        if (SHOT_SITES.includes(site))
          await evidenceShot(page, { path: join(suite.screenshots, `operations-${site}-1280-scrolled.png`) });
      });
    });
  }

  it('a header sorts, kept in the address over a reload (ru)', async () => {
    const context = await partnerContext(suite.browser, suite.stack, 'ru', 'ru', { viewport: DESKTOP });
    await withContextPage(context, 'tables-desk-sort', async (watched) => {
      const { page } = watched;
      await openPage(watched, suite.stack.url('ru', '/office/finance/accounts'));
      const table = page.getByRole('table', { name: text('ru', 'finance:transactions.title') });
      const header = table.locator('th').filter({ hasText: text('ru', 'finance:transactions.amount') });
      await header.getByRole('button').click();
      await page.waitForURL((url) => /^amount\.(asc|desc)$/.test(url.searchParams.get('sort') ?? ''));
      // The address changes a render before the table does.
      await expect.poll(() => header.getAttribute('aria-sort')).not.toBeNull();
      const order = await header.getAttribute('aria-sort');
      expect(order).toBe(new URL(page.url()).searchParams.get('sort') === 'amount.asc' ? 'ascending' : 'descending');
      const amounts = table.locator('td[data-role="amount"]');
      const shown = await amounts.allTextContents();
      await openPage(watched, page.url());
      await table.locator('tbody tr').first().waitFor();
      expect(await header.getAttribute('aria-sort')).toBe(order);
      expect(await amounts.allTextContents()).toEqual(shown);
    });
  });
});
