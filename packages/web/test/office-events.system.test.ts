import { join } from 'node:path';
import { ITEM_TYPE } from '@gf/contracts/rules/cart-rules';
import { SEAT_STATE, TICKET_HOLD_MS } from '@gf/contracts/rules/ticket-rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  horizontalOverflow,
  openPage,
  PHONE,
  readJson,
  seriousA11yViolations,
  waitForReady,
  withContextPage,
} from './harness/checks.js';
import { evidenceShot } from './harness/evidence.js';
import { refuseFields } from './harness/field-refusal.js';
import { siteContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 21, "How it will be checked": in Chromium as `partner` on ru and us, pick seats on a map
 * (the scheme-seats-selector modal), hold them, watch the countdown survive a reload, confirm, pay
 * through the cart and checkout (spec 2 §2: a ticket is cart item type 2), open the ticket and its
 * barcode; let a hold lapse with a short sandbox hold; two browsers contend for one seat; a
 * 2,000-seat hall drawn and answering taps on a phone (figures printed, no time limits). Spec 1 §2
 * events and tickets routes and ticket modals, spec 2 §4 ticket registration, §9 the hold.
 */

/**
 * A hold short enough to watch lapse (set for the lapse check only; the others keep TICKET_HOLD_MS to
 * pay in). It must outlast the steps between taking the hold and opening its page again (a screenshot,
 * the events page with its reminder): all the check's steps outside the hold took 7 s on a busy
 * 2-core machine, so 20 s leaves room, and no more, since the check waits for it to run out.
 */
const SHORT_HOLD_MS = 20_000;
/** Buying, paying and opening the ticket is a long walk through pages on a busy 2-core runner. */
const BUY_TEST_TIMEOUT_MS = 240_000;
/** How long after the hold's end the page may take to say so (one countdown tick, a reload of the map). */
const LAPSE_NOTICE_MS = 20_000;
/** Upcoming events with seat schemes in the sandbox, one per check so their holds never meet. */
const EVENT = { ru: 107, us: 108, contest: 109, lapse: 105, arena: 112 } as const;
/** The sandbox's big hall (event 112): 40 rows of 52 seats. */
const ARENA_SEATS = 2_080;
/** Seats tapped one after another on the big hall, each timed. */
const ARENA_TAPS = 6;
/** The slowdown of the phone the big hall is measured on (Chromium's CPU throttling). */
const PHONE_CPU_SLOWDOWN = 4;
/** The hall is drawn twice, once at a quarter of the CPU: on a busy shared runner that takes minutes. */
const ARENA_TIMEOUT_MS = 180_000;
/** A stock in each site's city: the order of tickets is picked up there (the checkout asks for a delivery). */
const CHECKOUT = {
  ru: { city: 'Mos', phone: '+7 916 123 45 67' },
  us: { city: 'New', phone: '+1 415 555 2671' },
} as const;
/** The sandbox's manager (user 4): a second holder, and the second buyer of the contention. */
/** A partner number nobody has. */
const NOBODY_NUMBER = '999999';

const suite = browserSuite('office-events');

const ticketsUrl = (site: string, event: number) => suite.stack.url(site, `/office/orders/events/${event}/tickets`);
const freeSeats = (page: Page) => page.locator('[data-look="free"]');
type T = (key: string, values?: Record<string, string | number>) => string;
/** Spec 1 §2 scheme-seats-selector, opened by name from the tickets page's button. */
const openScheme = async (page: Page, t: T) => {
  await page.getByRole('button', { name: t('tickets.openScheme') }).click();
  const dialog = page.getByRole('dialog', { name: t('tickets.chooseSeats') });
  await dialog.locator('[data-look]').first().waitFor();
  return dialog;
};
const holdButton = (page: Page, t: T) =>
  page.getByRole('button', { name: t('tickets.hold', { count: TICKET_HOLD_MS / 60_000 }) });

/** The ordinary checkout (spec 2 §4 step 1 to 3) for a cart of tickets: a stock pick-up, then the internal account. */
const payAtCheckout = async (page: Page, site: keyof typeof CHECKOUT, language: string) => {
  const c = (key: string) => text(language, `checkout:${key}`);
  await page.locator('#checkout-city').fill(CHECKOUT[site].city);
  await page.locator('main ul[aria-label] button').first().click();
  await page.locator('input[name=delivery-type]').first().check();
  await page.locator('input[name=stock]').first().check();
  await page.getByLabel(c('who.firstName'), { exact: true }).fill('Anna');
  await page.getByLabel(c('who.lastName')).fill('Partnerova');
  await page.locator('input[type=tel]').fill(CHECKOUT[site].phone);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/checkout\/step-2$/);
  // Step 2 drawn (its note card), so the click lands on its own button, not step 1's on its way out.
  await page.getByText(c('note.title')).first().waitFor();
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/checkout\/step-3$/);
  // A double click places one order (the checkout's own idempotency key).
  await page.getByRole('button', { name: c('place') }).dblclick();
  await page
    .locator('dialog button')
    .filter({ hasText: /internal|внутренн/i })
    .first()
    .click();
  await page.locator('dialog [role=status]').waitFor();
};
const countdownMs = async (page: Page): Promise<number> => {
  const [minutes, seconds] = ((await page.getByTestId('hold-countdown').textContent()) ?? '').split(':').map(Number);
  return ((minutes ?? 0) * 60 + (seconds ?? 0)) * 1000;
};

