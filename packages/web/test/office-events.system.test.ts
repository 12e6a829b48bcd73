import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SEAT_STATE, TICKET_HOLD_MS } from '@gf/contracts/rules/ticket-rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evidenceDir, launchBrowser } from './harness/browser.js';
import {
  DESKTOP,
  horizontalOverflow,
  openPage,
  PHONE,
  seriousA11yViolations,
  withContextPage,
} from './harness/checks.js';
import { siteContext } from './harness/session.js';
import { type Stack, startStack } from './harness/stack.js';
import { text } from './harness/text.js';

/**
 * Issue 21, "How it will be checked": in Chromium as `partner` on ru and us, pick seats on a map,
 * hold them, watch the countdown survive a reload, confirm, open the ticket and its barcode; let a
 * hold lapse with a short sandbox hold; two browsers contend for one seat. Spec 1 §2 events and
 * tickets routes and ticket modals, spec 2 §4 ticket registration, §9 the hold.
 */

/** A hold short enough to watch lapse, long enough for the buying steps on a busy 2-core runner. */
const SHORT_HOLD_MS = 45_000;
/** How long after the hold's end the page may take to say so (one countdown tick, a reload of the map). */
const LAPSE_NOTICE_MS = 20_000;
/** Upcoming events with seat schemes in the sandbox, one per check so their holds never meet. */
const EVENT = { ru: 107, us: 108, contest: 109, lapse: 105 } as const;
/** The sandbox's manager (user 4): a second holder, and the second buyer of the contention. */
const MANAGER_NUMBER = '100004';

const SCREENSHOTS = join(evidenceDir, 'office-events');

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({}, { SANDBOX_TICKET_HOLD_MS: String(SHORT_HOLD_MS) });
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const ticketsUrl = (site: string, event: number) => stack.url(site, `/office/orders/events/${event}/tickets`);
const freeSeats = (page: Page) => page.locator('[data-look="free"]');
const countdownMs = async (page: Page): Promise<number> => {
  const [minutes, seconds] = ((await page.getByTestId('hold-countdown').textContent()) ?? '').split(':').map(Number);
  return ((minutes ?? 0) * 60 + (seconds ?? 0)) * 1000;
};

describe('buying tickets on a seat map, the hold, the ticket', () => {
  const runs = [
    { site: 'ru', language: 'ru', viewport: PHONE, event: EVENT.ru },
    { site: 'us', language: 'en-US', viewport: DESKTOP, event: EVENT.us },
  ] as const;
  for (const { site, language, viewport, event } of runs) {
    it(`partner on ${site} (${language}) at ${viewport.width} px`, async () => {
      const context = await siteContext(browser, stack, site, { viewport, language, login: 'partner' });
      await withContextPage(context, `office-events-buy-${site}`, async (watched) => {
        const { page } = watched;
        const t = (key: string, values?: Record<string, string | number>) => text(language, `events:${key}`, values);

        await openPage(watched, stack.url(site, '/office/events'));
        expect(await page.locator('main h1').textContent()).toBe(t('list.title'));
        await page.screenshot({ path: join(SCREENSHOTS, `events-${site}-${viewport.width}.png`), fullPage: true });
        expect(await horizontalOverflow(page)).toBe(0);

        await openPage(watched, ticketsUrl(site, event));
        // One seat by keyboard (the map's tab stop, Space), one by pointer.
        const first = freeSeats(page).first();
        await first.focus();
        await page.keyboard.press('Space');
        await expect.poll(() => page.locator('[data-look="picked"]').count()).toBe(1);
        await page.keyboard.press('ArrowRight');
        await freeSeats(page).first().click();
        await expect.poll(() => page.locator('[data-look="picked"]').count()).toBe(2);
        await page.screenshot({ path: join(SCREENSHOTS, `map-${site}-${viewport.width}.png`), fullPage: true });
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await seriousA11yViolations(page)).toEqual([]);

        await page.getByRole('button', { name: t('tickets.hold', { minutes: TICKET_HOLD_MS / 60_000 }) }).click();
        await page.getByTestId('hold-countdown').waitFor();
        const before = await countdownMs(page);
        expect(before).toBeGreaterThan(0);
        expect(before).toBeLessThanOrEqual(SHORT_HOLD_MS);

        // The countdown survives a reload: it goes on from the server's deadline, not from the start.
        await page.waitForTimeout(2_000);
        await openPage(watched, ticketsUrl(site, event));
        await page.getByTestId('hold-countdown').waitFor();
        const after = await countdownMs(page);
        expect(after).toBeLessThan(before);
        expect(after).toBeGreaterThan(0);

        // The first ticket is the buyer's own (prefilled); the second goes to a team member.
        const holders = page.getByLabel(t('hold.holderNumber'));
        await holders.nth(1).fill(MANAGER_NUMBER);
        await page.getByRole('button', { name: t('hold.reserve') }).click();
        await page.getByRole('button', { name: t('hold.confirm') }).click();
        const confirm = page.getByRole('dialog', { name: t('preorder.confirm.title') });
        await confirm.getByRole('button', { name: t('preorder.confirm.yes') }).click();
        await confirm.waitFor({ state: 'detached' });
        await page.getByRole('heading', { name: t('tickets.mine') }).waitFor();
        expect(await page.getByTestId('hold-countdown').count()).toBe(0);

        // The attendees: both tickets registered, the team member named as the second holder.
        await openPage(watched, stack.url(site, `/office/orders/events/${event}/registration`));
        expect(await page.locator('main h1').textContent()).toMatch(
          text(language, 'events:registration.title', {}, true),
        );
        await page.locator('main').getByText(new RegExp(MANAGER_NUMBER)).first().waitFor();
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
        await page.screenshot({ path: join(SCREENSHOTS, `barcode-${site}-${viewport.width}.png`) });
        expect(watched.unexpected()).toEqual([]);
      });
    });
  }
});

