import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLICK_TYPES } from '../src/config/constants.js';
import { CART_STORAGE_KEY } from '../src/lib/cart/cart-storage.js';
import type { WatchedPage } from './harness/browser.js';
import { horizontalOverflow, openPage, PHONE, withContextPage } from './harness/checks.js';
import { chooseMoscowStockPickup } from './harness/delivery.js';
import { evidenceShot } from './harness/evidence.js';
import { siteContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 33, what the delivery reads say, met in the browser. Spec 1 §3: the delivery list's
 * thermo_product_ids mark the products that travel in a thermo box, at checkout and in the cart;
 * delivery/compare puts the city's options side by side at checkout's last step, beside the totals,
 * the chosen and the cheapest marked; spec 1 §8: putting a product in the cart logs a cart click.
 * The list's enable_courier and enable_pvz decide whether those methods are offered; working hours
 * show as their periods.
 */

/** A supplement (sandbox: supplements travel in thermo boxes, delivery-lists THERMO_SUBSECTIONS). */
const PRODUCT_CODE = '10962';
const SUPPLEMENT = `/shop/brands/green-balance/${PRODUCT_CODE}`;
/** A sandbox warehouse's hours, 'Mo-Fr 9-20;Sa 10-18' (geo-data WEEKDAYS), as its two periods. */
const WEEKDAY_PERIODS = ['Mo-Fr 9-20', 'Sa 10-18'] as const;
/**
 * Cities whose list switches a method off (sandbox delivery-lists COURIER_PAUSED_CITY_IDS and
 * PICKUP_PAUSED_CITY_IDS): Yekaterinburg has no courier for now, Krasnodar no pickup points.
 */
const COURIER_PAUSED = 'Yekaterinburg';
const PICKUP_PAUSED = 'Krasnodar';
const SITE = 'ru';
const LANGUAGE = 'ru';

const suite = browserSuite('checkout-delivery');

/**
 * Puts the supplement in the cart from its page, saved on the server (a signed-in buyer); gives
 * the cart click the page logged (spec 1 §8), which every add to the cart sends.
 */
const addSupplementToCart = async (watched: WatchedPage): Promise<unknown> => {
  const { page } = watched;
  await openPage(watched, suite.stack.url(SITE, SUPPLEMENT));
  const saved = page.waitForResponse((r) => r.url().endsWith('/bff/v1/cart') && r.request().method() === 'PUT');
  const clicked = page.waitForRequest((r) => r.url().endsWith('/bff/v1/shop/click'));
  await page
    .locator('main button')
    .filter({ hasText: t('shop:card.add') })
    .first()
    .click();
  expect((await saved).ok()).toBe(true);
  return (await clicked).postDataJSON();
};
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
      const shot = (name: string) =>
        evidenceShot(page, { path: join(suite.screenshots, `${name}.png`), fullPage: true });
      // Spec 1 §8 cart click logging: a product put in the cart is counted, by its code.
      expect(await addSupplementToCart(watched)).toEqual({
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
      const stocks = page.getByRole('group', { name: t('checkout:stock.title') });
      // Spec 1 §3: a place's working time splits on ";" into periods, each shown on its own.
      await stocks.getByText(WEEKDAY_PERIODS[0], { exact: true }).first().waitFor();
      await stocks.getByText(WEEKDAY_PERIODS[1], { exact: true }).first().waitFor();
      await stocks.getByRole('radio').first().check();
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
  it(`offers courier and pickup-point delivery only where enable_courier and enable_pvz say so, on ${SITE} at ${PHONE.width} px`, async () => {
    const context = await siteContext(suite.browser, suite.stack, SITE, {
      viewport: PHONE,
      language: LANGUAGE,
      login: 'client',
    });
    await withContextPage(context, 'checkout-delivery-flags', async (watched) => {
      const { page } = watched;
      await addSupplementToCart(watched);
      await openPage(watched, suite.stack.url(SITE, '/checkout'));
      const courier = page.getByRole('radio', { name: new RegExp(`^${t('checkout:method.delivery-courier')}`) });
      const pickup = page.getByRole('radio', { name: new RegExp(`^${t('checkout:method.delivery-pickup')}`) });
      const stock = page.getByRole('radio', { name: new RegExp(t('checkout:method.stock')) });
      const cityTo = async (name: string) => {
        const listed = page.waitForResponse((r) => r.url().includes('/bff/v1/checkout/delivery?'));
        await page.getByLabel(t('checkout:city.label')).fill(name.slice(0, 5));
        await page
          .getByRole('list', { name: t('checkout:city.results') })
          .getByRole('button', { name: new RegExp(name) })
          .first()
          .click();
        expect((await listed).ok()).toBe(true);
        await stock.waitFor();
      };
      await cityTo(COURIER_PAUSED);
      expect(await courier.count()).toBe(0);
      expect(await pickup.count()).toBe(1);
      await cityTo(PICKUP_PAUSED);
      expect(await pickup.count()).toBe(0);
      expect(await courier.count()).toBe(1);
      expect(watched.unexpected()).toEqual([]);
    });
  });
});

/**
 * Spec 2 §2 checkout's visitor gate (issue 34: one submit path): a visitor with a cart and no
 * referral code is asked for one; an empty code is said under the field before anything is sent,
 * an unknown one under the field from the gateway, and nothing is said at the top.
 */
describe('the checkout gate asks a visitor for the referral code', () => {
  it(`on ${SITE} at ${PHONE.width} px`, async () => {
    const context = await siteContext(suite.browser, suite.stack, SITE, { viewport: PHONE, language: LANGUAGE });
    await context.addInitScript(
      ({ key, cart }: { key: string; cart: string }) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, cart);
      },
      {
        key: CART_STORAGE_KEY,
        cart: JSON.stringify({
          products: [{ id: 2, code: '10037', quantity: 1, type: 0 }],
          gifts: [],
          free: [],
          choose: [],
          currency_code: 'RUB',
        }),
      },
    );
    await withContextPage(context, 'checkout-gate', async (watched) => {
      const { page } = watched;
      await openPage(watched, suite.stack.url(SITE, '/checkout'));
      const ref = page.getByLabel(t('checkout:gate.ref'));
      const useRef = page.getByRole('button', { name: t('checkout:gate.useRef') });
      await useRef.click();
      await page.getByText(t('errors:validation.required')).waitFor();
      expect(await ref.getAttribute('aria-invalid')).toBe('true');
      await ref.fill('NO-SUCH-REF');
      await useRef.click();
      await expect.poll(() => ref.getAttribute('aria-describedby')).toBeTruthy();
      await page.getByText(t('errors:validation.required')).waitFor({ state: 'detached' });
      expect(await ref.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('main form').getByRole('alert').count()).toBe(0);
      expect(await ref.inputValue()).toBe('NO-SUCH-REF');
      await evidenceShot(page, { path: join(suite.screenshots, `checkout-gate-${SITE}-375.png`) });
      // The unknown code was typed on purpose: its refusal is the one failure.
      expect(watched.unexpected((failure) => failure.url.includes('/bff/v1/auth/referral'))).toEqual([]);
    });
  });
});