describe('buying tickets on a seat map, the hold, the ticket', () => {
  const runs = [
    // Holders are named on the purchase's registration page on ru, on the tickets page on us.
    { site: 'ru', language: 'ru', viewport: PHONE, event: EVENT.ru, nameOn: 'purchase' },
    { site: 'us', language: 'en-US', viewport: DESKTOP, event: EVENT.us, nameOn: 'tickets' },
  ] as const;
  for (const { site, language, viewport, event, nameOn } of runs) {
    it(
      `partner on ${site} (${language}) at ${viewport.width} px`,
      async () => {
        const context = await siteContext(suite.browser, suite.stack, site, { viewport, language, login: 'partner' });
        await withContextPage(context, `office-events-buy-${site}`, async (watched) => {
          const { page } = watched;
          const t = (key: string, values?: Record<string, string | number>) => text(language, `events:${key}`, values);

          await openPage(watched, suite.stack.url(site, '/office/events'));
          expect(await page.locator('main h1').textContent()).toBe(t('list.title'));
          await evidenceShot(page, {
            path: join(suite.screenshots, `events-${site}-${viewport.width}.png`),
            fullPage: true,
          });
          expect(await horizontalOverflow(page)).toBe(0);

          await openPage(watched, ticketsUrl(site, event));
          const map = await openScheme(page, t);
          // One seat by keyboard (the map's tab stop, Space), one by pointer.
          const first = freeSeats(page).first();
          await first.focus();
          await page.keyboard.press('Space');
          await expect.poll(() => map.locator('[data-look="picked"]').count()).toBe(2 - 1);
          await page.keyboard.press('ArrowRight');
          await freeSeats(page).first().click();
          await expect.poll(() => map.locator('[data-look="picked"]').count()).toBe(2);
          await evidenceShot(page, {
            path: join(suite.screenshots, `map-${site}-${viewport.width}.png`),
            fullPage: true,
          });
          expect(await horizontalOverflow(page)).toBe(0);
          expect(await seriousA11yViolations(page)).toEqual([]);

          await holdButton(page, t).click();
          await map.waitFor({ state: 'detached' });
          await page.getByTestId('hold-countdown').waitFor();
          const before = await countdownMs(page);
          expect(before).toBeGreaterThan(0);
          expect(before).toBeLessThanOrEqual(TICKET_HOLD_MS);

          // The countdown survives a reload: it goes on from the server's deadline, not from the start.
          // Reloaded once it has ticked, so the reloaded page must show less than `before`.
          await expect.poll(() => countdownMs(page)).toBeLessThan(before);
          await openPage(watched, ticketsUrl(site, event));
          await page.getByTestId('hold-countdown').waitFor();
          const after = await countdownMs(page);
          expect(after).toBeLessThan(before);
          expect(after).toBeGreaterThan(0);

          // Spec 1 §2 /office/orders/ticket-purchase/{purchase_id}/registration: the purchase's own page.
          await page.getByRole('link', { name: t('hold.attendees') }).click();
          await waitForReady(watched);
          const purchaseUrl = page.url();
          expect(new URL(purchaseUrl).pathname).toMatch(/^\/office\/orders\/ticket-purchase\/\d+\/registration$/);
          expect(await page.locator('main h1').textContent()).toMatch(
            text(language, 'events:purchase.title', {}, true),
          );
          if (nameOn === 'tickets') await openPage(watched, ticketsUrl(site, event));

          // The first ticket is the buyer's own (prefilled); the second goes to a team member, found
          // by partner number (spec 2 §7 ticket order partner look-up) and made its owner. A number
          // no one of the structure has is told under the field.
          const holders = page.getByLabel(t('hold.holderNumber'));
          const find = page.getByRole('button', { name: t('hold.find'), exact: true });
          const member = (await readJson<{ children: { number: string }[] }>(page, '/bff/v1/office/team/structure'))
            .children[0]!.number;
          await holders.nth(1).fill(NOBODY_NUMBER);
          await find.nth(1).click();
          await page.getByText(text(language, 'team:lookup.partner_not_found')).waitFor();
          expect(await holders.nth(1).getAttribute('aria-invalid')).toBe('true');
          await holders.nth(1).fill(member);
          await find.nth(1).click();
          await page.getByText(text(language, 'events:hold.found', { number: member }, true)).waitFor();
          await evidenceShot(page, {
            path: join(suite.screenshots, `holder-found-${site}-${viewport.width}.png`),
            fullPage: true,
          });
          await page.getByRole('button', { name: t('hold.makeOwner') }).click();
          await page.getByText(t('hold.isOwner')).waitFor();
          // Issue 34, one submit path: the gateway's refusal of a holder stands under that holder's
          // field, nothing at the top, and the holders chosen stay (stood in for at the network: the
          // sandbox takes any member of the structure).
          const reservation = nameOn === 'tickets' ? '**/tickets/reservation' : '**/ticket-purchases/*/registration';
          const stopRefusing = await refuseFields(page, reservation, {
            'tickets.1.partner_number': ['validation.invalid'],
          });
          await page.getByRole('button', { name: t('hold.reserve') }).click();
          await expect.poll(() => holders.nth(1).getAttribute('aria-invalid')).toBe('true');
          await page.getByText(text(language, 'errors:validation.invalid')).waitFor();
          expect(await page.locator('main form').getByRole('alert').count()).toBe(0);
          await stopRefusing();
          await page.getByText(t('hold.isOwner')).waitFor();
          await page.getByRole('button', { name: t('hold.reserve') }).click();
          await page.getByRole('button', { name: t('hold.confirm') }).click();
          const confirm = page.getByRole('dialog', { name: t('preorder.confirm.title') });
          await confirm.getByRole('button', { name: t('preorder.confirm.yes') }).click();
          await confirm.waitFor({ state: 'detached' });

          // Spec 2 §2: confirmed tickets wait in the cart as items of type 2, paid through the checkout;
          // until paid, the page offers the payment and the hold keeps counting.
          const pay = page.getByRole('button', { name: t('hold.pay') });
          await pay.waitFor();
          expect(await page.getByTestId('hold-countdown').count()).toBe(1);
          await pay.click();
          await page.waitForURL((url) => url.pathname === '/shop/cart');
          const cartTypes = await page.evaluate(() =>
            (
              JSON.parse(localStorage.getItem('gf.cart.v1') ?? '{"products":[]}') as { products: { type: number }[] }
            ).products.map((line) => line.type),
          );
          expect(cartTypes).toEqual([ITEM_TYPE.ticket, ITEM_TYPE.ticket]);
          await evidenceShot(page, {
            path: join(suite.screenshots, `cart-${site}-${viewport.width}.png`),
            fullPage: true,
          });

          await page.goto(suite.stack.url(site, '/checkout'));
          await payAtCheckout(page, site, language);

          // Paid: the purchase's tickets are registered to the named holders, each with its ticket page.
          await openPage(watched, purchaseUrl);
          const attendees = page.getByRole('list', { name: t('purchase.attendees') });
          await attendees.getByText(new RegExp(member)).waitFor();
          expect(await attendees.getByRole('link').count()).toBe(2);
          expect(await attendees.getByText(t('status.registered')).count()).toBe(2);

          await openPage(watched, ticketsUrl(site, event));
          await page.getByRole('heading', { name: t('tickets.mine') }).waitFor();
          expect(await page.getByTestId('hold-countdown').count()).toBe(0);

          // The attendees: both tickets registered, the team member named as the second holder.
          await openPage(watched, suite.stack.url(site, `/office/orders/events/${event}/registration`));
          expect(await page.locator('main h1').textContent()).toMatch(
            text(language, 'events:registration.title', {}, true),
          );
          await page.locator('main').getByText(new RegExp(member)).first().waitFor();
          await page
            .locator('main')
            .getByRole('link', { name: text(language, 'events:ticket.number', {}, true) })
            .first()
            .click();
          await page.getByRole('heading', { name: t('ticket.title'), level: 1 }).waitFor();
          await page.getByRole('img', { name: text(language, 'events:ticket.printedLabel', {}, true) }).waitFor();
          const href = await page.getByRole('link', { name: t('ticket.download') }).getAttribute('href');
          // The browser's own fetch of the link: its session cookie, its host.
          const download = await page.evaluate(async (url) => {
            const response = await fetch(url);
            const bytes = new Uint8Array(await response.arrayBuffer());
            return {
              status: response.status,
              type: response.headers.get('content-type'),
              magic: String.fromCharCode(...bytes.slice(0, 5)),
            };
          }, href ?? '');
          expect(download).toEqual({ status: 200, type: 'application/pdf', magic: '%PDF-' });
          await page.getByRole('button', { name: t('ticket.showBarcode') }).click();
          const barcode = page.getByRole('dialog');
          await barcode.getByRole('img', { name: text(language, 'events:ticket.barcodeLabel', {}, true) }).waitFor();
          expect(await barcode.locator('svg rect').count()).toBeGreaterThan(10);
          await evidenceShot(page, { path: join(suite.screenshots, `barcode-${site}-${viewport.width}.png`) });
          expect(watched.unexpected()).toEqual([]);
        });
      },
      BUY_TEST_TIMEOUT_MS,
    );
  }
});

