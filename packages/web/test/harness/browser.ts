import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/**
 * The browser's language when a context names no `locale`: one no site offers (Zulu), so every site
 * opens in its default language (sites honour Accept-Language on a first visit, issue 32; Chromium
 * would otherwise send en-US and open most sites in English). A test of the browser's language
 * gives its context a `locale`, which Playwright sends instead.
 */
const NO_SITE_LANGUAGE = 'zu';

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
  `--accept-lang=${NO_SITE_LANGUAGE}`,
];

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** Git-ignored (`.evidence/` in .gitignore): one folder per failed check. */
export const evidenceDir = fileURLToPath(new URL('../../../../.evidence/', import.meta.url));

/** A request the page made that did not succeed: an HTTP status of 400 or more, or a network error. */
export interface FailedRequest {
  method: string;
  url: string;
  /** The HTTP status, or 0 when no answer came (the network error is in the problem's text). */
  status: number;
}

/** Decides which failed requests a check expects (a 401 from an office call while signed out...). */
export type ExpectedFailure = (failure: FailedRequest) => boolean;

export interface WatchedPage {
  page: Page;
  /** Console errors, page errors, failed requests and error responses seen since the last `reset()`. */
  problems: string[];
  /** The problems that `expected` does not account for (nor the console lines that report them). */
  unexpected: (expected?: ExpectedFailure) => string[];
  /** Forgets what was seen: the next visit starts clean. */
  reset: () => void;
  /** Waits until no request has been in flight for `quietMs`, at most `timeoutMs`. */
  settle: (options?: { quietMs?: number; timeoutMs?: number }) => Promise<void>;
  /** Saves a screenshot and the console log under .evidence/ and returns the folder. */
  saveEvidence: (name: string) => Promise<string>;
}

/** Chromium's own console line for a resource that answered with an error status. */
const RESOURCE_ERROR = /^Failed to load resource/;
/** The status of a console line's "request": the real one is found by its URL. */
const CONSOLE_LINE = -1;

/**
 * A page that records every console error, uncaught error, failed request and error response,
 * and can tell when its network has gone quiet (a bounded stand-in for "network idle" that does
 * not cost the fixed half second Playwright's `networkidle` waits).
 */
export const watchedPage = async (context: BrowserContext): Promise<WatchedPage> => {
  const page = await context.newPage();
  const problems: string[] = [];
  /** Each problem with the request it is about, so an expected failure can be told apart. */
  const seen: { text: string; failure?: FailedRequest }[] = [];
  const log: string[] = [];
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();

  const add = (text: string, failure?: FailedRequest) => {
    seen.push({ text, ...(failure ? { failure } : {}) });
    problems.push(text);
  };

  page.on('console', (message) => {
    const text = message.text();
    log.push(`[${message.type()}] ${text}`);
    if (message.type() !== 'error') return;
    // Chromium's line about an error status names the resource; it is judged with that request.
    const url = RESOURCE_ERROR.test(text) ? message.location().url : '';
    add(`console: ${text}${url ? ` (${url})` : ''}`, url ? { method: '', url, status: CONSOLE_LINE } : undefined);
  });
  page.on('pageerror', (error) => {
    log.push(`[pageerror] ${error.message}`);
    add(`pageerror: ${error.message}`);
  });
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  });
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
    const errorText = request.failure()?.errorText ?? 'failed';
    log.push(`[requestfailed] ${request.method()} ${request.url()} ${errorText}`);
    // Aborted: the page (or a navigation) cancelled it on purpose; nothing failed.
    if (errorText === 'net::ERR_ABORTED') return;
    add(`requestfailed: ${request.method()} ${request.url()} ${errorText}`, {
      method: request.method(),
      url: request.url(),
      status: 0,
    });
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const request = response.request();
    log.push(`[response] ${response.status()} ${request.method()} ${response.url()}`);
    add(`response: ${response.status()} ${request.method()} ${response.url()}`, {
      method: request.method(),
      url: response.url(),
      status: response.status(),
    });
  });

  const unexpected = (expected: ExpectedFailure = () => false): string[] =>
    seen
      .filter(({ failure }) => {
        if (!failure) return true;
        if (failure.status !== CONSOLE_LINE) return !expected(failure);
        const request = seen.find((item) => item.failure?.url === failure.url && item.failure.status !== CONSOLE_LINE);
        return !request?.failure || !expected(request.failure);
      })
      .map(({ text }) => text);

  return {
    page,
    problems,
    unexpected,
    reset: () => {
      problems.length = 0;
      seen.length = 0;
      log.push('--- reset ---');
    },
    settle: async ({ quietMs = 200, timeoutMs = 8_000 } = {}) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastChange >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    saveEvidence: async (name) => {
      const dir = `${evidenceDir}${name.replace(/[^\w.-]+/g, '_')}/`;
      mkdirSync(dir, { recursive: true });
      await page
        .screenshot({ path: `${dir}screenshot.png`, fullPage: true, timeout: 10_000 })
        .catch((error: Error) => log.push(`screenshot failed: ${error.message}`));
      // The page's text as well: what a screenshot shows only as pixels (and a dialog's scrolled-off part).
      const shown = await page
        .evaluate(() => document.querySelector('main')?.innerText ?? document.body.innerText)
        .catch((error: Error) => `(page text unavailable: ${error.message})`);
      writeFileSync(
        `${dir}console.log`,
        `url: ${page.url()}\n\n${log.join('\n')}\n\nproblems:\n${problems.join('\n')}\n\npage text:\n${shown}\n`,
      );
      return dir;
    },
  };
};
