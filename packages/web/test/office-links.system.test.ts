import { join } from 'node:path';
import { SMS_CODE } from '@gf/sandbox/state/users';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WatchedPage } from './harness/browser.js';
import {
  DESKTOP,
  horizontalOverflow,
  openPage,
  PHONE,
  pageMarker,
  waitForReady,
  withContextPage,
} from './harness/checks.js';
import { evidenceShot } from './harness/evidence.js';
import { partnerContext, siteContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 32 item 4 "Links partners share work": every link the office's Links page hands out
 * (spec 2 §2 "Registration and invites": referral links of GET /greenway/office/link/, invite links
 * of link/invite/active) opens a working page in a fresh, signed-out browser; registration by
 * referral code (spec 1 §4, spec 2 §4) works for a partner and a client; the share button uses the
 * Web Share API where the browser has it and copies the link otherwise.
 */
const suite = browserSuite('office-links');
const SPONSOR_NUMBER = '100001';
const PASSWORD = 'joined-2026';

/** Every URL the page hands out: each link's share button carries it. */
const handedOut = (page: Page): Promise<string[]> =>
  page.locator('main [data-share]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-share') ?? ''));

/** The partner's Links page on ru, with an invite link of each kind made first. */
const openLinks = async (watched: WatchedPage, site: string, language: string): Promise<void> => {
  const t = (key: string) => text(language, key);
  await openPage(watched, suite.stack.url(site, '/office/links'));
  for (const [button, code] of [
    ['people:links.newPartner', 'INV-P-'],
    ['people:links.newClient', 'INV-C-'],
  ] as const) {
    await watched.page.getByRole('button', { name: t(button) }).click();
    await watched.page.locator(`[data-invite^="${code}"]`).first().waitFor();
  }
};