describe('two buyers reach for one seat', () => {
  it('gives it to one; the other is told and sees the map refreshed', async () => {
    const language = 'ru';
    const t = (key: string, values?: Record<string, string | number>) => text(language, `events:${key}`, values);
    const [first, second] = await Promise.all(
      ['partner', 'manager'].map((login) =>
        siteContext(suite.browser, suite.stack, 'ru', { viewport: DESKTOP, language, login }),
      ),
    );
    await withContextPage(first!, 'office-events-contest-first', async (a) => {
      await withContextPage(second!, 'office-events-contest-second', async (b) => {
        await Promise.all([openPage(a, ticketsUrl('ru', EVENT.contest)), openPage(b, ticketsUrl('ru', EVENT.contest))]);
        const [mapA, mapB] = [await openScheme(a.page, t), await openScheme(b.page, t)];
        const seatId = await freeSeats(a.page).first().getAttribute('data-seat-id');
        for (const { page } of [a, b]) await page.locator(`[data-seat-id="${seatId}"]`).click();
        await holdButton(a.page, t).click();
        await mapA.waitFor({ state: 'detached' });
        await a.page.getByTestId('hold-countdown').waitFor();

        await holdButton(b.page, t).click();
        const refusal = mapB.getByRole('alert');
        await refusal.waitFor();
        expect(await refusal.textContent()).toMatch(/taken|занят/i);
        // Issue 34: said at the top of the selector's form, with the focus moved there.
        expect(await b.page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
        // The loser's map is read again: the seat now shows as someone else's.
        await expect
          .poll(() => b.page.locator(`[data-seat-id="${seatId}"]`).getAttribute('data-look'))
          .toBe('occupied');
        expect(SEAT_STATE.occupied).toBe(2);
        expect(b.unexpected((failure) => failure.status === 400)).toEqual([]);
      });
    });
  });
});

describe('a hold that lapses', () => {
  const runs = [{ site: 'il', language: 'he', viewport: PHONE }] as const;
  for (const { site, language, viewport } of runs) {
    it(`shows the site-wide reminder, then the timeout modal, on ${site} (${language}) at ${viewport.width} px`, async () => {
      const context = await siteContext(suite.browser, suite.stack, site, { viewport, language, login: 'partner' });
      await withContextPage(context, `office-events-lapse-${site}`, async (watched) => {
        const { page } = watched;
        const t = (key: string, values?: Record<string, string | number>) => text(language, `events:${key}`, values);
        await suite.stack.admin('POST', '/ticket-hold', { ms: SHORT_HOLD_MS });
        await openPage(watched, ticketsUrl(site, EVENT.lapse));
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        await openScheme(page, t);
        const seatId = await freeSeats(page).first().getAttribute('data-seat-id');
        await page.locator(`[data-seat-id="${seatId}"]`).click();
        await holdButton(page, t).click();
        await page.getByTestId('hold-countdown').waitFor();
        // Holds made from now on are the real length again; this one lapses in SHORT_HOLD_MS.
        await suite.stack.admin('POST', '/ticket-hold', { ms: TICKET_HOLD_MS });
        await evidenceShot(page, {
          path: join(suite.screenshots, `hold-${site}-${viewport.width}.png`),
          fullPage: true,
        });
        expect(await horizontalOverflow(page)).toBe(0);

        // Elsewhere on the site, the reminder says the tickets are still held.
        await openPage(watched, suite.stack.url(site, '/office/events'));
        await page.getByTestId('hold-reminder').waitFor();
        await evidenceShot(page, { path: join(suite.screenshots, `reminder-${site}-${viewport.width}.png`) });
        await page.getByRole('link', { name: t('reminder.link') }).waitFor();

        await openPage(watched, ticketsUrl(site, EVENT.lapse));
        const timeout = page.getByRole('dialog', { name: t('timeout.title') });
        await timeout.waitFor({ timeout: SHORT_HOLD_MS + LAPSE_NOTICE_MS });
        await timeout.getByRole('button', { name: t('timeout.again') }).click();
        await openScheme(page, t);
        await expect
          .poll(() => page.locator(`[data-seat-id="${seatId}"]`).getAttribute('data-look'), {
            timeout: LAPSE_NOTICE_MS,
          })
          .toBe('free');
        expect(await page.getByTestId('hold-reminder').count()).toBe(0);
      });
    });
  }
});

describe('the seat map in its dialog on a phone (issue 32 item 6)', () => {
  for (const { site, language } of [
    { site: 'ru', language: 'ru' },
    { site: 'il', language: 'he' },
  ] as const) {
    it(`fits the dialog's width and keeps the hold in view on ${site} (${language}) at 375 px`, async () => {
      const t = (key: string, values?: Record<string, string | number>) => text(language, `events:${key}`, values);
      const context = await siteContext(suite.browser, suite.stack, site, {
        viewport: PHONE,
        language,
        login: 'partner',
      });
      await withContextPage(context, `office-events-fit-${site}`, async (watched) => {
        const { page } = watched;
        // The widest hall of the sandbox: 52 seats a row.
        await openPage(watched, ticketsUrl(site, EVENT.arena));
        const dialog = await openScheme(page, t);
        const dialogBox = (await dialog.boundingBox())!;
        const mapBox = (await dialog.getByTestId('seat-map').locator('xpath=..').boundingBox())!;
        expect(mapBox.x).toBeGreaterThanOrEqual(dialogBox.x);
        expect(mapBox.x + mapBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
        // Only the map scrolls sideways; the dialog's body does not.
        const sideways = await dialog.evaluate((element) =>
          [...element.querySelectorAll('div')]
            .filter((box) => !box.querySelector(':scope > svg'))
            .some((box) => box.scrollWidth > box.clientWidth + 1),
        );
        expect(sideways).toBe(false);
        await freeSeats(page).first().click();
        const hold = holdButton(page, t);
        await expect.poll(() => hold.isEnabled()).toBe(true);
        const button = (await hold.boundingBox())!;
        expect(button.y).toBeGreaterThanOrEqual(0);
        expect(button.y + button.height).toBeLessThanOrEqual(PHONE.height);
        expect(button.y + button.height).toBeLessThanOrEqual(dialogBox.y + dialogBox.height);
        await evidenceShot(page, { path: join(suite.screenshots, `seat-map-fit-${site}-375.png`) });
      });
    });
  }
});

describe('a 2,000-seat hall on a phone', () => {
  it(
    'draws the map once and answers a tap by redrawing only that seat, on ru at 375 px (figures printed)',
    async () => {
      const language = 'ru';
      const t = (key: string, values?: Record<string, string | number>) => text(language, `events:${key}`, values);
      const context = await siteContext(suite.browser, suite.stack, 'ru', {
        viewport: PHONE,
        language,
        login: 'partner',
      });
      await withContextPage(context, 'office-events-arena', async (watched) => {
        const { page } = watched;
        await openPage(watched, ticketsUrl('ru', EVENT.arena));
        const cdp = await context.newCDPSession(page);
        const figures: string[] = [];
        for (const slowdown of [1, PHONE_CPU_SLOWDOWN]) {
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
          // From the tap on the button to the map's seats drawn and two frames painted.
          const openedMs = await page.evaluate(
            async ({ name, seats }) => {
              const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
              const button = [...document.querySelectorAll<HTMLButtonElement>('main button')].find(
                (b) => b.textContent?.trim() === name,
              );
              const start = performance.now();
              button?.click();
              while (document.querySelectorAll('dialog [data-seat-id]').length < seats) await frame();
              await frame();
              await frame();
              return performance.now() - start;
            },
            { name: t('tickets.openScheme'), seats: ARENA_SEATS },
          );
          const dialog = page.getByRole('dialog', { name: t('tickets.chooseSeats') });
          expect(await dialog.locator('[data-seat-id]').count()).toBe(ARENA_SEATS);

          // Each tap: from the click to the seat shown as picked and a frame painted; and which seats' elements changed.
          const taps = await page.evaluate(async (count) => {
            const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
            const svg = document.querySelector('dialog [data-testid="seat-map"]') as SVGSVGElement;
            const free = [...svg.querySelectorAll<SVGElement>('[data-look="free"]')];
            const picks = Array.from({ length: count }, (_, i) => free[Math.floor((i * free.length) / count)]!);
            const result: { ms: number; seat: string; changed: string[] }[] = [];
            for (const seat of picks) {
              const changed = new Set<string>();
              const observer = new MutationObserver((records) => {
                for (const record of records) {
                  const element = record.target instanceof Element ? record.target : record.target.parentElement;
                  changed.add(element?.closest('[data-seat-id]')?.getAttribute('data-seat-id') ?? 'outside a seat');
                }
              });
              observer.observe(svg, { subtree: true, attributes: true, childList: true, characterData: true });
              const start = performance.now();
              seat.dispatchEvent(new MouseEvent('click', { bubbles: true }));
              while (seat.getAttribute('data-look') !== 'picked') await frame();
              await frame();
              result.push({ ms: performance.now() - start, seat: seat.dataset.seatId ?? '', changed: [...changed] });
              observer.disconnect();
            }
            return result;
          }, ARENA_TAPS);
          for (const tap of taps) expect(tap.changed).toEqual([tap.seat]);
          expect(await dialog.locator('[data-look="picked"]').count()).toBe(ARENA_TAPS);
          const ms = taps.map((tap) => tap.ms).sort((a, b) => a - b);
          figures.push(
            `CPU ×${slowdown}: map drawn ${openedMs.toFixed(0)} ms after the tap; a seat tap shown in ` +
              `${ms[Math.floor(ms.length / 2)]!.toFixed(1)} ms (median of ${ms.length}), ${ms.at(-1)!.toFixed(1)} ms at most`,
          );
          if (slowdown === 1) {
            await evidenceShot(page, { path: join(suite.screenshots, `arena-ru-${PHONE.width}.png`) });
            await page.keyboard.press('Escape');
            await dialog.waitFor({ state: 'detached' });
          } else {
            // The picks hold like any others.
            await holdButton(page, t).click();
            await dialog.waitFor({ state: 'detached' });
            await page.getByTestId('hold-countdown').waitFor();
          }
        }
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        console.log(`2,080-seat hall at ${PHONE.width} px (Chromium, headless):\n  ${figures.join('\n  ')}`);
      });
    },
    ARENA_TIMEOUT_MS,
  );
});
