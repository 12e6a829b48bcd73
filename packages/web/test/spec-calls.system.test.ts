import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchedPage } from './harness/browser.js';
import { evidenceShot } from './harness/evidence.js';
import { addSession, gatewayCall, setLanguage, signIn } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/** The phone and desktop widths every page here is looked at in. */
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];
/** The demo partner's long seeded conversation (sandbox state/mailboxes.ts, its Russian subject in mail/mail-ru.ts). */
const LONG_CONVERSATION_RU = 'Вопросы о каталоге и наличии';
/** One wheel turn's distance, well inside the thread's scroll range. */
const WHEEL_PX = 300;
/** Russian on the Russian site; Hebrew (right to left) on the Israeli one. */
const SITES = [
  { site: 'ru', lang: 'ru' },
  { site: 'il', lang: 'he' },
];
/** The sandbox's messenger payment link of the partner's unpaid order (state/orders MESSENGER_PAYMENT_HASH). */
const MESSENGER_HASH = 'tg_demo_partner_awaiting';
const MESSENGER_ORDER = 'GW-5005';
/** Boxberry (21) points in Moscow take at most 10 parcels: twelve units exceed them. */
const PICKUP = { delivery_id: 21, city_id: 101 };

const calls = async (suite: ReturnType<typeof browserSuite>, operation: string): Promise<number> =>
  ((await suite.stack.admin('GET', '/calls')) as { counts: Record<string, number> }).counts[operation] ?? 0;

/**
 * Issue 33: calls only the contract knew about, met in the browser (spec 1 §2 light layout, spec 2
 * §7 payment hash, order limits, product QR; spec 1 §7 domain key; spec 1 §9 custom scrollbar;
 * spec 1 §3 click records).
 */
