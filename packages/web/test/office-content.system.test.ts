import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { SERVICE_PAGE_NAMES, UNKNOWN_LINK_CODE } from '@gf/contracts/rules/office-services';
import { RATING_PAGE_NAMES } from '@gf/contracts/rules/rating-pages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WatchedPage } from './harness/browser.js';
import {
  DESKTOP,
  horizontalOverflow,
  openPage,
  PHONE,
  pageMarker,
  readJson,
  waitForReady,
  withContextPage,
} from './harness/checks.js';
import { MOSCOW_COURIER } from './harness/delivery.js';
import { evidenceShot } from './harness/evidence.js';
import { gatewayCall, partnerContext, signIn } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 22, office content, recognition and services (spec 1 §2 office routes and modals; spec 2 §2
 * "Ratings", "Audio, promo, links, achievements, service pages"): a partner on ru, us, il and eu
 * opens each page and sees its own content, switches a rating's period, buys a meditation and plays
 * it, and sends the business-telecom form with a file.
 */
const SITES = [
  { site: 'ru', language: 'ru' },
  { site: 'us', language: 'en-US' },
  { site: 'il', language: 'he' },
  { site: 'eu', language: 'en' },
] as const;
const VIEWPORTS = [
  { name: 'phone', viewport: PHONE },
  { name: 'desk', viewport: DESKTOP },
] as const;
/** The rating whose period the suite switches: its rows differ from month to month. */
const SWITCHED_RATING = 'best-seller';
/** A rating with a club's members: a row opens the council-member-card. */
const CLUB_RATING = 'president-council';
/** A PDF small enough to send at once; its first bytes are what the upload rule checks. */
const PDF = Buffer.from('%PDF-1.7\n% registration papers of Green Telecom\n');
const BUSINESS_VALUES = {
  company_name: 'Green Telecom LLC',
  inn: '7701234567',
  contact_phone: '+79161234567',
  email: 'office@green-telecom.example',
};
const BUSINESS_TARIFF = 'Business';

const suite = browserSuite('office-content');
const cookies = new Map<string, string>();

const partnerCookie = async (site: string): Promise<string> => {
  if (!cookies.has(site)) cookies.set(site, await signIn(suite.stack, site, 'partner'));
  return cookies.get(site)!;
};

const heading = (page: Page) => page.locator('main h1').first().textContent();

/** Opens a page and checks it is its own page (no 404 or error stand-in) without sideways scrolling. */
const visit = async (watched: WatchedPage, site: string, path: string): Promise<void> => {
  await openPage(watched, suite.stack.url(site, path));
  expect(await pageMarker(watched.page), path).toBeNull();
  expect(await horizontalOverflow(watched.page), path).toBe(0);
};

interface RatingReply {
  period: { id: number };
  periods: { id: number }[];
  rows: { name: string }[];
}

