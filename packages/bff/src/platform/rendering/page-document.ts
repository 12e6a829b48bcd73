import { createHash } from 'node:crypto';
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL, PAGE_INLINE_SCRIPT } from '@gf/contracts/rules/early-input';
import { RTL_LANGUAGES } from '../constants.js';
import type { Alternate } from './page-alternates.js';

/** One entry of Vite's client manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What the page's own render gave (see the web client's `ssr/entry-server.tsx`). */
export interface RenderedPage {
  head: string;
  html: string;
  payload: string;
  modules: string[];
  structuredData: object[];
  description: string;
  siteName: string;
}

export interface DocumentParts {
  language: string;
  /** Null for a page no search engine should keep (a not-found page): no canonical, og:url or alternates. */
  canonical: string | null;
  alternates: Alternate[];
  /** `og:locale`: language and country with an underscore (`ru_RU`). */
  locale: string;
  /** A product page is an Open Graph product; the rest are websites. */
  type: 'website' | 'product';
  image: string | null;
}

/** The id the browser reads the payload by (the web client's `ssr/ssr-payload.ts`). */
export const SSR_PAYLOAD_ID = 'gf-ssr';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
const unescapeHtml = (text: string): string =>
  text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name] ?? '',
  );

/** The built template's own stylesheet links (the entry's styles). */
const TEMPLATE_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/** The template without its stylesheet links: their styles are inlined with the page's. */
export const templateWithoutStyles = (template: string): { template: string; styles: string[] } => ({
  template: template
    .replace(TEMPLATE_STYLESHEET, '')
    // The page is readable without its scripts: they load once it has painted (page-scripts.ts).
    .replace(/<script type="module" crossorigin /g, `<script type="${INERT_MODULE_TYPE}" `)
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, `<link rel="${INERT_PRELOAD_REL}" href="$1">`),
  styles: [...template.matchAll(TEMPLATE_STYLESHEET)].map((match) => match[1] as string),
});

/** The `<style>` block and links of a page's assets, and the hash its content security policy allows the sheet by. */
export interface AssetLinks {
  html: string;
  /** `'sha256-…'` of the inlined style sheet. */
  styleSource: string;
}

const sha256Source = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The page's styles inlined (the template's, then those of the page's chunks: the first paint
 * waits for no request), and its chunk and the chunks it imports named for preloading once the
 * page has painted (page-scripts.ts). Each inlined stylesheet keeps a disabled `<link>`: Vite's loader finds
 * it when a chunk asks for its styles, and does not fetch them again.
 */
export const assetLinks = (
  manifest: Manifest,
  modules: readonly string[],
  template: { template: string; styles: string[] },
  readAsset: (file: string) => string,
): AssetLinks => {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    // The styles of what a chunk imports come before its own, as Vite's loader orders them: with
    // equal specificity the page's own rules win.
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) styles.add(css);
  };
  for (const module of modules) visit(module);
  const fresh = (file: string) => !template.template.includes(`/${file}"`) && !template.styles.includes(file);
  const pageStyles = [...styles].filter(fresh);
  const css = [...template.styles, ...pageStyles].map(readAsset).join('\n');
  return {
    html: [
      `<style>${css}</style>`,
      // The template's too: a chunk loaded later that imports one of them (a chart's, say) would
      // otherwise add it after the inlined sheet, and its rules would win over the page's own.
      ...[...template.styles, ...pageStyles].map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
      ...[...scripts].filter(fresh).map((file) => `<link rel="${INERT_PRELOAD_REL}" href="/${file}">`),
    ].join(''),
    styleSource: sha256Source(css),
  };
};

/** Canonical address, languages and og:url: what a page's address says of it without rendering it. */
const addressTags = (canonical: string | null, alternates: readonly Alternate[]): string[] =>
  canonical === null
    ? []
    : [
        `<link rel="canonical" href="${escapeHtml(canonical)}">`,
        ...alternates.map(
          (alternate) =>
            `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`,
        ),
        `<meta property="og:url" content="${escapeHtml(canonical)}">`,
      ];

/** The head tags of a page the client shell stands in for (its render refused, issue 30). */
export const shellHead = ({ canonical, alternates }: { canonical: string | null; alternates: readonly Alternate[] }) =>
  addressTags(canonical, alternates).join('');

