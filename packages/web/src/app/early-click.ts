import { EARLY_CLICK_GLOBAL } from '@gf/contracts/rules/early-input';

/**
 * Presses again the button a person pressed on the server's HTML before the app answered (held
 * by the page's inlined EARLY_CLICK_SCRIPT), now that its handler is attached.
 */
export const replayEarlyClick = (): void => {
  const page = window as unknown as Record<string, unknown>;
  const early = page[EARLY_CLICK_GLOBAL];
  delete page[EARLY_CLICK_GLOBAL];
  if (early instanceof HTMLElement && early.isConnected) early.click();
};
