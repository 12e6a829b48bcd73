/**
 * One render thread of the pool (render-pool.ts): it loads the web client's server render once,
 * then turns each task (a page's address and the answers to its reads, as bytes) into the page's
 * HTML and its brotli copy. It reads nothing itself and holds no session or token: what it renders
 * comes with the task (issue 30), the signed-in visitor's office pages included (issue 36).
 */
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import { brotliCompressSync, constants } from 'node:zlib';
import { etagOf } from '../cache/public-read-cache.js';
import type { Alternate } from './page-alternates.js';
import {
  type AssetLinks,
  assetLinks,
  documentTemplate,
  type Manifest,
  pageDocument,
  type RenderedPage,
  templateWithoutStyles,
} from './page-document.js';

/** What the pool gives each thread when it starts. */
export interface RenderWorkerData {
  /** The built web client (its server bundle, manifest, template and styles). */
  webDist: string;
  /** Languages whose texts are loaded before the first task (the rest on first use). */
  warmLanguages: string[];
  /** How much lower than the event loop's thread a render thread runs (nice, Linux). */
  niceness: number;
}

/** One page to render: where it is, in which language, and the answers to its reads. */
export interface RenderTask {
  /** The page's canonical address, or the address of a not-found page (`pageOf`). */
  href: string;
  /** The site's origin: absolute addresses in the page (images, JSON-LD). */
  origin: string;
  language: string;
  /** The bodies of the page's reads (`pageOf(...).reads`), in order; null for one that did not answer. */
  answers: (Uint8Array | null)[];
  /** Head parts the gateway knows: null canonical for a page no search engine should keep. */
  canonical: string | null;
  alternates: Alternate[];
  /** `og:locale`: language and country with an underscore (`ru_RU`). */
  locale: string;
  /**
   * 'narrow' for a signed-in visitor's phone (its `Sec-CH-UA-Mobile: ?1`): the page is rendered
   * with its phone layout alone. Never set for a page that is stored, which is everyone's.
   */
  viewport?: 'narrow';
}

export interface RenderOutcome {
  status: number;
  /** Where the page's data sends the visitor instead; no body. */
  redirect?: string;
  route?: string;
  body?: Uint8Array;
  /** The body compressed with brotli, sent to nearly every browser. */
  brotli?: Uint8Array;
  /** `'sha256-…'` of the page's inlined style sheet, for its content security policy. */
  styleSource?: string | null;
  /** Queries the page ran that its route does not declare (a defect; the gateway logs it). */
  undeclared: string[];
  /** The strong ETag of the body. */
  etag?: string;
  /** Milliseconds the render took on this thread (the rest of its time it waited in the queue). */
  workMs: number;
}

/** The web client's server render (packages/web/src/entry-server.tsx), as built into dist/server. */
interface ServerEntry {
  render: (
    request: Omit<RenderTask, 'canonical' | 'alternates' | 'locale'>,
  ) => Promise<RenderedPage & { status: number; redirect?: string; route?: string; undeclared: string[] }>;
  warm: (languages: readonly string[]) => Promise<void>;
}

/**
 * Brotli quality of a rendered page: 5 makes a 100 KB page about 14 KB in 2 ms; 11 saves another
 * 1.5 KB for 100 ms of CPU, which a page stored for half a minute does not repay.
 */
export const PAGE_BROTLI_QUALITY = 5;
/** Where Vite writes the client manifest inside the built client. */
const MANIFEST_FILE = join('.vite', 'manifest.json');

const data = workerData as RenderWorkerData;
// The event loop's thread answers the API first: a render waits when both want the CPU (issue 30).
if (data.niceness > 0) setPriority(data.niceness);
const entry = (await import(pathToFileURL(join(data.webDist, 'server', 'entry-server.js')).href)) as ServerEntry;
await entry.warm(data.warmLanguages);
const manifest = JSON.parse(readFileSync(join(data.webDist, MANIFEST_FILE), 'utf8')) as Manifest;
const template = templateWithoutStyles(readFileSync(join(data.webDist, 'index.html'), 'utf8'));
const documentParts = documentTemplate(template.template);
const assets = new Map<string, string>();
const readAsset = (file: string): string => {
  let text = assets.get(file);
  if (text === undefined) {
    text = readFileSync(join(data.webDist, file), 'utf8');
    assets.set(file, text);
  }
  return text;
};

/**
 * The asset links of a set of modules, made once per thread: a page's modules are its route's and
 * its languages' texts, so a few hundred sets at most, each asked again by every render of its pages.
 */
const linksByModules = new Map<string, AssetLinks>();
const linksOf = (modules: readonly string[]): AssetLinks => {
  const key = modules.join('\n');
  let links = linksByModules.get(key);
  if (!links) {
    links = assetLinks(manifest, modules, template, readAsset);
    linksByModules.set(key, links);
  }
  return links;
};

export default async function renderPage(task: RenderTask): Promise<RenderOutcome> {
  const started = performance.now();
  const page = await entry.render({
    href: task.href,
    origin: task.origin,
    language: task.language,
    answers: task.answers,
    ...(task.viewport ? { viewport: task.viewport } : {}),
  });
  if (page.redirect)
    return {
      status: page.status,
      redirect: page.redirect,
      undeclared: page.undeclared,
      workMs: performance.now() - started,
    };
  const product = page.structuredData.find((item) => (item as { '@type'?: string })['@type'] === 'Product') as
    | { image?: string[] }
    | undefined;
  const links = linksOf(page.modules);
  const body = pageDocument(
    documentParts,
    page,
    {
      language: task.language,
      canonical: task.canonical,
      alternates: task.alternates,
      locale: task.locale,
      type: product ? 'product' : 'website',
      image: product?.image?.[0] ?? null,
    },
    links.html,
  );
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  return {
    status: page.status,
    ...(page.route ? { route: page.route } : {}),
    body,
    brotli,
    styleSource: links.styleSource,
    undeclared: page.undeclared,
    etag: etagOf(body),
    workMs: performance.now() - started,
  };
}