/** Fills the referral page's registration (spec 2 §4: phone, SMS code, data) and waits for the office. */
const register = async (watched: WatchedPage, phone: string, email: string): Promise<void> => {
  const { page } = watched;
  const t = (key: string) => text('ru', key);
  await page.getByLabel(t('registration:fields.phone')).fill(phone);
  await page.getByRole('button', { name: t('registration:registration.sendCode') }).click();
  await page.getByLabel(t('registration:registration.code')).fill(SMS_CODE);
  await page.getByRole('button', { name: t('registration:registration.check') }).click();
  await page.getByLabel(t('registration:fields.first_name')).fill('Vera');
  await page.getByLabel(t('registration:fields.last_name')).fill('Lebedeva');
  await page.getByLabel(t('registration:fields.birth_date')).fill('1990-04-12');
  await page.getByLabel(t('registration:fields.city')).fill('Moscow');
  await page.getByLabel(t('registration:fields.email')).fill(email);
  await page.getByLabel(t('registration:fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t('registration:fields.password_repeat')).fill(PASSWORD);
  await page.getByLabel(t('registration:registration.agreement')).check();
  await page.getByRole('button', { name: t('registration:registration.submit') }).click();
  await page.waitForURL((url) => url.pathname === '/office');
  await waitForReady(watched);
};

const authState = (
  page: Page,
): Promise<{ signedIn: boolean; user: { role: string } | null; referral: { ref: string } | null }> =>
  page.evaluate(async () => (await fetch('/bff/v1/auth?fresh=1')).json());

describe('the Links page hands out links that work (issue 32 item 4)', () => {
  let links: string[] = [];

  it('signed in as partner on ru: labels in Russian, every link handed out', async () => {
    const context = await partnerContext(suite.browser, suite.stack, 'ru', 'ru');
    await withContextPage(context, 'links-collect', async (watched) => {
      const { page } = watched;
      await openLinks(watched, 'ru', 'ru');
      for (const kind of ['shop', 'partner', 'client'])
        expect(await page.locator(`[data-link="${kind}"]`).textContent()).toContain(
          text('ru', `people:links.kind.${kind}`),
        );
      expect(await page.locator('main').textContent()).not.toMatch(
        /Partner registration|Client registration|Shop with/,
      );
      links = await handedOut(page);
      // The referral links (shop, partner, client) and one invite link of each kind.
      expect(links.filter((url) => url.includes(`ref=${SPONSOR_NUMBER}`))).toHaveLength(3);
      expect(links.some((url) => url.includes('/invite/partner/INV-P-'))).toBe(true);
      expect(links.some((url) => url.includes('/invite/client/INV-C-'))).toBe(true);
      // The QR carries the link it stands for.
      const first = page.locator('main li[data-link="partner"]');
      await first.getByRole('button', { name: text('ru', 'people:qr.show') }).click();
      expect(await first.locator('figure[data-qr]').getAttribute('data-qr')).toBe(
        links.find((u) => u.includes('/registration/partner')),
      );
    });
  });

  it('each link opens a working page in a fresh, signed-out browser', async () => {
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const url of links) {
      const context = await siteContext(suite.browser, suite.stack, 'ru', { viewport: PHONE });
      await withContextPage(context, `links-visit-${new URL(url).pathname.replace(/\W+/g, '-')}`, async (watched) => {
        await openPage(watched, url);
        expect(await pageMarker(watched.page), url).toBeNull();
        expect(await horizontalOverflow(watched.page), url).toBe(0);
        // A registration link names the partner who invites (spec 1 §3 ref info, invite info); the
        // shop link keeps the partner's code for the visitor (spec 1 §4), so checkout orders under it.
        if (new URL(url).pathname.startsWith('/shop'))
          await expect.poll(async () => (await authState(watched.page)).referral?.ref).toBe(SPONSOR_NUMBER);
        else await watched.page.locator('main').getByText(new RegExp(SPONSOR_NUMBER)).first().waitFor();
        expect(watched.unexpected(), url).toEqual([]);
      });
    }
  });

  it.each([
    { kind: 'partner', phone: '+7 916 557 0001' },
    { kind: 'client', phone: '+7 916 557 0002' },
  ] as const)(
    'a $kind registers through the referral link and lands in the office signed in',
    async ({ kind, phone }) => {
      const url = links.find((link) => link.includes(`/registration/${kind}`));
      expect(url).toBeDefined();
      const context = await siteContext(suite.browser, suite.stack, 'ru', { viewport: DESKTOP });
      await withContextPage(context, `links-register-${kind}`, async (watched) => {
        await openPage(watched, url!);
        const title = text(
          'ru',
          kind === 'partner' ? 'registration:invite.partnerTitle' : 'registration:invite.clientTitle',
        );
        expect(await watched.page.locator('main h1').first().textContent()).toBe(title);
        await watched.page.locator(`[data-sponsor="${SPONSOR_NUMBER}"]`).waitFor();
        await register(watched, phone, `referral.${kind}@example.com`);
        expect(await authState(watched.page)).toMatchObject({ signedIn: true, user: { role: kind } });
      });
    },
  );

  it('an unknown referral code explains itself and offers a way on, not the not-found page', async () => {
    const context = await siteContext(suite.browser, suite.stack, 'ru', { viewport: PHONE });
    await withContextPage(context, 'links-unknown-ref', async (watched) => {
      const { page } = watched;
      await openPage(watched, suite.stack.url('ru', '/registration/partner/?ref=999999'));
      expect(await pageMarker(page)).toBeNull();
      await page.getByText(text('ru', 'registration:referral.unknown')).waitFor();
      await page.getByRole('link', { name: text('ru', 'registration:referral.toShop') }).waitFor();
      await page.getByRole('button', { name: text('ru', 'registration:old.enterCode') }).waitFor();
      // The refused look-up is the page's own answer.
      expect(watched.unexpected((failure) => failure.url.includes('/bff/v1/auth/referral'))).toEqual([]);
    });
  });
});

describe('the share button (Web Share API, else the clipboard)', () => {
  it('calls navigator.share with the link where the browser has it', async () => {
    const context = await partnerContext(suite.browser, suite.stack, 'ru', 'ru', { viewport: PHONE });
    await context.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await withContextPage(context, 'links-share-sheet', async (watched) => {
      const { page } = watched;
      await openPage(watched, suite.stack.url('ru', '/office/links'));
      const item = page.locator('main li[data-link="partner"]');
      const button = item.getByRole('button', { name: text('ru', 'share.share') });
      const url = await button.getAttribute('data-share');
      await button.click();
      const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
      expect(shared).toEqual([{ title: text('ru', 'people:links.kind.partner'), url }]);
    });
  });

  it('copies the link and says so where the browser has no share sheet', async () => {
    const context = await partnerContext(suite.browser, suite.stack, 'ru', 'ru');
    await context.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.stack.url('ru') });
    await withContextPage(context, 'links-share-copy', async (watched) => {
      const { page } = watched;
      await openPage(watched, suite.stack.url('ru', '/office/links'));
      const item = page.locator('main li[data-link="client"]');
      const button = item.getByRole('button', { name: text('ru', 'share.copy') });
      const url = await button.getAttribute('data-share');
      await button.click();
      await item.getByRole('status').getByText(text('ru', 'share.copied')).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    });
  });
});

