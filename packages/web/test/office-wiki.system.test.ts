import { join } from 'node:path';
import { DOCUMENT_HUBS, EDUCATION_PAGES, WIKI_SECTIONS } from '@gf/contracts/rules/office-library';
import { describe, expect, it } from 'vitest';
import { LIVE_CHAT_LAUNCHER } from '../src/lib/live-chat.js';
import type { WatchedPage } from './harness/browser.js';
import {
  horizontalOverflow,
  openPage,
  PHONE,
  pageMarker,
  readJson,
  viewportsOf,
  withContextPage,
} from './harness/checks.js';
import { evidenceShot } from './harness/evidence.js';
import { partnerContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 22, the office's reading pages (spec 1 §2 /office/wiki/{section} with its four fixed pages,
 * /office/education/platform, /beginners-guide, /site-video-review, the sections of
 * /office/specifications and /office/materials; the rich-text, video and chat-options modals): a
 * partner on ru, us, il and eu, at phone width (and desk width on DESK_WIDTH_SITES), sees each
 * page's own content, opens a rule in the rich-text modal and a lesson in the video modal, and
 * downloads a document.
 */
const SITES = [
  { site: 'ru', language: 'ru' },
  { site: 'us', language: 'en-US' },
  { site: 'il', language: 'he' },
  { site: 'eu', language: 'en' },
] as const;
/** The wiki page whose rules open in the rich-text modal. */
const RULES_SECTION = 'standards-and-rules';
/** A section of each document hub that the sandbox's CMS has for a partner. */
const DOCUMENT_SECTIONS = { specifications: 'product-passports', materials: 'brand-book' } as const;
/** The only site of the four whose settings turn the live chat on (for its language ru). */
const CHAT_SITE = 'ru';

interface Entry {
  key: string;
  title: string | null;
  html: string | null;
  link: string | null;
  video: { src: string } | null;
  file: { id: number; href: string } | null;
}
interface LibraryReply {
  title: string;
  entries: Entry[];
}

const suite = browserSuite('office-wiki');
const _cookies = new Map<string, string>();

/** Opens a page, checks it is its own (no 404 or error stand-in), without sideways scrolling, and that it shows the gateway's title and every entry. */
const visitLibraryPage = async (watched: WatchedPage, site: string, path: string, api: string) => {
  const { page } = watched;
  await openPage(watched, suite.stack.url(site, path));
  expect(await pageMarker(page), path).toBeNull();
  expect(await horizontalOverflow(page), path).toBe(0);
  const reply = await readJson<LibraryReply>(page, api);
  expect(await page.locator('main h1').first().textContent(), path).toBe(reply.title);
  const shown = await page
    .locator('main [data-entry]')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-entry')));
  expect(shown, path).toEqual(reply.entries.map((e) => e.key));
  expect(watched.unexpected(), path).toEqual([]);
  return reply;
};

