import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const CSP_HEADER = 'content-security-policy';
/** The page's one inlined style sheet (page-document.ts `assetLinks`). */
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/;
/** The directives that decide whether a `<style>` element applies (CSP 3, and CSP 2's fallback). */
const STYLE_DIRECTIVES = new Set(['style-src', 'style-src-elem']);

const hashes = new WeakMap<Buffer, string | null>();

/** `'sha256-…'` of the page's inlined style sheet, worked out once per stored page. */
const styleHashOf = (html: Buffer): string | null => {
  let hash = hashes.get(html);
  if (hash === undefined) {
    const css = html.toString('utf8').match(INLINE_STYLE)?.[1];
    hash = css === undefined ? null : `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
    hashes.set(html, hash);
  }
  return hash;
};

/** The policy with `source` added to the directives that govern `<style>` elements. */
export const withStyleSource = (policy: string, source: string): string =>
  policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/, 1)[0] ?? '';
      return STYLE_DIRECTIVES.has(name) ? `${directive.trimEnd()} ${source}` : directive;
    })
    .join(';');

/**
 * A server-rendered page inlines its styles so the first paint waits for no request, while the
 * policy refuses inline style sheets in general (issue 15 point 8): this page's own sheet is
 * allowed by its hash, and nothing else inline is.
 */
export const allowInlineStyleOf = (reply: FastifyReply, html: Buffer): void => {
  const hash = styleHashOf(html);
  const policy = reply.getHeader(CSP_HEADER);
  if (hash && typeof policy === 'string') reply.header(CSP_HEADER, withStyleSource(policy, hash));
};