describe('the last calls of the spec, in the browser', () => {
  const suite = browserSuite('spec-calls');

  const contextFor = async (site: string, lang: string, viewport: { width: number; height: number }) => {
    const context = await suite.browser.newContext({ viewport });
    await setLanguage(context, site, lang);
    return context;
  };
  const shot = (context: BrowserContext, name: string) =>
    evidenceShot(context.pages()[0], { path: join(suite.screenshots, `${name}.png`), fullPage: true });

  it('opens a messenger payment link without signing in and pays it from the linked account', async () => {
    for (const { site, lang } of SITES)
      for (const viewport of WIDTHS) {
        const context = await contextFor(site, lang, viewport);
        const { page, problems } = await watchedPage(context);
        await page.goto(suite.stack.url(site, `/external/messenger-payment?hash=${MESSENGER_HASH}`));
        await page
          .getByRole('heading', { level: 1, name: text(lang, 'orders:pay.title', { number: MESSENGER_ORDER }) })
          .waitFor();
        await page.getByRole('list', { name: text(lang, 'orders:pay.methods') }).waitFor();
        expect(await page.getByText(text(lang, 'payments:messenger.lead')).isVisible()).toBe(true);
        await shot(context, `messenger-payment-${site}-${viewport.width}`);
        expect(problems).toEqual([]);
        await context.close();
      }
    // Paying changes the order: once, at the end.
    const context = await contextFor('ru', 'ru', WIDTHS[1]!);
    const { page } = await watchedPage(context);
    await page.goto(suite.stack.url('ru', `/external/messenger-payment?hash=${MESSENGER_HASH}`));
    await page.getByRole('button', { name: text('ru', 'orders:pay.internal') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: text('ru', 'orders:pay.paid') })
      .waitFor();
    await page.getByText(text('ru', 'payments:messenger.backToMessenger')).waitFor();
    await shot(context, 'messenger-payment-paid');
    await context.close();
  });

  it('refuses to pay a pickup order its point cannot take, naming the limits', async () => {
    for (const { site, lang } of SITES) {
      const cookie = await signIn(suite.stack, site, 'partner');
      const points = JSON.parse(
        (
          await gatewayCall(
            suite.stack,
            'ru',
            'GET',
            `/bff/v1/checkout/pickup-points?delivery_id=${PICKUP.delivery_id}&city_id=${PICKUP.city_id}`,
          )
        ).body,
      ).points as { full_address: string }[];
      const catalogue = JSON.parse(
        (await gatewayCall(suite.stack, 'ru', 'GET', '/bff/v1/shop/products/lists/new')).body,
      ).products as { id: number }[];
      const lines = catalogue
        .slice(0, 3)
        .map((p) => ({ id: p.id, quantity: 4, type: 0, limit: null, only_in_cart: false }));
      const placed = await gatewayCall(
        suite.stack,
        site,
        'POST',
        '/bff/v1/orders',
        {
          idempotency_key: `limits-${site}-${Date.now()}-browser-test`,
          cart: { products: lines, gifts: [], free: [], choices: [] },
          delivery: {
            delivery_type: 'delivery-pickup',
            country: 'RU',
            city_id: PICKUP.city_id,
            city: 'Moscow',
            recipient: { first_name: 'Anna', last_name: 'Partnerova' },
            phone: '+79161234567',
            delivery_id: PICKUP.delivery_id,
            address: points[0]!.full_address,
          },
        },
        cookie,
      );
      expect(placed.status, placed.body).toBe(200);
      const { id } = JSON.parse(placed.body) as { id: number };
      for (const viewport of WIDTHS) {
        const context = await contextFor(site, lang, viewport);
        await addSession(context, site, cookie);
        const { page, problems } = await watchedPage(context);
        await page.goto(suite.stack.url(site, `/office/orders/${id}`));
        await page.getByRole('button', { name: text(lang, 'orders:order.pay'), exact: true }).click();
        const refusal = page.getByText(text(lang, 'payments:limits.exceeded', {}, true));
        await refusal.waitFor();
        expect(await refusal.textContent()).toContain(text(lang, 'payments:limits.name.weight'));
        expect(await page.getByRole('dialog').count()).toBe(0);
        await shot(context, `order-limits-${site}-${viewport.width}`);
        expect(problems).toEqual([]);
        await context.close();
      }
    }
  });

  it('shows the product’s QR code image on the product page', async () => {
    for (const { site, lang } of SITES)
      for (const viewport of WIDTHS) {
        const context = await contextFor(site, lang, viewport);
        const { page, problems } = await watchedPage(context);
        await page.goto(suite.stack.url(site, '/product/10037'));
        const qr = page.getByRole('img', { name: text(lang, 'catalogue:qr.alt', {}, true) });
        await qr.scrollIntoViewIfNeeded();
        await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
        await shot(context, `product-qr-${site}-${viewport.width}`);
        expect(problems).toEqual([]);
        await context.close();
      }
  });

  it('records a print-catalogue click when a printed QR code is opened', async () => {
    const before = await calls(suite, 'clickLog');
    const context = await contextFor('ru', 'ru', WIDTHS[0]!);
    const { page } = await watchedPage(context);
    const clicked = page.waitForRequest((request) => request.url().endsWith('/bff/v1/shop/click'), { timeout: 30_000 });
    await page.goto(suite.stack.url('ru', '/product/10037?dc=print'));
    expect((await clicked).postDataJSON()).toEqual({ name: '/product/10037', place: 'print', type: 3 });
    await expect.poll(() => calls(suite, 'clickLog'), { timeout: 15_000 }).toBe(before + 1);
    await context.close();
  });

  it('moves a signed-in user to another country’s site signed in; never offered to a spectator', async () => {
    for (const { site, lang } of SITES)
      for (const viewport of WIDTHS) {
        const context = await contextFor(site, lang, viewport);
        await addSession(context, site, await signIn(suite.stack, site, 'partner'));
        const { page, problems } = await watchedPage(context);
        await page.goto(suite.stack.url(site, '/shop'));
        await page.getByRole('button', { name: text(lang, 'auth:account.menu') }).click();
        await page.getByRole('button', { name: text(lang, 'account:switcher.title') }).click();
        const sites = page.getByRole('list', { name: text(lang, 'account:switcher.label') });
        await sites.getByRole('button').first().waitFor();
        await shot(context, `site-switcher-${site}-${viewport.width}`);
        if (viewport.width === 1280) {
          const italy = new Intl.DisplayNames([lang], { type: 'region' }).of('IT') as string;
          await sites.getByRole('button', { name: italy }).click();
          await page.waitForURL(/it\.localhost:\d+\/shop/);
          await page.getByRole('button', { name: /./ }).first().waitFor();
          const auth = await page.evaluate(() => fetch('/bff/v1/auth').then((r) => r.json()));
          expect(auth).toMatchObject({ signedIn: true, user: { name: 'Anna Partnerova' } });
        }
        expect(problems).toEqual([]);
        await context.close();
      }
    const spectating = await suite.browser.newContext({ viewport: WIDTHS[1] });
    const manager = await signIn(suite.stack, 'ru', 'manager');
    const started = await gatewayCall(
      suite.stack,
      'ru',
      'POST',
      '/bff/v1/auth/spectator',
      { as_user: 'partner' },
      manager,
    );
    expect(started.status, started.body).toBe(200);
    const { page } = await watchedPage(spectating);
    // Spectating rotates the session: the new cookie is the one the browser carries.
    const rotated = started.cookies.map((line) => line.match(/^gf_session=([^;]+)/)?.[1]).find(Boolean) ?? manager;
    await addSession(spectating, 'ru', rotated);
    await page.goto(suite.stack.url('ru', '/shop'));
    await page.getByRole('button', { name: text('ru', 'auth:account.menu') }).click();
    await page.getByRole('button', { name: text('ru', 'auth:account.signOut') }).waitFor();
    expect(await page.getByRole('button', { name: text('ru', 'account:switcher.title') }).count()).toBe(0);
    await spectating.close();
  }, 180_000);

  it('scrolls an inner list with the custom scrollbar, and natively under reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await suite.browser.newContext({ viewport: WIDTHS[1], reducedMotion });
      await addSession(context, 'ru', await signIn(suite.stack, 'ru', 'partner'));
      const { page, problems } = await watchedPage(context);
      // The inner list: a mail thread (the team tree scrolls with its page since issue 32 item 5).
      await page.goto(suite.stack.url('ru', '/office/mail'));
      const conversations: { id: number; subject: string }[] = await page.evaluate(
        async () => (await (await fetch('/bff/v1/office/mail')).json()).conversations,
      );
      const long = conversations.find((conversation) => conversation.subject === LONG_CONVERSATION_RU);
      expect(long, 'the seeded long conversation').toBeDefined();
      await page.goto(suite.stack.url('ru', `/office/mail/${long?.id}/`));
      const thread = page.getByRole('log', { name: text('ru', 'mail:conversation.messages') });
      await thread.locator('[data-message-id]').first().waitFor();
      const smooth = page.locator('[data-smooth-scroll]');
      if (reducedMotion === 'reduce') {
        expect(await smooth.count()).toBe(0);
      } else {
        await smooth.first().waitFor();
        const thumb = smooth.first().locator('[aria-hidden="true"] > div');
        const height = await thumb.evaluate((element) => element.getBoundingClientRect().height);
        expect(height).toBeGreaterThanOrEqual(20);
        const max = await thread.evaluate((element) => element.scrollHeight - element.clientHeight);
        expect(max).toBeGreaterThan(WHEEL_PX * 2);
        // From the middle, away from the top (where older messages load) and from the newest.
        const from = Math.round(max / 2);
        await thread.evaluate((element, top) => element.scrollTo({ top }), from);
        await thread.hover();
        await page.mouse.wheel(0, WHEEL_PX);
        // Damped: part of the way after a frame or two, all of it in the end.
        await page.waitForTimeout(50);
        const early = await thread.evaluate((element) => element.scrollTop);
        await expect.poll(() => thread.evaluate((element) => Math.round(element.scrollTop))).toBe(from + WHEEL_PX);
        expect(early).toBeLessThan(from + WHEEL_PX);
        // The keyboard scrolls the same element natively.
        await thread.evaluate((element, top) => element.scrollTo({ top }), from);
        await thread.focus();
        await page.keyboard.press('PageDown');
        await expect.poll(() => thread.evaluate((element) => element.scrollTop)).toBeGreaterThan(from);
        await shot(context, 'scrollbar-mail-thread-1280');
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('signs the imported account in in its own language, asks to check the profile, and signs out to the site’s', async () => {
    const context = await contextFor('ru', 'ru', WIDTHS[0]!);
    const { page, problems } = await watchedPage(context);
    const reply = await page.goto(suite.stack.url('ru', '/office/auth'));
    expect(reply?.status()).toBe(200);
    await page.getByLabel(text('ru', 'auth:signIn.login')).fill('imported');
    await page.getByLabel(text('ru', 'auth:signIn.password')).fill('demo1234');
    await page
      .locator('main')
      .getByRole('button', { name: text('ru', 'auth:signIn.submit') })
      .click();
    await page.waitForURL(/\/office/);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByText(text('en', 'account:imported.text')).waitFor();
    await shot(context, 'imported-notice-375');
    await page.getByRole('button', { name: text('en', 'auth:account.menu') }).click();
    await page.getByRole('button', { name: text('en', 'auth:account.signOut') }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ru');
    expect((await context.cookies()).find((c) => c.name === 'lang')).toBeUndefined();
    expect(problems.filter((line) => !line.includes('401'))).toEqual([]);
    await context.close();
  });
});