describe('screenshots at 375 and 1280 px on ru and il (Hebrew)', () => {
  it.each([
    { site: 'ru', language: 'ru', viewport: PHONE },
    { site: 'ru', language: 'ru', viewport: DESKTOP },
    { site: 'il', language: 'he', viewport: PHONE },
    { site: 'il', language: 'he', viewport: DESKTOP },
  ])(
    '$site ($language) at $viewport.width px: the Links page and the referral page',
    async ({ site, language, viewport }) => {
      const shot = (page: Page, name: string) =>
        evidenceShot(page, {
          path: join(suite.screenshots, `${name}-${site}-${language}-${viewport.width}.png`),
          fullPage: true,
        });
      const office = await partnerContext(suite.browser, suite.stack, site, language, { viewport });
      let referral = '';
      await withContextPage(office, `links-shot-${site}-${viewport.width}`, async (watched) => {
        await openPage(watched, suite.stack.url(site, '/office/links'));
        const partner = watched.page.locator('main li[data-link="partner"]');
        expect(await partner.textContent()).toContain(text(language, 'people:links.kind.partner'));
        referral = (await partner.locator('[data-share]').getAttribute('data-share')) ?? '';
        expect(await horizontalOverflow(watched.page)).toBe(0);
        await shot(watched.page, 'links');
      });
      const visitor = await siteContext(suite.browser, suite.stack, site, { viewport, language });
      await withContextPage(visitor, `links-referral-shot-${site}-${viewport.width}`, async (watched) => {
        await openPage(watched, referral);
        await watched.page.locator(`[data-sponsor="${SPONSOR_NUMBER}"]`).waitFor();
        expect(await watched.page.locator('html').getAttribute('dir')).toBe(language === 'he' ? 'rtl' : 'ltr');
        expect(await horizontalOverflow(watched.page)).toBe(0);
        await shot(watched.page, 'referral');
      });
    },
  );
});

/** The partner's seeded order awaiting payment (on ru). */
const UNPAID_ORDER = 5005;

/**
 * Shares the partner's unpaid order from its order page (spec 2 §2 orders "share") and returns the
 * link's path and query (the upstream builds it on the site's public origin, not the test stack's).
 */
