import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendStored } from '../cache/compression.js';
import { type CachedReply, PublicReadCache } from '../cache/public-read-cache.js';
import { CACHE_STATUS_HEADER, matches, PUBLIC_CACHE_CONTROL } from '../cache/public-reads.js';
import { tracing } from '../operations/tracing.js';
import { LANGUAGE_COOKIE } from '../sites/sites-plugin.js';
import { allowInlineOf } from './inline-policy.js';
import { alternatesOf, LANGUAGE_PARAM, originOf, pageAddress } from './page-alternates.js';
import { assetLinks, type Manifest, pageDocument, type RenderedPage, templateWithoutStyles } from './page-document.js';

/** The web client's server entry (packages/web/src/entry-server.tsx), as built into dist-ssr. */
export interface ServerEntry {
  render: (request: {
    url: string;
    language: string;
    site: unknown;
    fetch: (request: Request) => Promise<Response>;
  }) => Promise<RenderedPage & { status: number; redirect?: string; route?: string }>;
  isServerRendered: (pathname: string) => boolean;
  sitemap: (fetch: (request: Request) => Promise<Response>) => Promise<string[]>;
  warm: () => Promise<void>;
}

/** Where Vite writes the client manifest inside the built client. */
const MANIFEST_FILE = join('.vite', 'manifest.json');
/** The server build inside the client build (packages/web/dist/server), never served to browsers. */
export const serverEntryOf = (webDist: string): string => join(webDist, 'server', 'entry-server.js');

/** A page that is not stored: a 404 (any address may be asked for) or a redirect. */
class Unstored extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly location?: string,
  ) {
    super(`page answered ${status}`);
  }
}

/**
 * The page query keeps only what the page reads: the address's own parameters in a stable order,
 * without the language (it is part of the key anyway) and the modal (a client-side overlay).
 */
const pageKey = (request: FastifyRequest, url: URL): string => {
  const prefix = `${request.site.code}|${request.language}|page|${url.pathname}|`;
  // Most visits carry no query: no list to build, sort and write out.
  if (!url.search) return `${prefix}[]`;
  const params = [...url.searchParams]
    .filter(([name]) => name !== LANGUAGE_PARAM)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return prefix + JSON.stringify(params);
};

export class PageRenderer {
  private readonly manifest: Manifest;
  private readonly template: { template: string; styles: string[] };
  /** Built styles by file: read once, inlined into every page that uses them. */
  private readonly assets = new Map<string, string>();
  readonly cache: PublicReadCache;

  private constructor(
    private readonly app: FastifyInstance,
    private readonly entry: ServerEntry,
    template: string,
    private readonly webDist: string,
  ) {
    this.manifest = JSON.parse(readFileSync(join(webDist, MANIFEST_FILE), 'utf8')) as Manifest;
    this.template = templateWithoutStyles(template);
    const { sessions } = app.core;
    this.cache = new PublicReadCache({
      now: () => sessions.now(),
      onRenewError: (key, error) => app.log.warn({ err: error, key }, 'page renewal failed'),
    });
  }

  static async load(app: FastifyInstance, webDist: string, template: string): Promise<PageRenderer> {
    const entry = (await import(pathToFileURL(serverEntryOf(webDist)).href)) as ServerEntry;
    await entry.warm();
    return new PageRenderer(app, entry, template, webDist);
  }

  /** Anonymous visits of public pages; the rest (signed in, office, cart, a modal open) get the shell. */
  async renders(request: FastifyRequest, url: URL): Promise<boolean> {
    if (!this.entry.isServerRendered(url.pathname)) return false;
    return !(await this.app.publicReads.personal(request));
  }

  private readAsset = (file: string): string => {
    let text = this.assets.get(file);
    if (text === undefined) {
      text = readFileSync(join(this.webDist, file), 'utf8');
      this.assets.set(file, text);
    }
    return text;
  };

  /** The site's public page paths, from its catalogue. */
  sitemapPaths(request: FastifyRequest): Promise<string[]> {
    return this.entry.sitemap(this.callsFor(request));
  }

