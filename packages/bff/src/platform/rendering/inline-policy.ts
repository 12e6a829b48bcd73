import { createHash } from 'node:crypto';
import { PAGE_INLINE_SCRIPT } from '@gf/contracts/rules/early-input';
import type { FastifyReply } from 'fastify';

const CSP_HEADER = 'content-security-policy';
/** The directives that decide whether a `<style>` element applies (CSP 3, and CSP 2's fallback). */
const STYLE_DIRECTIVES = new Set(['style-src', 'style-src-elem']);
/** The same for an inline `<script>`. */
const SCRIPT_DIRECTIVES = new Set(['script-src', 'script-src-elem']);

const sha256Source = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** The one inline script a server-rendered page carries (page-scripts.ts), the same on every page. */
const INLINE_SCRIPT_SOURCE = sha256Source(PAGE_INLINE_SCRIPT);

/**
 * Policies with a page's sources added, by the page's style sheet (its hash, from the render
 * thread; '' for none) and policy. Every page of a build inlines one of a few sheets and each site
 * has one policy, so a page finds its policy made by an earlier page with two lookups, without
 * splitting and joining the policy's kilobyte of text on every send.
 */
const policies = new Map<string, Map<string, string>>();

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
export const allowInlineOf = (reply: FastifyReply, styleSource: string | null): void => {
  const policy = reply.getHeader(CSP_HEADER);
  if (typeof policy !== 'string') return;
  let byPolicy = policies.get(styleSource ?? '');
  if (!byPolicy) {
    byPolicy = new Map();
    policies.set(styleSource ?? '', byPolicy);
  }
  let allowed = byPolicy.get(policy);
  if (allowed === undefined) {
    const withScript = withSource(policy, SCRIPT_DIRECTIVES, INLINE_SCRIPT_SOURCE);
    allowed = styleSource ? withSource(withScript, STYLE_DIRECTIVES, styleSource) : withScript;
    byPolicy.set(policy, allowed);
  }
  reply.header(CSP_HEADER, allowed);
};