/** The error shown under a field: the text its aria-describedby names (the hint as well, when it has one). */
const errorUnder = (field: Locator): Promise<string> =>
  field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(''),
  );

/** The text of the alert that holds the focus, if one does. */
const focusedAlert = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('role') === 'alert' ? (active.textContent ?? '') : null;
  });

/** The gateway's next answer to a POST of `url`, played here: a refusal it could give. */
const refuseOnce = (page: Page, url: string, error: Record<string, unknown>) =>
  page.route(
    url,
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error }) })
        : route.fallback(),
    { times: 1 },
  );

/**
 * Issue 34, one submit path at checkout (STYLE.md wave 3): the gateway's field error from the
 * delivery check lands under its field on step 1, in the reader's language, and the step keeps what
 * was typed; a refused order is said at the top of step 3 and the focus moves there, and one refused
 * by a delivery field goes back to step 1 with the error under that field.
 */
describe('the checkout steps on the one submit path (issue 34)', () => {
  it(`puts a delivery field error under its field and an order refusal at the top or on its step, on ${SITE} at ${PHONE.width} px`, async () => {
    const context = await siteContext(suite.browser, suite.stack, SITE, {
      viewport: PHONE,
      language: LANGUAGE,
      login: 'partner',
    });
    await withContextPage(context, 'checkout-forms', async (watched) => {
      const { page } = watched;
      await addSupplementToCart(watched);
      await openPage(watched, suite.stack.url(SITE, '/checkout'));
      await chooseMoscowStockPickup(page, LANGUAGE);
      const email = page.getByLabel(t('checkout:who.email'));
      await email.fill('partner@example.com');

      // The upstream refuses the e-mail in its own words: they come framed in the page's language.
      const upstreamWords = 'E-mail is not accepted';
      await refuseOnce(page, '**/bff/v1/checkout/delivery-check', {
        status: 400,
        code: 'invalid_input',
        message: 'Some fields are invalid',
        fields: { 'delivery.email': [upstreamWords] },
      });
      await page.getByRole('button', { name: t('checkout:next') }).click();
      const framed = text(LANGUAGE, 'common:refusal.framed', { message: upstreamWords });
      await expect.poll(() => errorUnder(email)).toBe(framed);
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(new URL(page.url()).pathname).toBe('/checkout');
      // Placed on its field, the error is not said again at the top; nothing typed is lost.
      expect(await page.locator('main form').getByRole('alert').count()).toBe(0);
      expect(await email.inputValue()).toBe('partner@example.com');
      await evidenceShot(page, { path: join(suite.screenshots, 'checkout-field-error-ru-375.png') });

      // Pressed again, the gateway's own check passes.
      await page.getByRole('button', { name: t('checkout:next') }).click();
      await page.waitForURL(/\/checkout\/step-2$/);
      await page.getByRole('button', { name: t('checkout:next') }).click();
      await page.waitForURL(/\/checkout\/step-3$/);

      const place = page.getByRole('button', { name: t('checkout:place') });
      await expect.poll(() => place.isEnabled()).toBe(true);
      await refuseOnce(page, '**/bff/v1/orders', {
        status: 400,
        code: 'idempotency_key_reused',
        message: 'The key was sent with another request',
      });
      await place.click();
      const refused = text(LANGUAGE, 'common:refusal.idempotency_key_reused');
      await expect.poll(() => focusedAlert(page)).toBe(refused);
      // At the top of the step: the form's first element.
      const step = page.locator('main form', { has: place });
      expect(await step.locator(':scope > :first-child').getAttribute('role')).toBe('alert');
      await evidenceShot(page, { path: join(suite.screenshots, 'checkout-order-refused-ru-375.png'), fullPage: true });

      // An order refused by a field of step 1 goes back there, the error under its field, the rest as typed.
      await refuseOnce(page, '**/bff/v1/orders', {
        status: 400,
        code: 'delivery_rules',
        message: 'Some delivery fields break a rule',
        fields: { 'delivery.phone': ['type'] },
      });
      await place.click();
      await page.waitForURL(/\/checkout\/step-1$/);
      const phone = page.getByLabel(t('checkout:who.phone'));
      await expect.poll(() => errorUnder(phone)).toContain(t('checkout:problem.type'));
      expect(await phone.inputValue()).toBe('+7 916 123 45 67');
      expect(await email.inputValue()).toBe('partner@example.com');
      expect(
        watched.unexpected((failure) =>
          ['/bff/v1/checkout/delivery-check', '/bff/v1/orders'].some((path) => failure.url.endsWith(path)),
        ),
      ).toEqual([]);
    });
  });
});
