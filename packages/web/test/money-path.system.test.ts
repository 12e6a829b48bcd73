import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MODAL_QUERY_PARAM } from '../src/config/constants.js';
import { waitForInteractive } from './harness/checks.js';
import { pickDate } from './harness/date-field.js';
import { evidenceShot } from './harness/evidence.js';
import { browserSuite } from './harness/suite.js';
import { text as localeText } from './harness/text.js';

/**
 * Issue 8, "How it will be checked": a visitor fills a cart, signs in as partner, merges, checks
 * out (courier on ru, a pickup point on us), double-clicks "place order", pays from the internal
 * account and sees the order paid in /office/orders/list. Exactly one order is created.
 */
const TEXT = {
  ru: {
    add: 'В корзину',
    merge: 'Объединить',
    street: 'Улица',
    house: 'Дом',
    latin: 'Написать адрес латиницей',
    first: 'Имя',
    last: 'Фамилия',
    choose: 'Выбрать пункт',
    internal: 'внутреннего',
    paid: 'Оплачен',
  },
  us: {
    add: 'Add to cart',
    merge: 'Merge',
    street: 'Street',
    house: 'House',
    latin: 'Write the address in Latin letters',
    first: 'First name',
    last: 'Last name',
    choose: 'Choose a point',
    internal: 'internal',
    paid: 'Paid',
  },
} as const;

const CASES = [
  { site: 'ru' as const, delivery: 'courier' as const, phone: '+7 916 123 45 67' },
  { site: 'us' as const, delivery: 'pickup' as const, phone: '+1 415 555 2671' },
];

