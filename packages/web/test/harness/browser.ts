import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium with the flags DEVELOPERS.md gives; never a downloaded browser. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // *.localhost is this machine; say so instead of relying on the resolver
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

const evidenceDir = fileURLToPath(new URL('../../../../.evidence/', import.meta.url));

export interface WatchedPage {
  page: Page;
  /** Console errors, page errors and failed requests seen so far. */
  problems: string[];
  /** Saves a screenshot and the console log under .evidence/ and returns the folder. */
  saveEvidence: (name: string) => Promise<string>;
}

/** A page that records every console error, uncaught error and failed request. */
export const watchedPage = async (context: BrowserContext): Promise<WatchedPage> => {
  const page = await context.newPage();
  const problems: string[] = [];
  const log: string[] = [];
  page.on('console', (message) => {
    log.push(`[${message.type()}] ${message.text()}`);
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`requestfailed: ${request.url()} ${request.failure()?.errorText}`),
  );
  return {
    page,
    problems,
    saveEvidence: async (name) => {
      const dir = `${evidenceDir}${name.replace(/[^\w.-]+/g, '_')}/`;
      mkdirSync(dir, { recursive: true });
      await page
        .screenshot({ path: `${dir}screenshot.png`, fullPage: true })
        .catch((error: Error) => log.push(`screenshot failed: ${error.message}`));
      writeFileSync(`${dir}console.log`, `${log.join('\n')}\n\nproblems:\n${problems.join('\n')}\n`);
      return dir;
    },
  };
};