const TITLE = /<title>([^<]*)<\/title>/;
const DESCRIPTION = /<meta name="description" content="([^"]*)"\s*\/?>/;

/** `</script>` inside JSON-LD must not end the block. */
const jsonLd = (data: object): string =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** Where the page's parts go in the built `index.html`. */
const SLOT = '\u0000';
const TEMPLATE_PARTS = 6;

/**
 * The built `index.html` cut once (per render thread) around what each page fills in: its
 * language and direction, its head, the HTML of `#root` and its payload. Everything else of the
 * template is fixed, so a render joins strings instead of searching the whole document six times.
 * Its title goes (the page names its own), and the one inline script comes first in the head:
 * before anything of the page paints, a press on it is held from the first moment it can happen.
 */
export const documentTemplate = (template: string): readonly string[] => {
  const parts = template
    .replace('<html lang="en">', `<html lang="${SLOT}" dir="${SLOT}">`)
    .replace(TITLE, '')
    .replace(/<meta charset="UTF-8" \/>/, (charset) => `${charset}<script>${PAGE_INLINE_SCRIPT}</script>`)
    .replace('</head>', `${SLOT}</head>`)
    .replace(/<div id="root">[\s\S]*?<\/div>\s*<\/div>/, `<div id="root">${SLOT}</div>`)
    .replace('</body>', `<script type="application/json" id="${SSR_PAYLOAD_ID}">${SLOT}</script></body>`)
    .split(SLOT);
  if (parts.length !== TEMPLATE_PARTS) throw new Error('the built index.html lacks a part a page document fills');
  return parts;
};

/** The UTF-8 bytes of strings one after the other, written part by part (see `pageDocument`). */
const utf8Of = (parts: readonly (string | undefined)[]): Buffer => {
  let length = 0;
  for (const part of parts) length += part ? Buffer.byteLength(part) : 0;
  const bytes = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const part of parts) if (part) offset += bytes.write(part, offset);
  return bytes;
};

/**
 * The built `index.html` (cut by `documentTemplate`) with the rendered page: its language and
 * direction, the page's own title and description, canonical and hreflang addresses, Open Graph,
 * JSON-LD, the page's chunks and styles linked in the head, the HTML in `#root` and the data the
 * browser hydrates from: its bytes, UTF-8.
 *
 * The parts are written into one buffer each where it goes: joining them into one string first
 * made V8 flatten a 100 KB string (often two-byte, in the large-object space) before encoding it,
 * 0.6–0.9 ms of a render thread's time and a large object for the collector per page; written part
 * by part, the same bytes take 0.06 ms (issue 30, the render's CPU).
 */
export const pageDocument = (
  template: readonly string[],
  page: RenderedPage,
  parts: DocumentParts,
  assets: string,
): Buffer => {
  const title = unescapeHtml(page.head.match(TITLE)?.[1] ?? page.siteName);
  const ownDescription = page.head.match(DESCRIPTION)?.[1];
  const description = ownDescription ? unescapeHtml(ownDescription) : page.description;
  const head = [
    page.head.includes('<title>') ? '' : `<title>${escapeHtml(title)}</title>`,
    page.head,
    ownDescription ? '' : `<meta name="description" content="${escapeHtml(description)}">`,
    ...addressTags(parts.canonical, parts.alternates),
    `<meta property="og:type" content="${parts.type}">`,
    `<meta property="og:site_name" content="${escapeHtml(page.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:locale" content="${escapeHtml(parts.locale)}">`,
    parts.image ? `<meta property="og:image" content="${escapeHtml(parts.image)}">` : '',
    `<meta name="twitter:card" content="${parts.image ? 'summary_large_image' : 'summary'}">`,
    ...page.structuredData.map(jsonLd),
    assets,
  ].join('');
  const dir = RTL_LANGUAGES.includes(parts.language) ? 'rtl' : 'ltr';
  const [beforeLanguage, beforeDirection, beforeHead, beforeRoot, beforePayload, rest] = template;
  return utf8Of([
    beforeLanguage,
    escapeHtml(parts.language),
    beforeDirection,
    dir,
    beforeHead,
    head,
    beforeRoot,
    page.html,
    beforePayload,
    page.payload,
    rest,
  ]);
};