describe('two buyers reach for one seat', () => {
  it('gives it to one; the other is told and sees the map refreshed', async () => {
    const language = 'ru';
    const t = (key: string, values?: Record<string, string | number>) => text(language, `events:${key}`, values);
    const [first, second] = await Promise.all(
      ['partner', 'manager'].map((login) => siteContext(browser, stack, 'ru', { viewport: DESKTOP, language, login })),
    );
    await withContextPage(first!, 'office-events-contest-first', async (a) => {
      await withContextPage(second!, 'office-events-contest-second', async (b) => {
        await Promise.all([openPage(a, ticketsUrl('ru', EVENT.contest)), openPage(b, ticketsUrl('ru', EVENT.contest))]);
        const seatId = await freeSeats(a.page).first().getAttribute('data-seat-id');
        for (const { page } of [a, b]) await page.locator(`[data-seat-id="${seatId}"]`).click();
        await a.page.getByRole('button', { name: t('tickets.hold', { minutes: TICKET_HOLD_MS / 60_000 }) }).click();
        await a.page.getByTestId('hold-countdown').waitFor();

        await b.page.getByRole('button', { name: t('tickets.hold', { minutes: TICKET_HOLD_MS / 60_000 }) }).click();
        const refusal = b.page.locator('main').getByRole('alert');
        await refusal.waitFor();
        expect(await refusal.textContent()).toMatch(/taken|занят/i);
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
      const context = await siteContext(browser, stack, site, { viewport, language, login: 'partner' });
      await withContextPage(context, `office-events-lapse-${site}`, async (watched) => {
        const { page } = watched;
        const t = (key: string, values?: Record<string, string | number>) => text(language, `events:${key}`, values);
        await openPage(watched, ticketsUrl(site, EVENT.lapse));
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        const seatId = await freeSeats(page).first().getAttribute('data-seat-id');
        await page.locator(`[data-seat-id="${seatId}"]`).click();
        await page.getByRole('button', { name: t('tickets.hold', { minutes: TICKET_HOLD_MS / 60_000 }) }).click();
        await page.getByTestId('hold-countdown').waitFor();
        await page.screenshot({ path: join(SCREENSHOTS, `hold-${site}-${viewport.width}.png`), fullPage: true });
        expect(await horizontalOverflow(page)).toBe(0);

        // Elsewhere on the site, the reminder says the tickets are still held.
        await openPage(watched, stack.url(site, '/office/events'));
        await page.getByTestId('hold-reminder').waitFor();
        await page.screenshot({ path: join(SCREENSHOTS, `reminder-${site}-${viewport.width}.png`) });
        await page.getByRole('link', { name: t('reminder.link') }).waitFor();

        await openPage(watched, ticketsUrl(site, EVENT.lapse));
        const timeout = page.getByRole('dialog', { name: t('timeout.title') });
        await timeout.waitFor({ timeout: SHORT_HOLD_MS + LAPSE_NOTICE_MS });
        await timeout.getByRole('button', { name: t('timeout.again') }).click();
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
