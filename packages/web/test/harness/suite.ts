import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { evidenceDir, launchBrowser } from './browser.js';
import { type Stack, startStack } from './stack.js';

/** What a browser suite works with once its `beforeAll` has run. */
export interface BrowserSuite {
  stack: Stack;
  browser: Browser;
  /** The suite's own screenshot folder under `.evidence/`, made for it. */
  screenshots: string;
}

export interface BrowserSuiteOptions {
  /** Extra gateway settings (widgets on, a short hold, ...). */
  gatewayEnv?: Record<string, string>;
  /** Extra sandbox settings (e.g. SANDBOX_TICKET_HOLD_MS). */
  sandboxEnv?: Record<string, string>;
}

/**
 * The set-up every browser suite shares: the built stack on free loopback ports, one Chromium, a
 * screenshot folder named for the suite, all stopped after the suite, also when it fails. Call
 * it at the top of a suite file; read the fields inside tests and hooks (they are filled in
 * `beforeAll`).
 */
export const browserSuite = (name: string, options: BrowserSuiteOptions = {}): BrowserSuite => {
  const suite = { screenshots: join(evidenceDir, name) } as BrowserSuite;
  beforeAll(async () => {
    mkdirSync(suite.screenshots, { recursive: true });
    // Chromium starts while the stack does; whichever started is stopped in afterAll if the other failed.
    const [stack, browser] = await Promise.allSettled([
      startStack(options.gatewayEnv, options.sandboxEnv),
      launchBrowser(),
    ]);
    if (stack.status === 'fulfilled') suite.stack = stack.value;
    if (browser.status === 'fulfilled') suite.browser = browser.value;
    for (const started of [stack, browser]) if (started.status === 'rejected') throw started.reason;
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.stack?.stop();
  });
  return suite;
};
