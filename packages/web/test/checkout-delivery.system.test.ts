import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLICK_TYPES } from '../src/config/constants.js';
import { horizontalOverflow, openPage, PHONE, withContextPage } from './harness/checks.js';
import { siteContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 33, what the delivery reads say, met in the browser. Spec 1 §3: the delivery list's
 * thermo_product_ids mark the products that travel in a thermo box, at checkout and in the cart;
 * delivery/compare puts the city's options side by side at checkout's last step, beside the totals,
 * the chosen and the cheapest marked; spec 1 §8: putting a product in the cart logs a cart click.
 */

/** A supplement (sandbox: supplements travel in thermo boxes, delivery-lists THERMO_SUBSECTIONS). */
const PRODUCT_CODE = '10962';
const SUPPLEMENT = `/shop/brands/green-balance/${PRODUCT_CODE}`;
const SITE = 'ru';
const LANGUAGE = 'ru';

const suite = browserSuite('checkout-delivery');
const t = (key: string, values?: Record<string, string>) => text(LANGUAGE, key, values);

describe('delivery reads at checkout (spec 1 §3 thermo_product_ids, delivery/compare)', () => {
  it(`marks the thermo-box product and compares the city's delivery options, on ${SITE} at ${PHONE.width} px`, async () => {
    const context = await siteContext(suite.browser, suite.stack, SITE, {
      viewport: PHONE,
      language: LANGUAGE,
      login: 'partner',
    });
    await withContextPage(context, 'checkout-delivery', async (watched) => {
      const { page } = watched;
      const shot = (name: string) => page.screenshot({ path: join(suite.screenshots, `${name}.png`), fullPage: true });
      await openPage(watched, suite.stack.url(SITE, SUPPLEMENT));
      const saved = page.waitForResponse((r) => r.url().endsWith('/bff/v1/cart') && r.request().method() === 'PUT');
      // Spec 1 §8 cart click logging: a product put in the cart is counted, by its code.
      const clicked = page.waitForRequest((r) => r.url().endsWith('/bff/v1/shop/click'));
      await page
        .locator('main button')
        .filter({ hasText: t('shop:card.add') })
        .first()
        .click();
      expect((await saved).ok()).toBe(true);
      expect((await clicked).postDataJSON()).toEqual({
        name: PRODUCT_CODE,
        place: 'cart',
        type: CLICK_TYPES.catalogue,
      });
      const name = (await page.locator('main h1').first().textContent()) ?? '';
      expect(name).not.toBe('');

      await openPage(watched, suite.stack.url(SITE, '/checkout'));
      await page.getByLabel(t('checkout:city.label')).fill('Mosc');
      await page
        .getByRole('list', { name: t('checkout:city.results') })
        .getByRole('button')
        .first()
        .click();
      // The delivery list for the city names the supplement among those in a thermo box.
      const note = page.locator('main [role="note"][data-note="thermo"]');
      await note.waitFor();
      expect(await note.textContent()).toContain(name);
      await page.getByRole('radio', { name: new RegExp(t('checkout:method.stock')) }).check();
      await page
        .getByRole('group', { name: t('checkout:stock.title') })
        .getByRole('radio')
        .first()
        .check();
      await page.getByLabel(t('checkout:who.firstName')).fill('Anna');
      await page.getByLabel(t('checkout:who.lastName')).fill('Partnerova');
      await page.getByLabel(t('checkout:who.phone')).fill('+7 916 123 45 67');
      await page.getByLabel(t('checkout:who.email')).fill('partner@example.com');
      await page.getByRole('button', { name: t('checkout:next') }).click();
      await page.waitForURL(/\/checkout\/step-2$/);
      await page.getByRole('button', { name: t('checkout:next') }).click();
      await page.waitForURL(/\/checkout\/step-3$/);

      // Step 3: every option of the city with its cost, the chosen warehouse and the cheapest marked.
      const compared = page.getByRole('list', { name: t('delivery:compare.title') });
      await compared.waitFor();
      const options = compared.getByRole('listitem');
      expect(await options.count()).toBeGreaterThan(1);
      expect(await compared.locator('li[data-chosen="true"]').count()).toBe(1);
      await compared.getByText(t('delivery:compare.cheapest')).first().waitFor();
      await note.waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await shot('compare-ru-375');

      // The cart, reached within the visit, marks the same line.
      await page.getByRole('link', { name: new RegExp(`^${t('shell:cart')}:`) }).click();
      await page.waitForURL(/\/shop\/cart$/);
      const line = page.locator('main [data-note="thermo"]', { hasText: t('delivery:thermo.line') });
      await line.waitFor();
      expect(await line.count()).toBe(1);
      await shot('cart-thermo-ru-375');
      expect(watched.unexpected()).toEqual([]);
    });
  });
});
