import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keepBrotli, STORED_VARY, sendStored } from '../cache/compression.js';
import { CACHE_STATUS_HEADER, matches, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../cache/public-reads.js';
import { tracing } from '../operations/tracing.js';
import { LANGUAGE_COOKIE, VISITOR_VARY } from '../sites/sites-plugin.js';
import type { ApiFirst } from './api-first.js';
import { readInProcess } from './in-process-read.js';
import { allowInlineOf } from './inline-policy.js';
import { alternatesOf, pageAddress } from './page-alternates.js';
import { type PageOutcome, PageStore, type SharedPages, type StoredPage } from './page-store.js';
import type { RenderMetrics } from './render-metrics.js';
import { type RenderPool, RenderQueueFull } from './render-pool.js';
import type { RenderTask } from './render-worker.js';
import { ShellReads } from './shell-reads.js';

/** The web client's page table (packages/web/src/entry-pages.ts), as built into dist/server. */
export interface PagesEntry {
  pageOf: (pathname: string, search: string) => PageOf | null;
  sitemap: (fetch: (request: Request) => Promise<Response>) => Promise<string[]>;
}

/** What an address shows when the gateway renders it (entry-pages.ts). */
export interface PageOf {
  route: string;
  /** The page's identity after site and language: route and canonical address. */
  key: string;
  /** The canonical address (path and declared query). */
  href: string;
  /** The gateway reads the page makes, in order: the shell's, then its own. */
  reads: string[];
  /** How many of `reads` are the shell's (site, visitor): these must answer for any page. */
  shellReads: number;
  /** An office page: rendered from the signed-in visitor's own reads, for them alone (issue 36). */
  personal: boolean;
}

/** The page table inside the client build (packages/web/dist/server), never served to browsers. */
export const pagesEntryOf = (webDist: string): string => join(webDist, 'server', 'entry-pages.js');

/** Addresses remembered with what they show: the key of a page stored fresh is then a lookup. */
const REMEMBERED_ADDRESSES = 5_000;

/** A read of the page answered 4xx: the page's not-found version is sent (stored once per route). */
class ReadNotFound extends Error {
  constructor(readonly answers: (Uint8Array | null)[]) {
    super('a read of the page is not found');
  }
}

/** A read of the page failed (5xx, unreachable): nothing is rendered, nothing stored. */
class ReadFailed extends Error {}

/** The page's data sends the visitor to another address: never stored. */
class Redirect extends Error {
  constructor(
    readonly status: number,
    readonly location: string,
  ) {
    super(`redirect to ${location}`);
  }
}

/** The head tags a page's address gives: its canonical address and its languages (none for a not-found page). */
export interface HeadTags {
  canonical: string | null;
  alternates: RenderTask['alternates'];
}

interface Answer {
  status: number;
  body: Uint8Array;
}

/** Where the visitor's read (`SHELL_READS`: site, then visitor) sits among a page's reads. */
const AUTH_READ_INDEX = 1;

/** Headers a proxy in front sets that the visitor's in-process reads must see as the visitor's request did. */
const FORWARDED_HEADERS = ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-for', 'user-agent'] as const;

/** Whether the visitor read (GET /bff/v1/auth) names a signed-in user. */
const signedIn = (body: Uint8Array | undefined): boolean => {
  if (!body) return false;
  const state = JSON.parse(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8')) as {
    user?: unknown;
  };
  return state.user !== null && state.user !== undefined;
};

/**
 * A phone, as the browser's low-entropy client hint says it (sent by Chromium-based browsers
 * without asking): its office page is rendered with the phone layout alone (web ui/viewport-hint.ts).
 * A desktop's narrow window says `?0` and keeps both layouts, as a browser that sends no hint does.
 */
const phoneOf = (request: FastifyRequest): 'narrow' | undefined =>
  request.headers['sec-ch-ua-mobile'] === '?1' ? 'narrow' : undefined;

/** Not-found pages are kept apart from the page they stand in for, one per site, language and route. */
const NOT_FOUND_SUFFIX = '|not-found';

/**
 * Server rendering of public pages (issue 23, issue 30). The main thread matches the address to
 * its page (the route's declared query parameters make its key), serves it stored while fresh,
 * else reads the page's data in-process (the page-shaped endpoints, once each) and hands the
 * answers to a render thread, which renders once. When the render queue is full the visitor gets
 * the page stored earlier, however old, or the client shell with the page's head tags: never a wait
 * without bound. A render thread never reads anything or holds a session.
 */
export class PageRenderer {
  readonly store: PageStore;
  private readonly remembered = new Map<string, PageOf | null>();
  /** Routes already reported for undeclared queries: once per route and process is enough. */
  private readonly reportedRoutes = new Set<string>();
  private readonly shellReads: ShellReads;

  constructor(
    private readonly app: FastifyInstance,
    private readonly pages: PagesEntry,
    private readonly pool: RenderPool,
    private readonly metrics: RenderMetrics,
    shared: SharedPages | null,
    /** The client shell in a language, with head tags the gateway knows without rendering. */
    private readonly shell: (language: string, head: HeadTags) => string,
    private readonly apiFirst: ApiFirst,
  ) {
    const { sessions } = app.core;
    this.store = new PageStore({
      now: () => sessions.now(),
      shared,
      onRenewError: (key, error) => {
        if (!(error instanceof RenderQueueFull)) app.log.warn({ err: error, key }, 'page renewal failed');
      },
      onSharedError: (error) => app.log.warn({ err: error }, 'shared pages unreachable; rendering alone'),
    });
    this.shellReads = new ShellReads(() => sessions.now());
    app.cachePurge.onPurge(({ site, pagesOnly }) => {
      this.store.dropLocal(site);
      if (!pagesOnly) this.shellReads.clear();
    });
  }

  static async loadPages(webDist: string): Promise<PagesEntry> {
    return (await import(pathToFileURL(pagesEntryOf(webDist)).href)) as PagesEntry;
  }

  /** What `url` shows if the gateway renders it; remembered for the addresses asked most. */
  pageOf(url: URL): PageOf | null {
    const address = url.pathname + url.search;
    let page = this.remembered.get(address);
    if (page === undefined) {
      page = this.pages.pageOf(url.pathname, url.search);
      if (this.remembered.size >= REMEMBERED_ADDRESSES)
        this.remembered.delete(this.remembered.keys().next().value as string);
      this.remembered.set(address, page);
    }
    return page;
  }

  private keyOf(request: FastifyRequest, page: PageOf): string {
    return `${request.site.code}|${request.language}|${page.key}`;
  }

  /** The site's public page paths, from its catalogue. */
  sitemapPaths(request: FastifyRequest): Promise<string[]> {
    return this.pages.sitemap(async (call) => {
      const target = new URL(call.url);
      const answer = await this.read(request, `${target.pathname}${target.search}`);
      const empty = answer.status === 204 || answer.status === 304;
      return new Response(empty ? null : answer.body, {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    });
  }

  /** A gateway read in-process, as an anonymous visitor of this site in this language. */
  private async read(request: FastifyRequest, url: string): Promise<Answer> {
    const answer = await readInProcess(this.app, {
      method: 'GET',
      url,
      headers: { host: request.host, cookie: `${LANGUAGE_COOKIE}=${request.language}`, accept: 'application/json' },
    });
    return { status: answer.status, body: answer.body };
  }

  /** Drops the pages of a site (every site: null) shared by the instances (a purge, before telling them). */
  dropShared(site: string | null): Promise<void> {
    return this.store.dropShared(site);
  }

  /**
   * Sends the page stored for this address while it is fresh, at once (no promise, no session
   * read): for a visitor without a session, the path nearly every visit of a public page takes.
   * False when it is not stored or not fresh: `serve` takes over.
   */
  serveFresh(request: FastifyRequest, reply: FastifyReply, url: URL): boolean {
    if (this.app.core.sessions.idOf(request)) return false;
    const page = this.pageOf(url);
    if (!page || page.personal) return false;
    const stored = this.store.fresh(this.keyOf(request, page));
    if (!stored) return false;
    this.metrics.countLookup('hit');
    this.sendPage(request, reply, stored, 'hit');
    return true;
  }

  /**
   * Sends the page: stored (fresh, or stale while renewed behind), or rendered now. False when the
   * gateway does not render this address for this visitor (an office page, a signed-in visitor):
   * the caller sends the client shell. Throws when the render fails: the caller sends the shell.
   */
  async serve(request: FastifyRequest, reply: FastifyReply, url: URL): Promise<boolean> {
    const page = this.pageOf(url);
    if (!page) return false;
    if (page.personal) return this.servePersonal(request, reply, page);
    if (await this.app.publicReads.personal(request)) return false;
    await this.answer(request, reply, page);
    return true;
  }

  /**
   * An office page for its signed-in visitor (issue 36): read with the visitor's own session,
   * rendered on a render thread like any page, sent to them alone and never stored. False (the
   * client shell) without a signed-in session, when a read is refused or fails (the browser then
   * meets the refusal itself: sign-in, the access table's reason, the error banner) and when the
   * render queue is full.
   */
  private async servePersonal(request: FastifyRequest, reply: FastifyReply, page: PageOf): Promise<boolean> {
    if (!this.app.core.sessions.idOf(request)) return false;
    if (this.rendersWait) {
      this.metrics.countRender('shell');
      return false;
    }
    const answers = await Promise.all(page.reads.map((url) => this.readAs(request, url)));
    // What a read said of the visitor's cookies (a session that ended) reaches them either way.
    for (const answer of answers) for (const cookie of answer.cookies) reply.header('set-cookie', cookie);
    if (answers.some((answer) => answer.status !== 200) || !signedIn(answers[AUTH_READ_INDEX]?.body)) return false;
    let outcome: Awaited<ReturnType<RenderPool['render']>>;
    try {
      outcome = await this.renderTask(
        request,
        page,
        { canonical: null, alternates: [] },
        answers.map((a) => a.body),
        phoneOf(request),
      );
    } catch (error) {
      if (error instanceof RenderQueueFull) {
        this.metrics.countRender('shell');
        return false;
      }
      throw error;
    }
    if (!outcome.body) return false;
    this.metrics.countRender('private');
    const body = Buffer.from(outcome.body.buffer, outcome.body.byteOffset, outcome.body.byteLength);
    reply
      .code(outcome.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', PRIVATE_CACHE_CONTROL)
      .header(CACHE_STATUS_HEADER, 'private');
    allowInlineOf(reply, outcome.styleSource ?? null);
    // Sent as a stored page is: the render thread's brotli copy where the browser takes it; held by
    // nothing once the reply has gone.
    const stored = { body, etag: outcome.etag ?? '', storedAt: 0 };
    if (outcome.brotli)
      keepBrotli(stored, Buffer.from(outcome.brotli.buffer, outcome.brotli.byteOffset, outcome.brotli.byteLength));
    sendStored(request, reply, stored);
    return true;
  }

  /** A gateway read in-process as this visitor: their cookies, their address, their language. */
  private async readAs(request: FastifyRequest, url: string): Promise<Answer & { cookies: string[] }> {
    const cookies = (request.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith(`${LANGUAGE_COOKIE}=`));
    const forwarded = Object.fromEntries(
      FORWARDED_HEADERS.flatMap((name) => {
        const value = request.headers[name];
        return typeof value === 'string' ? [[name, value]] : [];
      }),
    );
    const answer = await readInProcess(this.app, {
      method: 'GET',
      url,
      remoteAddress: request.socket?.remoteAddress ?? request.ip,
      headers: {
        ...forwarded,
        host: request.host,
        cookie: [...cookies, `${LANGUAGE_COOKIE}=${request.language}`].join('; '),
        accept: 'application/json',
      },
    });
    const setCookie = answer.headers['set-cookie'];
    return {
      status: answer.status,
      body: answer.body,
      cookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)],
    };
  }

  private async answer(request: FastifyRequest, reply: FastifyReply, page: PageOf): Promise<void> {
    const key = this.keyOf(request, page);
    try {
      const { page: stored, outcome } = await this.store.get(key, () => this.render(request, page));
      this.counted(outcome);
      this.sendPage(request, reply, stored, outcome);
    } catch (error) {
      if (error instanceof Redirect) {
        reply.code(error.status).header('cache-control', 'no-cache').header('location', error.location).send();
        return;
      }
      if (error instanceof ReadNotFound) {
        const notFoundKey = `${request.site.code}|${request.language}|${page.route}${NOT_FOUND_SUFFIX}`;
        const { page: stored, outcome } = await this.store.get(notFoundKey, () =>
          this.render(request, page, error.answers),
        );
        this.counted(outcome);
        this.sendPage(request, reply, stored, outcome);
        return;
      }
      if (error instanceof RenderQueueFull || error instanceof ReadFailed) {
        await this.shed(request, reply, page, key);
        return;
      }
      throw error;
    }
  }

  /** No render starts now: the queue is full, or renders give way to the API (api-first.ts). */
  private get rendersWait(): boolean {
    return this.pool.full || this.apiFirst.rendersGiveWay;
  }

  private counted(outcome: PageOutcome): void {
    this.metrics.countLookup(outcome);
    if (outcome === 'miss' || outcome === 'coalesced') this.metrics.countRender('rendered');
  }

  /** No render now: the page kept from before, however old, else the client shell with its head tags. */
  private async shed(request: FastifyRequest, reply: FastifyReply, page: PageOf, key: string): Promise<void> {
    const kept = await this.store.kept(key);
    if (kept) {
      this.metrics.countRender('stale');
      this.sendPage(request, reply, kept, 'stale');
      return;
    }
    this.metrics.countRender('shell');
    const html = this.shell(request.language, this.headOf(request, page));
    reply
      .code(page.route === 'NotFound' ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', VISITOR_VARY)
      .header(CACHE_STATUS_HEADER, 'shell')
      .send(html);
  }

  private canonicalOf(request: FastifyRequest, href: string): string {
    return pageAddress(this.app.siteOriginOf(request.site), request.site, request.language, href);
  }

  /** The head tags of a page the gateway knows without rendering it (for the shell). */
  private headOf(request: FastifyRequest, page: PageOf): HeadTags {
    if (page.route === 'NotFound') return { canonical: null, alternates: [] };
    return {
      canonical: this.canonicalOf(request, page.href),
      alternates: alternatesOf(this.app, request.site, page.href),
    };
  }

  /**
   * Reads the page's data (each read once, in parallel, in-process) and renders it on a render
   * thread. With `notFound`, the answers of a page a read of which was not found: the page is
   * rendered with that part loading, as the browser would show it before it follows the error.
   */
  private render(request: FastifyRequest, page: PageOf, notFound?: (Uint8Array | null)[]): Promise<StoredPage> {
    const work = () => this.readAndRender(request, page, notFound);
    // With tracing on, the render is a span of the request's trace (its data reads are inside it).
    const traces = tracing();
    const path = page.href.split('?')[0] ?? page.href;
    return traces ? traces.inSpan('render', { 'url.path': path }, work) : work();
  }

  private async readAndRender(
    request: FastifyRequest,
    page: PageOf,
    notFound?: (Uint8Array | null)[],
  ): Promise<StoredPage> {
    // A full queue refuses before the reads: a refused render costs the event loop nothing more.
    if (this.rendersWait) throw new RenderQueueFull();
    const answers = notFound ?? (await this.answersOf(request, page));
    const head = notFound ? { canonical: null, alternates: [] } : this.headOf(request, page);
    const outcome = await this.renderTask(request, page, head, answers);
    if (outcome.redirect) throw new Redirect(outcome.status, outcome.redirect);
    if (!outcome.body || !outcome.etag) throw new Error(`render of ${page.href} gave no page`);
    const body = Buffer.from(outcome.body.buffer, outcome.body.byteOffset, outcome.body.byteLength);
    const brotli = outcome.brotli
      ? Buffer.from(outcome.brotli.buffer, outcome.brotli.byteOffset, outcome.brotli.byteLength)
      : null;
    return {
      body,
      brotli,
      etag: outcome.etag,
      storedAt: this.app.core.sessions.now(),
      status: outcome.status,
      styleSource: outcome.styleSource ?? null,
    };
  }

  /** One render on a render thread, timed, its undeclared queries reported once per route. */
  private async renderTask(
    request: FastifyRequest,
    page: PageOf,
    head: HeadTags,
    answers: (Uint8Array | null)[],
    viewport?: 'narrow',
  ): Promise<Awaited<ReturnType<RenderPool['render']>>> {
    const started = performance.now();
    const outcome = await this.pool.render({
      ...(viewport ? { viewport } : {}),
      href: page.href,
      origin: this.app.siteOriginOf(request.site),
      language: request.language,
      answers,
      canonical: head.canonical,
      alternates: head.alternates,
      locale: `${request.language.split('-')[0]}_${request.site.country}`,
    });
    this.metrics.observeRender(Math.max(0, performance.now() - started - outcome.workMs) / 1000, outcome.workMs / 1000);
    if (outcome.undeclared.length > 0 && !this.reportedRoutes.has(page.route)) {
      this.reportedRoutes.add(page.route);
      this.app.log.warn(
        { route: page.route, queries: outcome.undeclared },
        'a server page ran queries its route does not declare',
      );
    }
    return outcome;
  }

  /** The answers of the page's reads; a 4xx of its own reads makes it not found, any other failure fails it. */
  private async answersOf(request: FastifyRequest, page: PageOf): Promise<(Uint8Array | null)[]> {
    const answers = await Promise.all(
      page.reads.map((url, index) =>
        index < page.shellReads
          ? this.shellReads.get(`${request.host}|${request.language}|${url}`, () => this.read(request, url))
          : this.read(request, url),
      ),
    );
    // The shell's own reads (site, visitor) must answer; a page's read may be not found.
    if (answers.some((answer, index) => answer.status >= 500 || (index < page.shellReads && answer.status !== 200)))
      throw new ReadFailed(`a read of ${page.href} failed`);
    const bodies = answers.map((answer) => (answer.status === 200 ? answer.body : null));
    if (bodies.includes(null)) throw new ReadNotFound(bodies);
    return bodies;
  }

  private sendPage(request: FastifyRequest, reply: FastifyReply, stored: StoredPage, outcome: string): FastifyReply {
    if (stored.brotli) keepBrotli(stored, stored.brotli);
    reply
      .code(stored.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', stored.status === 200 ? PUBLIC_CACHE_CONTROL : 'no-cache')
      .header('etag', stored.etag)
      .header('age', String(this.store.ageOf(stored)))
      // A page is stored per language (keyOf): a cache in between keeps one per language too.
      .header('vary', STORED_VARY)
      .header(CACHE_STATUS_HEADER, outcome);
    // Also on a 304: the browser takes the policy of the page it keeps from the 304's headers.
    allowInlineOf(reply, stored.styleSource);
    if (stored.status === 200 && matches(request.headers['if-none-match'], stored.etag)) return reply.code(304).send();
    return sendStored(request, reply, stored);
  }
}
