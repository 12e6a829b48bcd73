import type { Locator, Page } from 'playwright-core';

/**
 * Whether screenshots taken for a person to look at (the pages at phone and desk widths, in each
 * direction) are saved. Locally they always are. In CI nobody opens them and they cost minutes of
 * the 45-minute budget, so there a run saves them only when asked (`EVIDENCE_SHOTS=1`); a failing
 * test saves its own screenshot either way (`withEvidence`).
 */
export const EVIDENCE_SHOTS = process.env.CI !== 'true' || process.env.EVIDENCE_SHOTS === '1';

type Shot = Parameters<Page['screenshot']>[0] & Parameters<Locator['screenshot']>[0];

/** Saves a screenshot of a page or an element for a person to look at (never read by a test). */
export const evidenceShot = async (target: Page | Locator | undefined, options: Shot): Promise<void> => {
  if (EVIDENCE_SHOTS && target) await target.screenshot(options);
};
