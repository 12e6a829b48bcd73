import { createHash } from 'node:crypto';
import { PAGE_INLINE_SCRIPT } from '@gf/contracts/rules/early-input';
import type { FastifyReply } from 'fastify';

const CSP_HEADER = 'content-security-policy';
/** The page's one inlined style sheet (page-document.ts `assetLinks`). */
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/;
/** The directives that decide whether a `<style>` element applies (CSP 3, and CSP 2's fallback). */
const STYLE_DIRECTIVES = new Set(['style-src', 'style-src-elem']);
/** The same for an inline `<script>`. */
const SCRIPT_DIRECTIVES = new Set(['script-src', 'script-src-elem']);

const sha256Source = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** The one inline script a server-rendered page carries (page-scripts.ts), the same on every page. */
const INLINE_SCRIPT_SOURCE = sha256Source(PAGE_INLINE_SCRIPT);

/**
 * Policies with a page's sources added, by stored page and policy. A stored page is sent many
 * times under one policy (one per site): the second send on finds it with two lookups, without
 * building a key of the policy's kilobyte of text on every send.
 */
const policies = new WeakMap<Buffer, Map<string, string>>();
/**
 * The same by the page's style sheet hash, when the render thread gave it: every page of a build
 * shares one of a few sheets, so a page just rendered finds its policy made by an earlier page
 * instead of splitting and joining the policy again (issue 30, the event loop's share of a render).
 */
const policiesBySheet = new Map<string, Map<string, string>>();

/** `'sha256-…'` of the page's inlined style sheet. */
const styleHashOf = (html: Buffer): string | null => {
  const css = html.toString('utf8').match(INLINE_STYLE)?.[1];
  return css === undefined ? null : sha256Source(css);
};

/** The policy with `source` added to `directives`. */
const withSource = (policy: string, directives: ReadonlySet<string>, source: string): string =>
  policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/, 1)[0] ?? '';
      return directives.has(name) ? `${directive.trimEnd()} ${source}` : directive;
    })
    .join(';');

/**
 * A server-rendered page inlines its styles so the first paint waits for no request, and one
 * small script that holds a press made before the app answers, while the policy refuses inline
 * styles and scripts in general (issue 15 point 8): this page's own sheet and that script are
 * allowed by their hashes, and nothing else inline is.
 */
export const allowInlineOf = (reply: FastifyReply, html: Buffer, styleSource?: string | null): void => {
  const policy = reply.getHeader(CSP_HEADER);
  if (typeof policy !== 'string') return;
  const sheetKey = styleSource === undefined ? undefined : (styleSource ?? '');
  let byPolicy = sheetKey === undefined ? policies.get(html) : policiesBySheet.get(sheetKey);
  if (!byPolicy) {
    byPolicy = new Map();
    if (sheetKey === undefined) policies.set(html, byPolicy);
    else policiesBySheet.set(sheetKey, byPolicy);
  }
  let allowed = byPolicy.get(policy);
  if (allowed === undefined) {
    // A page rendered by a render thread comes with its sheet's hash (render-worker.ts).
    const styleHash = styleSource === undefined ? styleHashOf(html) : styleSource;
    const withScript = withSource(policy, SCRIPT_DIRECTIVES, INLINE_SCRIPT_SOURCE);
    allowed = styleHash ? withSource(withScript, STYLE_DIRECTIVES, styleHash) : withScript;
    byPolicy.set(policy, allowed);
  }
  reply.header(CSP_HEADER, allowed);
};