  /** Answers gateway calls of the render in-process, as this visitor's site and language. */
  private callsFor(request: FastifyRequest) {
    return async (call: Request): Promise<Response> => {
      const target = new URL(call.url);
      const answer = await this.app.inject({
        method: call.method as 'GET',
        url: `${target.pathname}${target.search}`,
        headers: { host: request.host, cookie: `${LANGUAGE_COOKIE}=${request.language}`, accept: 'application/json' },
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
  }

  private async build(request: FastifyRequest, url: URL): Promise<Buffer> {
    const calls = this.callsFor(request);
    const siteReply = await calls(new Request(new URL('/bff/v1/site', url)));
    if (!siteReply.ok) throw new Error(`site reply ${siteReply.status}`);
    const origin = originOf(this.app, request, request.site);
    const site: unknown = await siteReply.json();
    const render = () =>
      this.entry.render({
        // The page's absolute addresses (images, JSON-LD) are on the site's own origin.
        url: new URL(`${url.pathname}${url.search}`, origin).href,
        language: request.language,
        site,
        fetch: calls,
      });
    // With tracing on, the render is a span of the request's trace (its data reads are inside it).
    const traces = tracing();
    const page = await (traces ? traces.inSpan('render', { 'url.path': url.pathname }, render) : render());
    const canonical = pageAddress(origin, request.site, request.language, url.pathname);
    const product = page.structuredData.find((data) => (data as { '@type'?: string })['@type'] === 'Product') as
      | { image?: string[] }
      | undefined;
    const html = pageDocument(
      this.template.template,
      page,
      {
        language: request.language,
        canonical,
        alternates: alternatesOf(this.app, request, url.pathname),
        locale: `${request.language.split('-')[0]}_${request.site.country}`,
        type: product ? 'product' : 'website',
        image: product?.image?.[0] ?? null,
      },
      assetLinks(this.manifest, page.modules, this.template, this.readAsset),
    );
    if (page.redirect) throw new Unstored(page.status, '', page.redirect);
    if (page.status !== 200) throw new Unstored(page.status, html);
    return Buffer.from(html);
  }

  /**
   * Sends the page stored for this address while it is fresh, at once (no promise, no session
   * read): for a visitor without a session, the path nearly every visit of a public page takes.
   * False when it is not stored or not fresh: `serve` takes over.
   */
  serveFresh(request: FastifyRequest, reply: FastifyReply, url: URL): boolean {
    if (this.app.core.sessions.idOf(request) || !this.entry.isServerRendered(url.pathname)) return false;
    const stored = this.cache.fresh(pageKey(request, url));
    if (!stored) return false;
    this.sendStoredPage(request, reply, stored, 'hit');
    return true;
  }

  /**
   * Sends the page: stored bytes while fresh (then renewed in the background), or rendered now.
   * Throws when the render fails: the caller falls back to the client shell.
   */
  async serve(request: FastifyRequest, reply: FastifyReply, url: URL): Promise<FastifyReply> {
    let stored: CachedReply;
    let outcome: string;
    try {
      ({ reply: stored, outcome } = await this.cache.get(pageKey(request, url), () => this.build(request, url)));
    } catch (error) {
      if (!(error instanceof Unstored)) throw error;
      if (error.location) return reply.code(error.status).header('location', error.location).send();
      // A not-found page is rendered each time: any address may be asked for, none is stored.
      const body = Buffer.from(error.body);
      allowInlineOf(reply, body);
      return reply
        .code(error.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header(CACHE_STATUS_HEADER, 'miss')
        .send(body);
    }
    return this.sendStoredPage(request, reply, stored, outcome);
  }

  private sendStoredPage(request: FastifyRequest, reply: FastifyReply, stored: CachedReply, outcome: string) {
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('etag', stored.etag)
      .header('age', String(this.cache.ageOf(stored)))
      .header(CACHE_STATUS_HEADER, outcome);
    // Also on a 304: the browser takes the policy of the page it keeps from the 304's headers.
    allowInlineOf(reply, stored.body);
    if (matches(request.headers['if-none-match'], stored.etag)) return reply.code(304).send();
    return sendStored(request, reply, stored);
  }
}
