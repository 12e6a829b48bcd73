import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type WatchedPage, watchedPage } from './harness/browser.js';
import { DESKTOP, openPage, PHONE, seriousA11yViolations, withEvidence } from './harness/checks.js';
import { evidenceShot } from './harness/evidence.js';
import { siteContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 16, "Files in": the shared upload field in Chromium against the real gateway and sandbox,
 * mounted on the office mail page (no page of ours takes files yet): a file goes up and comes back
 * as ids, progress shows while it goes, Cancel stops it and the sandbox keeps nothing, a refusal of
 * the gateway shows under the field in the page's language; in Russian and in Hebrew (RTL), on a
 * phone and a desktop.
 */
/** The site each language is read on: Hebrew on the Israeli site, right to left. */
const SITE_OF: Record<string, string> = { ru: 'ru', he: 'il' };
const LABEL = 'Документ';
const SMALL_PDF_BYTES = 2 * 1024 * 1024;
/** Large enough to still be going while the sandbox holds the upstream request. */
const SLOW_PDF_BYTES = 12 * 1024 * 1024;
/** How long the sandbox holds the upload before reading it (fault `latency`), so Cancel comes first. */
const HOLD_MS = 5_000;
/** The browser's upload pace in that test: the 12 MiB file would take about 24 s. */
const SLOW_UPLOAD_BYTES_PER_S = 512 * 1024;
const LOCALES = fileURLToPath(new URL('../src/i18n/locales/', import.meta.url));

const suite = browserSuite('file-upload');
let bundle: { js: string; css: string };

beforeAll(async () => {
  const built = await build({
    entryPoints: [fileURLToPath(new URL('./fixtures/file-upload-entry.tsx', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    outdir: 'out',
    jsx: 'automatic',
    conditions: ['source'],
    loader: { '.module.css': 'local-css' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const file = (ext: string) => built.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
  bundle = { js: file('.js'), css: file('.css') };
});

const pdf = (name: string, size: number) => {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.7\n');
  return { name, mimeType: 'application/pdf', buffer };
};

/** The field's file input, by its label (what a screen reader announces with it). */
const picker = (page: Page) => page.getByLabel(LABEL, { exact: true });

const uploadsDone = async (): Promise<number> =>
  ((await suite.stack.admin('GET', '/calls')) as { counts: Record<string, number> }).counts.fileUpload ?? 0;

/** The mail page of a signed-in partner, with the upload field mounted on it in `language`. */
const withUploadField = async (
  language: string,
  viewport: typeof PHONE | typeof DESKTOP,
  check: (watched: WatchedPage) => Promise<void>,
) => {
  // The fixture's script is injected inline, which the site's policy rightly refuses: bypassed here only.
  const context: BrowserContext = await siteContext(suite.browser, suite.stack, SITE_OF[language] ?? 'ru', {
    language,
    login: 'partner',
    viewport,
    bypassCSP: true,
  });
  context.setDefaultTimeout(10_000);
  try {
    const watched = await watchedPage(context);
    await openPage(watched, suite.stack.url(SITE_OF[language] ?? 'ru', '/office/mail'));
    await watched.page.addStyleTag({ content: bundle.css });
    await watched.page.addScriptTag({ content: bundle.js });
    const common = JSON.parse(readFileSync(join(LOCALES, language, 'common.json'), 'utf8'));
    await watched.page.evaluate((mount) => window.mountFileUpload(mount), { language, common, label: LABEL });
    await withEvidence(watched, `file-upload-${language}-${viewport.width}`, () => check(watched));
  } finally {
    await context.close();
  }
};

describe('the upload field in Chromium (issue 16, files in)', () => {
  it('uploads a file, then shows it done; the gateway gave its ids', async () => {
    await withUploadField('ru', PHONE, async ({ page }) => {
      const before = await uploadsDone();
      await picker(page).setInputFiles(pdf('договор.pdf', SMALL_PDF_BYTES));
      await page
        .getByRole('status')
        .filter({ hasText: text('ru', 'upload.done', { name: 'договор.pdf' }) })
        .waitFor();
      expect(await page.evaluate(() => window.uploadedFileIds)).toHaveLength(1);
      expect(await uploadsDone()).toBe(before + 1);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });

  it('shows progress while uploading, and Cancel stops it: the sandbox keeps nothing', async () => {
    for (const [language, viewport] of [
      ['ru', DESKTOP],
      ['he', PHONE],
    ] as const) {
      await withUploadField(language, viewport, async ({ page }) => {
        const before = await uploadsDone();
        await suite.stack.admin('POST', '/faults', {
          fault: `latency=${HOLD_MS}`,
          operations: ['fileUpload'],
          times: 1,
        });
        // Loopback and socket buffers can take the whole file at once: sent at a phone's pace, it is
        // still on its way when Cancel comes, as the test means.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: SLOW_UPLOAD_BYTES_PER_S,
        });
        await picker(page).setInputFiles(pdf('big.pdf', SLOW_PDF_BYTES), { timeout: 30_000 });
        const progress = page.getByRole('progressbar', {
          name: text(language, 'upload.progress', { name: 'big.pdf' }),
        });
        await progress.waitFor();
        await evidenceShot(page.locator('#file-upload-test'), {
          path: join(suite.screenshots, `progress-${language}-${viewport.width}.png`),
        });
        await page.getByRole('button', { name: text(language, 'upload.cancel') }).click();
        await page
          .getByRole('status')
          .filter({ hasText: text(language, 'upload.cancelled') })
          .waitFor();
        expect(await progress.count()).toBe(0);
        // After the sandbox's hold it finds the body cut short and stores nothing.
        await page.waitForTimeout(HOLD_MS + 500);
        expect(await uploadsDone()).toBe(before);
      });
    }
  });

  it("shows the gateway's refusal under the field in the page's language", async () => {
    await withUploadField('he', DESKTOP, async ({ page }) => {
      const fake = { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') };
      await picker(page).setInputFiles(fake);
      const alert = page.getByRole('alert').filter({ hasText: text('he', 'upload.errors.file_type_mismatch') });
      await alert.waitFor();
      expect(await picker(page).getAttribute('aria-invalid')).toBe('true');
      await evidenceShot(page.locator('#file-upload-test'), {
        path: join(suite.screenshots, 'refused-he-1280.png'),
      });
    });
  });
});
