import type { DehydratedState } from '@tanstack/react-query';
import type { ViewportHint } from '../ui/viewport-hint';

/** The id of the JSON block a server-rendered page carries (a data block: no inline script for the CSP). */
export const SSR_PAYLOAD_ID = 'gf-ssr';

/** What the browser needs to take over the server's HTML without rendering anything differently. */
export interface SsrPayload {
  language: string;
  /**
   * The text namespaces the page rendered with; their files (`language`'s only, no English twin)
   * are preloaded by the HTML, so loading them before hydration waits for no request.
   */
  namespaces: string[];
  /** The TanStack Query cache the server rendered from. */
  dehydrated: DehydratedState;
  /** The screen the page was rendered for, when the gateway knew it (ui/viewport-hint.ts). */
  viewport?: ViewportHint;
}

/** `</script>` and `<!--` inside the JSON must not end or comment the block. */
export const serializePayload = (payload: SsrPayload): string =>
  JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const readSsrPayload = (): SsrPayload | null => {
  const text = document.getElementById(SSR_PAYLOAD_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrPayload) : null;
};
