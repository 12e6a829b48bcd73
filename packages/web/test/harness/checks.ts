import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { INTERACTIVE_ATTRIBUTE } from '@gf/contracts/rules/early-input';
import type { BrowserContext, Page } from 'playwright-core';
import { type WatchedPage, watchedPage } from './browser.js';

/** The phone width every page must fit without scrolling sideways. */
export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/** The widths a suite checks its pages at, named for its screenshots and its width-specific checks. */
export const VIEWPORTS = [
  { name: 'phone', viewport: PHONE },
  { name: 'desk', viewport: DESKTOP },
] as const;
export type NamedViewport = (typeof VIEWPORTS)[number];

/**
 * The sites an office suite checks at desk width as well: Russian (the longest words, roubles) and
 * Hebrew (right to left) are the hardest to lay out at any width, and an English site's desk rows
 * (us, eu) found nothing theirs did not; those minutes go to the 45-minute CI budget. Every site
 * keeps its phone row: 375 px is where a page overflows, and where English is checked.
 */
export const DESK_WIDTH_SITES: readonly string[] = ['ru', 'il'];

/** The widths `site` is checked at: the phone on every site, the desk on DESK_WIDTH_SITES. */
export const viewportsOf = (site: string): readonly NamedViewport[] =>
  VIEWPORTS.filter(({ name }) => name === 'phone' || DESK_WIDTH_SITES.includes(site));

/** How long a page may take to show its heading: generous for a 2-core machine, still bounded. */
const READY_TIMEOUT_MS = 15_000;

/**
 * Opens a URL and waits until the page is ready: the main landmark has its heading and the network
 * has gone quiet (data calls, lazy chunks, text namespaces). Forgets what the previous page logged.
 */
export const openPage = async (watched: WatchedPage, url: string): Promise<void> => {
  watched.reset();
  await watched.page.goto(url, { waitUntil: 'domcontentloaded', timeout: READY_TIMEOUT_MS });
  await waitForReady(watched);
};

/** A server-rendered page shows its content before it answers clicks: waits for the app (app.tsx). */
export const waitForInteractive = (page: Page): Promise<void> =>
  page.locator(`html[${INTERACTIVE_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS });

/** After a navigation the page made itself (a link, a form): the same readiness as `openPage`. */
export const waitForReady = async (watched: WatchedPage): Promise<void> => {
  await waitForInteractive(watched.page);
  await watched.page.locator('main h1').first().waitFor({ timeout: READY_TIMEOUT_MS });
  await watched.settle();
};

/**
 * What the page shows: its own content (`null`), or the marker of the page that stood in for it:
 * `not-found`, `error`, `shop-error`, `route-error` (a page that failed to load), `boot-error`.
 */
/** What the gateway answers at `path`, read by the (signed-in) page itself. */
export const readJson = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (address) => (await fetch(address)).json(), path) as Promise<T>;

export const pageMarker = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.querySelector('[data-page]')?.getAttribute('data-page') ?? null);

/** How many CSS pixels the page is wider than the viewport (0 when nothing scrolls sideways). */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));

/** The elements that stick out sideways, for the failure message. */
export const overflowingElements = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = new Set<Element>();
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 0.5 && box.left >= -0.5)) continue;
      outside.add(element);
      // Only the outermost: its children stick out with it.
      if (element.parentElement && outside.has(element.parentElement)) continue;
      const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`;
      found.push(`${name} [${Math.round(box.left)}..${Math.round(box.right)}]`);
      if (found.length >= 5) break;
    }
    return found;
  });

/** axe-core from node_modules, read once; evaluated in the page (this bypasses the page's CSP). */
let axeSource: string | undefined;
const axe = (): string => {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
};

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe-core (WCAG 2.0/2.1 A and AA rules) and returns the serious and critical violations. */
export const seriousA11yViolations = async (page: Page): Promise<AxeViolation[]> => {
  await page.evaluate(axe());
  return page.evaluate(async () => {
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    }
    const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  });
};

/** Runs a check; on failure saves the page's screenshot and console log and prints the folder. */
export const withEvidence = async <T>(watched: WatchedPage, name: string, check: () => Promise<T>): Promise<T> => {
  try {
    return await check();
  } catch (error) {
    const dir = await watched.saveEvidence(name);
    console.error(`evidence for "${name}": ${dir}`);
    if (error instanceof Error) error.message = `${error.message}\nevidence: ${dir}`;
    throw error;
  }
};

/** How long one step of a check in a fresh context may take (a click, a wait for a heading). */
const STEP_TIMEOUT_MS = 15_000;

/** Runs `check` on a watched page of `context`, keeping evidence when it fails; closes the context. */
export const withContextPage = async (
  context: BrowserContext,
  name: string,
  check: (watched: WatchedPage) => Promise<void>,
): Promise<void> => {
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  try {
    const watched = await watchedPage(context);
    await withEvidence(watched, name, () => check(watched));
  } finally {
    await context.close();
  }
};
