import { createHash } from 'node:crypto';
import { EARLY_CLICK_SCRIPT } from '@gf/contracts/rules/early-input';
import type { FastifyReply } from 'fastify';

const CSP_HEADER = 'content-security-policy';
/** The page's one inlined style sheet (page-document.ts `assetLinks`). */
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/;
/** The directives that decide whether a `<style>` element applies (CSP 3, and CSP 2's fallback). */
const STYLE_DIRECTIVES = new Set(['style-src', 'style-src-elem']);
/** The same for an inline `<script>`. */
const SCRIPT_DIRECTIVES = new Set(['script-src', 'script-src-elem']);

const sha256Source = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** The one inline script a server-rendered page carries (page-document.ts), the same on every page. */
const EARLY_CLICK_SOURCE = sha256Source(EARLY_CLICK_SCRIPT);

const hashes = new WeakMap<Buffer, string | null>();
/** Policies with a page's sources added, by sheet and policy; a page type has one sheet, so few. */
const policies = new Map<string, string>();
const POLICIES_MAX = 256;

/** `'sha256-…'` of the page's inlined style sheet, worked out once per stored page. */
const styleHashOf = (html: Buffer): string | null => {
  let hash = hashes.get(html);
  if (hash === undefined) {
    const css = html.toString('utf8').match(INLINE_STYLE)?.[1];
    hash = css === undefined ? null : sha256Source(css);
    hashes.set(html, hash);
  }
  return hash;
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
export const allowInlineOf = (reply: FastifyReply, html: Buffer): void => {
  const policy = reply.getHeader(CSP_HEADER);
  if (typeof policy !== 'string') return;
  const styleHash = styleHashOf(html);
  // Worked out once per policy and sheet: a stored page is sent many times, its policy never changes.
  const key = `${styleHash ?? ''}\u0000${policy}`;
  let allowed = policies.get(key);
  if (allowed === undefined) {
    const withScript = withSource(policy, SCRIPT_DIRECTIVES, EARLY_CLICK_SOURCE);
    allowed = styleHash ? withSource(withScript, STYLE_DIRECTIVES, styleHash) : withScript;
    if (policies.size >= POLICIES_MAX) policies.clear();
    policies.set(key, allowed);
  }
  reply.header(CSP_HEADER, allowed);
};