describe('a partner’s office content on ru, us, il and eu', () => {
  for (const { site, language } of SITES) {
    it(`ratings: the hub lists all fourteen, a period switches, a member card opens (${site}, ${language})`, async () => {
      const context = await partnerContext(suite.browser, suite.stack, site, language);
      await withContextPage(context, `ratings-${site}`, async (watched) => {
        const { page } = watched;
        const t = (key: string) => text(language, `ratings:${key}`);
        await visit(watched, site, '/office/ratings');
        expect(await heading(page)).toBe(t('title'));
        const tiles = page.getByTestId('rating-pages').getByRole('link');
        expect(await tiles.allTextContents()).toEqual(RATING_PAGE_NAMES.map((name) => t(`page.${name}`)));

        await tiles.filter({ hasText: t(`page.${SWITCHED_RATING}`) }).click();
        await waitForReady(watched);
        expect(new URL(page.url()).pathname).toBe(`/office/ratings/${SWITCHED_RATING}`);
        expect(await heading(page)).toBe(t(`page.${SWITCHED_RATING}`));
        const current = await readJson<RatingReply>(page, `/bff/v1/office/ratings/${SWITCHED_RATING}`);
        const table = page.getByRole('table', { name: t('leaders') });
        await table.getByText(current.rows[0]!.name).first().waitFor();

        const chosen = current.periods[1]!.id;
        await page.getByLabel(t('period'), { exact: true }).selectOption(String(chosen));
        await page.waitForURL((url) => url.searchParams.get('period') === String(chosen));
        const earlier = await readJson<RatingReply>(
          page,
          `/bff/v1/office/ratings/${SWITCHED_RATING}?period_id=${chosen}`,
        );
        expect(earlier.period.id).toBe(chosen);
        await table.getByText(earlier.rows[0]!.name).first().waitFor();

        await visit(watched, site, `/office/ratings/${CLUB_RATING}`);
        expect(await heading(page)).toBe(t(`page.${CLUB_RATING}`));
        const club = await readJson<RatingReply>(page, `/bff/v1/office/ratings/${CLUB_RATING}`);
        await page
          .getByRole('table', { name: t('leaders') })
          .getByText(club.rows[0]!.name)
          .first()
          .click();
        const card = page.getByTestId('council-member-card');
        await card.waitFor();
        expect(await card.textContent()).toContain(t(`page.${CLUB_RATING}`));
        expect(new URL(page.url()).searchParams.toString()).toContain('council-member-card');

        // A page the table lacks is the 404 page, in place.
        await openPage(watched, suite.stack.url(site, '/office/ratings/most-liked'));
        expect(await pageMarker(page)).toBe('not-found');
      });
    });

    it(`achievements, eco figures and projects, promos (${site}, ${language})`, async () => {
      const context = await partnerContext(suite.browser, suite.stack, site, language);
      await withContextPage(context, `content-${site}`, async (watched) => {
        const { page } = watched;
        const t = (key: string) => text(language, `content:${key}`);
        await visit(watched, site, '/office/achievements');
        expect(await heading(page)).toBe(t('achievements.title'));
        const achievements = await readJson<{ achievements: { name: string; description: string }[] }>(
          page,
          '/bff/v1/office/achievements',
        );
        await page.getByRole('button', { name: achievements.achievements[0]!.name }).click();
        const modal = page.getByTestId('my-achievement');
        await modal.waitFor();
        expect(await modal.textContent()).toContain(achievements.achievements[0]!.description);

        await visit(watched, site, '/office/eco-achievements');
        expect(await heading(page)).toBe(t('eco.title'));
        const eco = await readJson<{ mine: { name: string }[]; company: { name: string }[] }>(
          page,
          '/bff/v1/office/eco-achievements',
        );
        expect(await page.locator('main [data-stat]').count()).toBe(eco.mine.length + eco.company.length);
        await page.getByRole('link', { name: t('eco.toProjects') }).click();
        await waitForReady(watched);
        expect(await heading(page)).toBe(t('eco.projects'));
        const projects = await readJson<{ projects: { name: string }[] }>(
          page,
          '/bff/v1/office/eco-achievements/projects',
        );
        for (const project of projects.projects) await page.getByRole('heading', { name: project.name }).waitFor();

        await visit(watched, site, '/office/promo');
        expect(await heading(page)).toBe(t('promo.title'));
        await page.getByTestId('greenjack').waitFor();
        const promos = await readJson<{ promos: { title: string; page: string }[] }>(page, '/bff/v1/office/promo');
        await page.getByRole('link', { name: promos.promos[0]!.title }).click();
        await waitForReady(watched);
        expect(new URL(page.url()).pathname).toBe(`/office/promo/${promos.promos[0]!.page}`);
        expect(await heading(page)).toBe(promos.promos[0]!.title);
        // The promo's CMS text is shown as sanitised markup: its paragraph, no script.
        expect(await page.locator('main article p').count()).toBeGreaterThan(0);
        expect(await page.locator('main article script').count()).toBe(0);
      });
    });

    it(`services: the hub and its five pages (${site}, ${language})`, async () => {
      const context = await partnerContext(suite.browser, suite.stack, site, language);
      await withContextPage(context, `services-${site}`, async (watched) => {
        const { page } = watched;
        const t = (key: string) => text(language, `services:${key}`);
        await visit(watched, site, '/office/services');
        expect(await heading(page)).toBe(t('title'));
        for (const service of SERVICE_PAGE_NAMES) {
          await page.getByRole('link', { name: t(`service.${service}.title`) }).waitFor();
        }
        for (const service of SERVICE_PAGE_NAMES) {
          await visit(watched, site, `/office/services/${service}`);
          expect(await heading(page)).toBe(t(`service.${service}.title`));
        }
        // Issue 34, one submit path: the gateway's refusal of a code no messenger gave stands under
        // its field, nothing at the top, the page stays and the typed code stays.
        const code = page.getByLabel(t('assistant.code'));
        await code.fill('telegram-12');
        await page.getByRole('button', { name: t('assistant.check') }).click();
        await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
        await page.getByText(text(language, `common:refusal.${UNKNOWN_LINK_CODE}`)).waitFor();
        expect(await page.locator('main form').getByRole('alert').count()).toBe(0);
        expect(new URL(page.url()).pathname).toBe('/office/services/voice-assistant');
        expect(await heading(page)).toBe(t('service.voice-assistant.title'));
        expect(await code.inputValue()).toBe('telegram-12');
      });
    });
  }

  it('buys a meditation through the cart, then plays it (ru)', async () => {
    const site = 'ru';
    const language = 'ru';
    const cookie = await partnerCookie(site);
    const context = await partnerContext(suite.browser, suite.stack, site, language);
    await withContextPage(context, 'meditations-ru', async (watched) => {
      const { page } = watched;
      const t = (key: string, values?: Record<string, string>) => text(language, `content:${key}`, values);
      await visit(watched, site, '/office/orders/meditations');
      expect(await heading(page)).toBe(t('meditations.title'));
      type Reply = {
        meditations: { id: number; file: string | null; product_code: string | null }[];
        products: { id: number; type: number; limit: number | null; only_in_cart: boolean; code: string }[];
      };
      const before = await readJson<Reply>(page, '/bff/v1/office/meditations');
      const locked = before.meditations.find((m) => m.file === null && m.product_code !== null)!;
      const item = before.products.find((p) => p.code === locked.product_code)!;
      expect(item.type).toBe(3);
      expect(await page.locator(`[data-track="${locked.id}"] audio`).count()).toBe(0);
      // Before buying, the sound is refused, whoever asks for its address.
      expect(
        await page.evaluate(async (id) => (await fetch(`/bff/v1/office/meditations/${id}/file`)).status, locked.id),
      ).toBe(403);

      await page
        .getByRole('button', { name: new RegExp(text(language, 'content:meditations.buy', {}, true).source) })
        .click();
      await page.getByRole('link', { name: t('meditations.toCart') }).click();
      await waitForReady(watched);
      expect(new URL(page.url()).pathname).toBe('/shop/cart');
      // The audio book's line, named in the page's language (sandbox catalogue-ru.ts).
      await page
        .getByText(/Аудиокнига «Зелёный бизнес»/)
        .first()
        .waitFor();

      // The order and its payment as the checkout sends them (the checkout's own pages are the money-path suite's).
      const line = { id: item.id, quantity: 1, type: item.type, limit: item.limit, only_in_cart: item.only_in_cart };
      const placed = await gatewayCall(
        suite.stack,
        site,
        'POST',
        '/bff/v1/orders',
        {
          idempotency_key: randomUUID(),
          cart: { products: [line], gifts: [], free: [], choices: [] },
          delivery: MOSCOW_COURIER,
        },
        cookie,
      );
      expect(placed.status).toBe(200);
      const orderId = (JSON.parse(placed.body) as { id: number }).id;
      const paid = await gatewayCall(
        suite.stack,
        site,
        'POST',
        `/bff/v1/orders/${orderId}/pay/pay`,
        { segment: 'internal' },
        cookie,
      );
      expect(paid.status).toBe(200);

      await visit(watched, site, '/office/orders/meditations');
      const audio = page.locator(`[data-track="${locked.id}"] audio`);
      await audio.waitFor();
      const played = await audio.evaluate(async (element: HTMLAudioElement) => {
        element.muted = true;
        await element.play();
        await new Promise<void>((resolve) => {
          const check = () => (element.currentTime > 0 ? resolve() : setTimeout(check, 50));
          check();
        });
        element.pause();
        return element.currentTime;
      });
      expect(played).toBeGreaterThan(0);
    });
  });

  it('sends the business-telecom form with a document (ru)', async () => {
    const language = 'ru';
    const context = await partnerContext(suite.browser, suite.stack, 'ru', language);
    await withContextPage(context, 'business-telecom-ru', async (watched) => {
      const { page } = watched;
      const t = (key: string) => text(language, `services:${key}`);
      await visit(watched, 'ru', '/office/services/business-telecom');
      const form = page.getByTestId('business-form');
      const fields = await readJson<{ form: { fields: { name: string; label: string; type: string }[] } }>(
        page,
        '/bff/v1/office/services/business-telecom',
      );
      const label = (name: string) => fields.form.fields.find((f) => f.name === name)!.label;
      for (const [name, value] of Object.entries(BUSINESS_VALUES)) await form.getByLabel(label(name)).fill(value);
      await form.getByLabel(label('tariff')).selectOption(BUSINESS_TARIFF);
      await form
        .locator('input[type="file"]')
        .setInputFiles({ name: 'papers.pdf', mimeType: 'application/pdf', buffer: PDF });
      await form.getByRole('link', { name: 'papers.pdf' }).waitFor();
      await form.getByRole('button', { name: t('form.send') }).click();
      await form.getByText(t('form.sent')).waitFor();
      const after = await readJson<{ form: { status: string; values: Record<string, string> } }>(
        page,
        '/bff/v1/office/services/business-telecom',
      );
      expect(after.form.status).toBe('sent');
      expect(after.form.values.company_name).toBe(BUSINESS_VALUES.company_name);
      // The document comes back through the file streamer.
      const href = await form.getByRole('link', { name: 'papers.pdf' }).getAttribute('href');
      expect(await page.evaluate(async (url) => (await fetch(url!)).status, href)).toBe(200);
    });
  });
});

describe('how the pages look', () => {
  const LOOKS = [
    { site: 'ru', language: 'ru' },
    { site: 'il', language: 'he' },
  ] as const;
  const PAGES = [
    '/office/ratings',
    `/office/ratings/${SWITCHED_RATING}`,
    '/office/achievements',
    '/office/eco-achievements',
    '/office/promo',
    '/office/orders/meditations',
    '/office/services',
    '/office/services/business-telecom',
  ];
  for (const { site, language } of LOOKS) {
    for (const { name, viewport } of VIEWPORTS) {
      it(`content pages on ${site} (${language}) at ${viewport.width} px`, async () => {
        const context = await partnerContext(suite.browser, suite.stack, site, language, { viewport });
        await withContextPage(context, `content-look-${site}-${name}`, async (watched) => {
          for (const path of PAGES) {
            await visit(watched, site, path);
            const file = `${path.replaceAll('/', '-').slice(1)}-${site}-${name}.png`;
            await evidenceShot(watched.page, { path: join(suite.screenshots, file), fullPage: true });
          }
        });
      });
    }
  }
});