describe('the money path in the browser', () => {
  const suite = browserSuite('money-path');

  const orderCreates = async () =>
    ((await suite.stack.admin('GET', '/calls')) as { counts: Record<string, number> }).counts.orderCreate ?? 0;

  /** Signs in as partner on the sign-in page, which goes on to `next`. */
  const signInOnPage = async (page: Page, site: 'ru' | 'us', next: string) => {
    await page.goto(suite.stack.url(site, `/office/auth?next=${encodeURIComponent(next)}`));
    await page.locator('main input').first().fill('partner');
    await page.locator('main input[type=password]').fill('demo1234');
    await page.locator('main button[type=submit]').first().click();
    await page.waitForURL((url) => url.pathname === next);
  };

  const localLines = (page: Page) =>
    page.evaluate(() =>
      (
        JSON.parse(localStorage.getItem('gf.cart.v1') ?? '{"products":[]}') as {
          products: { id: number; quantity: number }[];
        }
      ).products.map(({ id, quantity }) => ({ id, quantity })),
    );

  /**
   * Spec 1 §3: a sign-in makes the user's own language the page's when the site offers it. The
   * partner's is Russian, which the us site offers too: once signed in, the page speaks Russian.
   */
  const PARTNER_TEXT = TEXT.ru;
  const partnerLanguageShown = (page: Page) =>
    page.waitForFunction(() => document.documentElement.lang === 'ru' && document.querySelector('dialog') !== null);

  const checkout = async (
    page: Page,
    site: 'ru' | 'us',
    delivery: 'courier' | 'pickup',
    phone: string,
    atDetails?: () => Promise<void>,
  ) => {
    const text = PARTNER_TEXT;
    await page.locator('#checkout-city').fill(site === 'ru' ? 'Mos' : 'New');
    await page.locator('main ul[aria-label] button').first().click();
    if (delivery === 'courier') {
      await page.locator('input[name=delivery-type]').nth(1).check();
      await page.getByLabel(text.street).fill('Тверская');
      await page.getByLabel(text.house, { exact: true }).fill('7');
      // Writing it in Latin letters: an upstream fault is shown under the button and the typed
      // street stays; asked again, the street comes back in Latin letters.
      const latin = page.locator('main button').filter({ hasText: text.latin });
      await suite.stack.admin('POST', '/faults', {
        fault: 'status=502',
        operations: ['addressTransliterate'],
        times: 1,
      });
      await latin.click();
      const problem = latin.locator('xpath=following-sibling::p');
      await problem.waitFor();
      expect((await problem.innerText()).trim()).not.toBe('');
      expect(await page.getByLabel(text.street).inputValue()).toBe('Тверская');
      await latin.click();
      await expect.poll(() => page.getByLabel(text.street).inputValue(), { timeout: 15_000 }).toBe('Tverskaya');
      expect(await problem.count()).toBe(0);
    } else {
      await page.locator('input[name=delivery-type]').nth(2).check();
      await page.locator('form button').filter({ hasText: text.choose }).first().click();
      await page.locator('dialog li button').first().click();
    }
    await page.getByLabel(text.first, { exact: true }).fill('Anna');
    await page.getByLabel(text.last).fill('Partnerova');
    await page.locator('input[type=tel]').fill(phone);
    if (site === 'ru') {
      // The phone's hint makes its grid row taller; the patronymic beside it stays level with it.
      const [patronymic, tel] = await Promise.all([
        page.getByLabel('Отчество').boundingBox(),
        page.locator('input[type=tel]').boundingBox(),
      ]);
      expect(patronymic?.y).toBe(tel?.y);
    }
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/checkout\/step-2$/);
    await atDetails?.();
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/checkout\/step-3$/);
  };

  it.each(CASES)(
    '$site: cart, sign-in merge, $delivery checkout, one order, paid',
    async ({ site, delivery, phone }) => {
      const visitorText = TEXT[site];
      const context = await suite.browser.newContext();
      const page = await context.newPage();
      try {
        await page.goto(suite.stack.url(site, '/shop/brands/green-balance/10037'));
        await waitForInteractive(page);
        await page.locator('main button').filter({ hasText: visitorText.add }).first().click();
        // The merge question opens on the page the sign-in goes on to, without cancelling the move.
        await signInOnPage(page, site, '/shop/cart');
        await partnerLanguageShown(page);
        const signedInText = PARTNER_TEXT;
        await page.locator('dialog button').filter({ hasText: signedInText.merge }).click();
        await page.locator('dialog').waitFor({ state: 'detached' });
        await page.goto(suite.stack.url(site, '/checkout'));
        await checkout(page, site, delivery, phone);

        const before = await orderCreates();
        await page.locator('main button').last().dblclick();
        await page.locator('dialog button').filter({ hasText: signedInText.internal }).first().click();
        await page.locator('dialog [role=status]').waitFor();
        expect((await orderCreates()) - before).toBe(1);

        await page.goto(suite.stack.url(site, '/office/orders/list'));
        // Desk width: the orders are the office's table (issue 32 item 2).
        const newest = page.locator('main tbody tr').first();
        await expect.poll(() => newest.innerText()).toContain(signedInText.paid);
      } finally {
        await context.close();
      }
    },
  );

  it('spec 2 §4: a sign-in on a device with no cart of its own brings the saved cart, without asking', async () => {
    const elsewhere = await suite.browser.newContext();
    let saved: { id: number; quantity: number }[];
    try {
      const page = await elsewhere.newPage();
      await page.goto(suite.stack.url('ru', '/shop'));
      await page.evaluate(async () => {
        const signIn = await fetch('/bff/v1/auth/sign-in', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf': '1' },
          body: JSON.stringify({ login: 'partner', password: 'demo1234' }),
        });
        if (!signIn.ok) throw new Error(`sign-in ${signIn.status}`);
      });
      await page.goto(suite.stack.url('ru', '/shop/brands/green-balance/10037'));
      await waitForInteractive(page);
      const save = page.waitForResponse((r) => r.url().endsWith('/bff/v1/cart') && r.request().method() === 'PUT');
      await page.locator('main button').filter({ hasText: TEXT.ru.add }).first().click();
      expect((await save).ok()).toBe(true);
      saved = await localLines(page);
    } finally {
      await elsewhere.close();
    }
    expect(saved.length).toBeGreaterThan(0);

    const context = await suite.browser.newContext();
    try {
      const page = await context.newPage();
      await signInOnPage(page, 'ru', '/shop/cart');
      await expect.poll(() => localLines(page)).toEqual(saved);
      await page.locator('main li').first().waitFor();
      expect(await page.locator('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a saved courier address fills the country, the city and the delivery method', async () => {
    const context = await suite.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(suite.stack.url('ru', '/shop/brands/green-balance/10037'));
      await waitForInteractive(page);
      await page.locator('main button').filter({ hasText: TEXT.ru.add }).first().click();
      await signInOnPage(page, 'ru', '/checkout');
      const merge = page.locator('dialog button').filter({ hasText: TEXT.ru.merge });
      await merge.click();
      await page.locator('dialog').waitFor({ state: 'detached' });
      await page.locator('[role=tab]').filter({ hasText: 'Курьер' }).click();
      await page.locator('[role=tabpanel] button').filter({ hasText: 'Использовать' }).first().click();
      await expect.poll(() => page.locator('#checkout-city').inputValue()).toBe('Moscow');
      await expect.poll(() => page.locator('input[name=delivery-type]').nth(1).isChecked()).toBe(true);
      await page.getByLabel(TEXT.ru.first, { exact: true }).fill('Anna');
      await page.locator('input[type=tel]').fill('+7 916 123 45 67');
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(/\/checkout\/step-2$/);
    } finally {
      await context.close();
    }
  });

  const spectate = (page: Page, login: string) =>
    page.evaluate(async (as) => {
      const headers = { 'content-type': 'application/json', 'x-csrf': '1' };
      const signIn = await fetch('/bff/v1/auth/sign-in', {
        method: 'POST',
        headers,
        body: JSON.stringify({ login: as, password: 'demo1234' }),
      });
      if (!signIn.ok) throw new Error(`sign-in ${signIn.status}`);
      const start = await fetch('/bff/v1/auth/spectator', {
        method: 'POST',
        headers,
        body: JSON.stringify({ as_user: 'partner' }),
      });
      if (!start.ok) throw new Error(`spectator ${start.status}`);
    }, login);

  it.each([
    { login: 'viewer', added: 0 },
    { login: 'manager', added: 1 },
  ])('$login spectating partner: the cart takes $added more', async ({ login, added }) => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(suite.stack.url('ru', '/shop/brands/green-balance/10037'));
      await waitForInteractive(page);
      await spectate(page, login);
      await page.goto(suite.stack.url('ru', '/shop/cart'));
      await page.goto(suite.stack.url('ru', '/shop/brands/green-balance/10037'));
      await waitForInteractive(page);
      // The spectator takes over partner's saved cart once its reads are done.
      await page.waitForLoadState('networkidle');
      // Partner's saved cart, now the spectator's, may already hold lines: count what the click adds.
      const count = async () => (await localLines(page)).reduce((sum, line) => sum + line.quantity, 0);
      const before = await count();
      await page.locator('main button').filter({ hasText: TEXT.ru.add }).first().click();
      expect((await count()) - before).toBe(added);
    } finally {
      await context.close();
    }
  });

  it('a referral visitor orders without signing in, and is signed in by the order', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(suite.stack.url('ru', '/shop/brands/green-balance/10037'));
      // The product page comes rendered by the server: its button works once the app is up.
      await waitForInteractive(page);
      await page.locator('main button').filter({ hasText: TEXT.ru.add }).first().click();
      await page.goto(suite.stack.url('ru', '/checkout'));
      await page.getByLabel('Реферальный код').fill('100001');
      await page.locator('main form button[type=submit]').click();
      // Spec 2 §3: the order registers the buyer, so step 2 asks for the registration details; the
      // step does not go on without them (the gateway refuses such an order too, by field).
      await checkout(page, 'ru', 'courier', '+7 916 555 77 88', async () => {
        const t = (key: string) => localeText('ru', `checkout:${key}`);
        await page.locator('form button[type=submit]').click();
        await page.getByText(t('problem.required')).first().waitFor();
        expect(page.url()).toMatch(/\/checkout\/step-2$/);
        await page.getByLabel(t('registration.passportType')).selectOption('national');
        await page.getByRole('radio', { name: t('registration.jur.individual') }).check();
        await pickDate(page, 'ru', t('registration.birthDate'), '1990-04-12');
        await page.getByLabel(t('registration.passportNumber')).fill('4510 123456');
        await evidenceShot(page, {
          path: join(suite.screenshots, 'registration-details-ru.png'),
          fullPage: true,
        });
      });
      await page.locator('main button').last().click();
      await page.locator('dialog').waitFor();
      const auth = await page.evaluate(() => fetch('/bff/v1/auth').then((r) => r.json()));
      expect(auth).toMatchObject({ signedIn: true });
      // The cart just ordered is the new user's: no cart-merge question covers the payment dialog.
      await page.evaluate(() => fetch('/bff/v1/auth?fresh=1'));
      expect(new URL(page.url()).searchParams.get(MODAL_QUERY_PARAM)).toBe('order-payment');
      expect(await page.locator('dialog').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
