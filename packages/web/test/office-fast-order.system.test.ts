import { join } from 'node:path';
import { FAST_ORDER_ERRORS } from '@gf/contracts/rules/fast-order';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths.js';
import { CART_STORAGE_KEY } from '../src/lib/cart/cart-storage.js';
import { CARD_BREAKPOINT_PX } from '../src/ui/use-card-layout.js';
import { horizontalOverflow, openPage, PHONE, viewportsOf, waitForReady, withContextPage } from './harness/checks.js';
import { evidenceShot } from './harness/evidence.js';
import { partnerContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 22, /office/orders/fast (spec 1 §2): a partner on ru and us, at 375 px (and 1280 px on ru), orders by
 * product codes: bad rows are named on their fields, the rows go into the cart all together and
 * the cart keeps what it held; "order now" goes on to the checkout, where the stocks are shown on
 * the delivery map (spec 1 §2 delivery-map) and one is chosen there.
 */
const SITES = [
  { site: 'ru', language: 'ru' },
  { site: 'us', language: 'en-US' },
] as const;
/** A code of the right shape that no catalogue has. */
const UNKNOWN_CODE = '99999999';
const BAD_CODE = 'no such!';
/** A word the sandbox catalogue's product names contain (its search sample). */
const SEARCH_WORD = 'gel';
/** The city whose stocks the checkout offers (the money-path suite's). */
const CITY = { ru: 'Mos', us: 'New' } as const;

const suite = browserSuite('office-fast-order');

type Found = {
  id: number;
  code: string;
  name: string;
  type: number;
  only_in_cart: boolean;
  max_per_order: number | null;
};

/** Plain products of the site (type 0, no cart restrictions), found by the page itself. */
const plainProducts = async (page: Page): Promise<Found[]> => {
  const reply = (await page.evaluate(
    async (q) => (await fetch(`/bff/v1/shop/search?q=${q}&limit=24`)).json(),
    SEARCH_WORD,
  )) as { products: Found[] };
  return reply.products.filter((p) => p.type === 0 && !p.only_in_cart && p.max_per_order === null);
};

const cartLines = (page: Page) =>
  page.evaluate(
    (key) =>
      (
        (JSON.parse(localStorage.getItem(key) ?? '{"products":[]}') as { products: { id: number; quantity: number }[] })
          .products ?? []
      ).map(({ id, quantity }) => ({ id, quantity })),
    CART_STORAGE_KEY,
  );

const rows = (page: Page) => page.getByTestId('fast-order-row');

describe('fast orders on ru and us', () => {
  for (const { site, language } of SITES) {
    for (const { name: size, viewport } of viewportsOf(site)) {
      it(`bad rows are named, good rows go into the cart together, the cart keeps its lines (${site}, ${size})`, async () => {
        const context = await partnerContext(suite.browser, suite.stack, site, language, { viewport });
        await withContextPage(context, `fast-order-${site}-${size}`, async (watched) => {
          const { page } = watched;
          const t = (key: string, values?: Record<string, string | number>) =>
            text(language, `fast-order:${key}`, values);
          await openPage(watched, suite.stack.url(site, paths.OfficeOrdersFast.href()));
          expect(await page.locator('main h1').textContent()).toBe(t('title'));
          const [held, first, second] = await plainProducts(page);
          expect(second, 'three plain products to order').toBeDefined();
          const before = await cartLines(page);
          const had = (id: number) => before.find((l) => l.id === id)?.quantity ?? 0;
          // A first quick order: the line the cart holds when the second one comes.
          await page.getByLabel(t('rows.code', { n: 1 })).fill(held!.code);
          await page.getByRole('button', { name: t('toCart') }).click();
          await page.getByText(t('added', { count: 1 })).waitFor();

          // Row 1 by search, row 2 typed with a bad quantity, row 3 a malformed code.
          await page.getByLabel(t('search.label')).fill(first!.name.slice(0, 12));
          await page
            .getByRole('list', { name: t('search.results') })
            .locator('li')
            .filter({ hasText: first!.code })
            .getByRole('button', { name: t('search.pick') })
            .click();
          expect(await page.getByLabel(t('rows.code', { n: 1 })).inputValue()).toBe(first!.code);
          await page.getByLabel(t('rows.quantity', { n: 1 })).fill('2');
          await page.getByRole('button', { name: t('rows.add') }).click();
          await page.getByLabel(t('rows.code', { n: 2 })).fill(second!.code);
          await page.getByLabel(t('rows.quantity', { n: 2 })).fill('0');
          await page.getByRole('button', { name: t('rows.add') }).click();
          await page.getByLabel(t('rows.code', { n: 3 })).fill(BAD_CODE);
          const cartAfterFirst = await cartLines(page);
          let calls = 0;
          page.on('request', (request) => {
            if (request.url().endsWith('/bff/v1/office/orders/fast')) calls += 1;
          });
          await page.getByRole('button', { name: t('toCart') }).click();
          await rows(page)
            .nth(1)
            .getByText(t(`errors.${FAST_ORDER_ERRORS.quantity}`))
            .waitFor();
          await rows(page)
            .nth(2)
            .getByText(t(`errors.${FAST_ORDER_ERRORS.codeFormat}`))
            .waitFor();
          expect(calls, 'bad rows never leave the page').toBe(0);

          // Fixed, but the third code is not sold: the gateway names that row.
          await page.getByLabel(t('rows.quantity', { n: 2 })).fill('3');
          await page.getByLabel(t('rows.code', { n: 3 })).fill(UNKNOWN_CODE);
          await page.getByRole('button', { name: t('toCart') }).click();
          await rows(page)
            .nth(2)
            .getByText(t(`errors.${FAST_ORDER_ERRORS.codeUnknown}`))
            .waitFor();
          expect(await cartLines(page)).toEqual(cartAfterFirst);

          await page.getByRole('button', { name: t('rows.remove', { n: 3 }) }).click();
          await page.getByRole('button', { name: t('toCart') }).click();
          await page.getByText(t('added', { count: 5 })).waitFor();
          // The priced lines are the office's one table: cards on a phone, a table on a desk (issue 32 item 2).
          const phone = viewport.width < CARD_BREAKPOINT_PX;
          const priced = page.getByRole(phone ? 'list' : 'table', { name: t('priced.title') });
          expect(await priced.locator(phone ? 'li' : 'tbody tr').count()).toBe(2);
          // Every sum whole and inside the window, on a phone's card as in the table.
          const sums = priced.locator(phone ? '[data-column="amount"] > dd' : 'td[data-role="amount"]');
          expect(
            await sums.evaluateAll((cells) =>
              cells.filter(
                (cell) =>
                  cell.scrollWidth > cell.clientWidth ||
                  cell.getBoundingClientRect().left < 0 ||
                  cell.getBoundingClientRect().right > document.documentElement.clientWidth,
              ),
            ),
          ).toHaveLength(0);
          expect(await page.getByTestId('fast-order-total').textContent()).toMatch(/\d/);
          expect(await horizontalOverflow(page)).toBe(0);
          await evidenceShot(page, { path: join(suite.screenshots, `fast-order-${site}-${size}.png`), fullPage: true });
          const after = await cartLines(page);
          const ordered = new Set([held!.id, first!.id, second!.id]);
          for (const line of before.filter((l) => !ordered.has(l.id))) expect(after).toContainEqual(line);
          expect(after).toContainEqual({ id: held!.id, quantity: had(held!.id) + 1 });
          expect(after).toContainEqual({ id: first!.id, quantity: had(first!.id) + 2 });
          expect(after).toContainEqual({ id: second!.id, quantity: had(second!.id) + 3 });
          // The form is ready for the next order.
          expect(await rows(page).count()).toBe(1);
          expect(await page.getByLabel(t('rows.code', { n: 1 })).inputValue()).toBe('');
        });
      });
    }

    it(`order now goes to the checkout; delivery-map shows the stocks and chooses one (${site})`, async () => {
      const context = await partnerContext(suite.browser, suite.stack, site, language, { viewport: PHONE });
      await withContextPage(context, `fast-order-checkout-${site}`, async (watched) => {
        const { page } = watched;
        const t = (key: string) => text(language, key);
        await openPage(watched, suite.stack.url(site, paths.OfficeOrdersFast.href()));
        const [product] = await plainProducts(page);
        await page.getByLabel(text(language, 'fast-order:rows.code', { n: 1 })).fill(product!.code);
        await page.getByRole('button', { name: t('fast-order:orderNow') }).click();
        await page.waitForURL((url) => url.pathname.startsWith('/checkout'));
        await waitForReady(watched);
        expect(await cartLines(page)).toContainEqual(expect.objectContaining({ id: product!.id }));

        await page.locator('#checkout-city').fill(CITY[site]);
        await page.locator('main ul[aria-label] button').first().click();
        // The delivery types in their order (checkout TYPES): stock first.
        await page.locator('input[name=delivery-type]').nth(0).check();
        const stocks = page.locator('input[name=stock]');
        await stocks.first().waitFor();
        await page.getByRole('button', { name: t('named-modals:deliveryMap.open') }).click();
        const map = page.getByRole('dialog', { name: t('named-modals:deliveryMap.title') });
        await map.getByRole('img', { name: t('named-modals:deliveryMap.plot') }).waitFor();
        const list = map.getByRole('list', { name: t('named-modals:deliveryMap.list') }).locator('li');
        expect(await list.count()).toBe(await stocks.count());
        expect(await list.first().innerText()).toMatch(/-?\d+\.\d{5}, -?\d+\.\d{5}/);
        expect(await map.locator('[data-selected]').count()).toBe(0);
        expect(await horizontalOverflow(page)).toBe(0);
        await evidenceShot(page, { path: join(suite.screenshots, `delivery-map-${site}.png`) });
        const last = (await list.count()) - 1;
        await list
          .nth(last)
          .getByRole('button', { name: t('named-modals:deliveryMap.choose') })
          .click();
        await map.waitFor({ state: 'detached' });
        expect(await stocks.nth(last).isChecked()).toBe(true);

        // Opened again, the chosen stock is marked on the plot and in the list.
        await page.getByRole('button', { name: t('named-modals:deliveryMap.open') }).click();
        await map.locator('[data-selected]').waitFor();
        expect(await list.nth(last).getAttribute('aria-current')).toBe('true');
        await list.nth(last).getByText(t('named-modals:deliveryMap.chosen')).waitFor();
      });
    });
  }
});