describe('a partner’s wiki, education, specifications and materials on ru, us, il and eu', () => {
  for (const { site, language } of SITES) {
    for (const { name, viewport } of viewportsOf(site)) {
      it(`every page renders its own content, the modals open (${site}, ${language}, ${viewport.width} px)`, async () => {
        const context = await partnerContext(suite.browser, suite.stack, site, language, { viewport });
        await withContextPage(context, `office-wiki-${site}-${name}`, async (watched) => {
          const { page } = watched;
          const t = (key: string) => text(language, `content:${key}`);
          const shot = (path: string) =>
            evidenceShot(page, {
              path: join(suite.screenshots, `${path.replaceAll('/', '-').slice(1)}-${site}-${name}.png`),
              fullPage: true,
            });

          const titles = new Set<string>();
          for (const section of WIKI_SECTIONS) {
            const path = `/office/wiki/${section}`;
            titles.add((await visitLibraryPage(watched, site, path, `/bff/v1/office/wiki/${section}`)).title);
            await shot(path);
          }
          expect(titles.size).toBe(WIKI_SECTIONS.length);

          // A rule opens in the rich-text modal with its own text.
          const rules = await visitLibraryPage(
            watched,
            site,
            `/office/wiki/${RULES_SECTION}`,
            `/bff/v1/office/wiki/${RULES_SECTION}`,
          );
          const rule = rules.entries.find((e) => e.html && !e.file && !e.video)!;
          await page.locator(`[data-entry="${rule.key}"]`).getByRole('button', { name: rule.title! }).click();
          const richText = page.getByTestId('rich-text');
          await richText.waitFor();
          expect(await page.getByRole('dialog').getByRole('heading').first().textContent()).toBe(rule.title);
          const ruleText = await page.evaluate((html) => {
            const div = document.createElement('div');
            div.innerHTML = html;
            return div.textContent ?? '';
          }, rule.html!);
          expect(await richText.textContent()).toContain(ruleText);
          if (name === 'phone') await shot('/office/wiki/rich-text');
          await page.keyboard.press('Escape');
          await richText.waitFor({ state: 'detached' });

          for (const education of Object.keys(EDUCATION_PAGES)) {
            const path = `/office/education/${education}`;
            const reply = await visitLibraryPage(watched, site, path, `/bff/v1/office/education/${education}`);
            await shot(path);
            // A course of the platform lives on another site: the external-link modal names it first.
            if (education === 'platform') {
              const course = reply.entries.find((e) => e.link);
              if (!course) throw new Error('the platform page lists no course');
              await page
                .locator(`[data-entry="${course.key}"]`)
                .getByRole('button', { name: t('library.visit') })
                .click();
              const leaving = page.getByRole('dialog', { name: text(language, 'modals:externalLink.title') });
              await leaving.getByText(new URL(course.link!).host).waitFor();
              await page.keyboard.press('Escape');
              await leaving.waitFor({ state: 'detached' });
            }
          }
          // The page we are on is the video review: a lesson plays in the video modal.
          const videos = await readJson<LibraryReply>(page, '/bff/v1/office/education/site-video-review');
          const lesson = videos.entries.find((e) => e.video)!;
          await page
            .locator(`[data-entry="${lesson.key}"]`)
            .getByRole('button', { name: t('library.watch') })
            .click();
          const video = page.getByRole('dialog').locator('video');
          await video.waitFor();
          expect(await video.getAttribute('src')).toBe(lesson.video!.src);
          expect(await page.getByRole('dialog').getByRole('heading').first().textContent()).toBe(lesson.title);
          if (name === 'phone') await shot('/office/education/video');
          await page.keyboard.press('Escape');
          await video.waitFor({ state: 'detached' });

          for (const hub of Object.keys(DOCUMENT_HUBS) as (keyof typeof DOCUMENT_HUBS)[]) {
            const path = `/office/${hub}/${DOCUMENT_SECTIONS[hub]}`;
            const documents = await visitLibraryPage(watched, site, path, `/bff/v1/${path.slice(1)}`);
            await shot(path);
            const document = documents.entries.find((e) => e.file)!;
            const link = page
              .locator(`[data-entry="${document.key}"]`)
              .getByRole('link', { name: t('library.download') });
            expect(await link.getAttribute('href')).toBe(document.file!.href);
            const download = await page.evaluate(async (href) => {
              const response = await fetch(href);
              return { status: response.status, type: response.headers.get('content-type') };
            }, document.file!.href);
            expect(download).toEqual({ status: 200, type: 'application/pdf' });
          }
        });
      });
    }

    it(`a wiki section that is not one of the four is the 404 page, without a call (${site})`, async () => {
      const context = await partnerContext(suite.browser, suite.stack, site, language, { viewport: PHONE });
      await withContextPage(context, `office-wiki-404-${site}`, async (watched) => {
        const { page } = watched;
        const wikiCalls: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/bff/v1/office/wiki/')) wikiCalls.push(request.url());
        });
        await openPage(watched, suite.stack.url(site, '/office/wiki/no-such-page'));
        expect(await pageMarker(page)).toBe('not-found');
        expect(new URL(page.url()).pathname).toBe('/office/wiki/no-such-page');
        expect(wikiCalls).toEqual([]);
      });
    });

    it(`the chat-options modal where the live chat applies (${site})`, async () => {
      const context = await partnerContext(suite.browser, suite.stack, site, language, { viewport: PHONE });
      await withContextPage(context, `office-chat-${site}`, async (watched) => {
        const { page } = watched;
        const t = (key: string) => text(language, `services:${key}`);
        await openPage(watched, suite.stack.url(site, '/office/services'));
        await page.getByRole('link', { name: t('service.pulse.title') }).waitFor();
        const chatButton = page.getByRole('button', { name: t('chat.open') });
        if (site !== CHAT_SITE) {
          expect(await chatButton.count()).toBe(0);
          return;
        }
        await chatButton.click();
        const dialog = page.getByRole('dialog', { name: t('chat.title') });
        await dialog.waitFor();
        expect(
          await dialog.locator('[data-option]').evaluateAll((o) => o.map((e) => e.getAttribute('data-option'))),
        ).toEqual(['live', 'mail', 'assistant']);
        await evidenceShot(page, { path: join(suite.screenshots, `chat-options-${site}.png`), fullPage: true });
        // No vendor script can load here: the modal says the chat window is not there yet.
        await dialog.getByRole('button', { name: t('chat.live') }).click();
        await dialog.getByText(t('chat.liveMissing')).waitFor();
        // Once the vendor's launcher is on the page, the option presses it and the modal closes.
        await page.evaluate((selector) => {
          const launcher = document.createElement('a');
          launcher.className = selector.split(',')[0]!.trim().slice(1);
          launcher.addEventListener('click', () => document.body.setAttribute('data-chat-opened', ''));
          document.body.append(launcher);
        }, LIVE_CHAT_LAUNCHER);
        await dialog.getByRole('button', { name: t('chat.live') }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(await page.locator('body[data-chat-opened]').count()).toBe(1);
      });
    });
  }
});