const shareOrder = async (site: string, language: string): Promise<string> => {
  const office = await partnerContext(suite.browser, suite.stack, site, language);
  let link = '';
  await withContextPage(office, `order-share-${site}`, async (watched) => {
    await openPage(watched, suite.stack.url(site, `/office/orders/${UNPAID_ORDER}`));
    await watched.page.getByRole('button', { name: text(language, 'orders:order.share') }).click();
    const notice = watched.page.getByText(text(language, 'orders:order.shared', { link: '' }).trim());
    link = /https?:\/\/\S+/.exec((await notice.textContent()) ?? '')?.[0] ?? '';
  });
  expect(link).toContain(`/shop/order/${UNPAID_ORDER}/payment/?share=`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe('an order shared by link (spec 2 §2 orders "share", spec 2 §7 PUT /shop/order/{id}/share/)', () => {
  it('on il (Hebrew) at 375 px the unpaid order reads right to left', async () => {
    const link = await shareOrder('ru', 'ru');
    const context = await siteContext(suite.browser, suite.stack, 'il', { viewport: PHONE, language: 'he' });
    await withContextPage(context, 'order-share-il', async (watched) => {
      await openPage(watched, suite.stack.url('il', link));
      await watched.page.getByText(text('he', 'payments:shared.lead')).waitFor();
      expect(await watched.page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await horizontalOverflow(watched.page)).toBe(0);
      await evidenceShot(watched.page, { path: join(suite.screenshots, 'order-share-il-he-375.png'), fullPage: true });
    });
  });

  it('a signed-out visitor at 375 px sees what the order owes and pays it through a provider', async () => {
    const link = suite.stack.url('ru', await shareOrder('ru', 'ru'));
    const context = await siteContext(suite.browser, suite.stack, 'ru', { viewport: PHONE, language: 'ru' });
    await withContextPage(context, 'order-share-pay', async (watched) => {
      const { page } = watched;
      await openPage(watched, link);
      expect(await pageMarker(page)).toBeNull();
      await page.getByText(text('ru', 'payments:shared.lead')).waitFor();
      const due = page.locator('main').getByText(text('ru', 'orders:pay.due'));
      expect(await due.textContent()).toMatch(/\d.*₽/);
      expect(await horizontalOverflow(page)).toBe(0);
      await evidenceShot(page, { path: join(suite.screenshots, 'order-share-ru-ru-375.png'), fullPage: true });
      // The sandbox's acquiring page takes the payment and sends the visitor back to the link.
      await page.getByRole('button', { name: /Sberbank/ }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/provider/sberbank/'));
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL((url) => url.searchParams.get('payment') === 'success');
      await page.getByRole('status').getByText(text('ru', 'orders:pay.paid')).waitFor();
      // The sandbox's provider page has no icon: the browser's own favicon request there is not ours.
      expect(watched.unexpected().filter((line) => !line.endsWith('/favicon.ico)'))).toEqual([]);
    });
  });

  it('says so when the browser refuses the copy, and shows the link to copy by hand', async () => {
    const context = await partnerContext(suite.browser, suite.stack, 'ru', 'ru');
    await context.addInitScript(() => {
      Clipboard.prototype.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
    });
    await withContextPage(context, 'order-share-refused-copy', async (watched) => {
      const { page } = watched;
      await openPage(watched, suite.stack.url('ru', `/office/orders/${UNPAID_ORDER}`));
      await page.getByRole('button', { name: text('ru', 'orders:order.share') }).click();
      const notice = page.getByText(text('ru', 'share.failed'));
      expect(await notice.textContent()).toMatch(new RegExp(`/shop/order/${UNPAID_ORDER}/payment/\\?share=`));
      expect(await page.getByText(text('ru', 'orders:order.shared', { link: '' }).trim()).count()).toBe(0);
    });
  });

  it('a wrong hash explains itself and leads to the shop, not the error page', async () => {
    const context = await siteContext(suite.browser, suite.stack, 'ru', { viewport: PHONE, language: 'ru' });
    await withContextPage(context, 'order-share-wrong', async (watched) => {
      const { page } = watched;
      await openPage(watched, suite.stack.url('ru', `/shop/order/${UNPAID_ORDER}/payment/?share=os_wrong_hash_1`));
      await page.getByText(text('ru', 'payments:shared.unknown')).waitFor();
      await page
        .getByRole('link', { name: text('ru', 'common:nav.shop') })
        .last()
        .waitFor();
      expect(new URL(page.url()).pathname).toBe(`/shop/order/${UNPAID_ORDER}/payment/`);
      await evidenceShot(page, { path: join(suite.screenshots, 'order-share-wrong-ru-ru-375.png'), fullPage: true });
      // The refused read is the page's own answer.
      expect(watched.unexpected((failure) => failure.url.includes('/shared/'))).toEqual([]);
    });
  });
});
