import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { declareSubtreeAccess } from '../access/route-declarations.js';
import { API_PATH } from '../api-path.js';
import { registerCompression } from '../cache/compression.js';
import type { Config } from '../config.js';
import { RTL_LANGUAGES } from '../constants.js';
import { envelope } from '../errors/envelope.js';
import { overloadedReply } from '../operations/load-shedding.js';
import { redisConfigured } from '../redis/redis-client.js';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, VISITOR_VARY } from '../sites/sites-plugin.js';
import { ApiFirst } from './api-first.js';
import { crawlerFiles } from './crawler-files.js';
import { LANGUAGE_PARAM } from './page-alternates.js';
import { shellHead } from './page-document.js';
import { readPagePaths } from './page-paths.js';
import { type HeadTags, PageRenderer, pagesEntryOf } from './page-renderer.js';
import { RedisPages } from './redis-pages.js';
import { createRenderMetrics } from './render-metrics.js';
import { defaultRenderThreads, RENDER_QUEUE_PER_THREAD, RenderPool } from './render-pool.js';

/** Files browsers ask for at the root of a site (favicon, web manifest). */
const ROOT_FILES = ['favicon.ico', 'favicon.svg', 'site.webmanifest'];
/** Icons keep their names across releases: a day, not a year. */
const ROOT_FILES_MAX_AGE = '1d';

declare module 'fastify' {
  interface FastifyInstance {
    /** Server rendering of public and office pages; absent when the gateway runs without a built client. */
    pages: PageRenderer | null;
  }
}

/**
 * The client shell: the built index.html with the site's `lang` and `dir` so the first paint is
 * right, and for a page whose render was refused, the head tags its address gives (issue 30).
 */
const shellOf = (template: string, language: string, head?: HeadTags): string => {
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const shell = template.replace('<html lang="en">', `<html lang="${language}" dir="${dir}">`);
  return head ? shell.replace('</head>', () => `${shellHead(head)}</head>`) : shell;
};

/** The languages whose texts the render threads load before their first page (the default site's). */
const WARM_LANGUAGES = ['ru'];

/** `/office/orders/:id` → a pattern for the path (a parameter is one segment; `:x?` may be absent). */
const pathPattern = (path: string): RegExp => {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
};

/** Patterns of the client's page paths. */
const pagePatterns = (webDist: string): RegExp[] => readPagePaths(webDist).map(pathPattern);

/**
 * The built client's files: hashed assets cached for a year (brotli and gzip copies made at build),
 * the icons, and the files browsers ask for at the root. Public, as every visitor loads them: stated
 * for the subtree, since `@fastify/static` registers routes whose options are not ours.
 */
const builtFiles = async (app: FastifyInstance, { webDist }: { webDist: string }): Promise<void> => {
  declareSubtreeAccess(app, 'public');
  await app.register(fastifyStatic, {
    root: join(webDist, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
    preCompressed: true,
  });
  // The app icons and the files browsers ask for at the root (packages/web/public).
  await app.register(fastifyStatic, {
    root: join(webDist, 'icons'),
    prefix: '/icons/',
    decorateReply: false,
    index: false,
    maxAge: ROOT_FILES_MAX_AGE,
  });
  for (const file of ROOT_FILES)
    app.get(`/${file}`, { schema: { hide: true } }, (_request, reply) =>
      reply.sendFile(file, webDist, { maxAge: ROOT_FILES_MAX_AGE }),
    );
};

/**
 * Serves the built client: hashed assets cached for a year (brotli and gzip copies made at build),
 * public pages rendered on the server for anonymous visitors and the office pages a partner opens
 * most for the signed-in visitor (page-renderer.ts), and the client shell for every other page
 * (history-mode routes): 200 for a path of the client's route table, 404 for any other (the client
 * shows its not-found page).
 */
export const registerWeb = async (app: FastifyInstance, config: Config, registry: Registry): Promise<void> => {
  const webDist = config.WEB_DIST;
  await registerCompression(app);
  // The configuration made sure the folder holds index.html (config.ts).
  const template = webDist ? readFileSync(join(webDist, 'index.html'), 'utf8') : undefined;
  const pagePaths = webDist ? pagePatterns(webDist) : [];
  let pool: RenderPool | null = null;
  // Pages give way to the API only where there are pages: without a built client, no gate.
  const apiFirst = template ? new ApiFirst() : null;
  const metrics = createRenderMetrics(
    registry,
    () => pool?.queued ?? 0,
    () => apiFirst?.pagesWaiting ?? 0,
  );
  app.addHook('onClose', async () => metrics.close());
  if (apiFirst) {
    app.addHook('onRequest', (request, _reply, done) => {
      apiFirst.noteRequest(request);
      done();
    });
    app.addHook('onClose', async () => apiFirst.close());
  }
  let pages: PageRenderer | null = null;
  if (webDist && template && apiFirst && existsSync(pagesEntryOf(webDist))) {
    const threads = config.RENDER_THREADS ?? defaultRenderThreads();
    const renderPool = new RenderPool({
      webDist,
      threads,
      maxQueue: config.RENDER_QUEUE_MAX ?? threads * RENDER_QUEUE_PER_THREAD,
      warmLanguages: WARM_LANGUAGES,
      onThreadError: (error) => app.log.error({ err: error }, 'a render thread failed'),
    });
    pool = renderPool;
    const shared = redisConfigured(config) ? new RedisPages(config, app.log) : null;
    app.addHook('onClose', async () => {
      await Promise.allSettled([renderPool.close(), shared?.close()]);
    });
    pages = new PageRenderer(
      app,
      await PageRenderer.loadPages(webDist),
      renderPool,
      metrics,
      shared,
      (language, head) => shellOf(template, language, head),
      apiFirst,
    );
  }
  app.decorate('pages', pages);
  if (webDist) await app.register(builtFiles, { webDist });
  await app.register(crawlerFiles);

  /** A page's reply: stored, rendered now, or the client shell. */
  const servePage = async (request: FastifyRequest, reply: FastifyReply, template: string): Promise<FastifyReply> => {
    // Only the path and query are read here: the base is a placeholder, never the request's Host.
    const url = new URL(request.url, 'http://page.invalid');
    // A language chosen by address is the visitor's language from now on: later calls read the cookie.
    if (
      url.searchParams.get(LANGUAGE_PARAM) === request.language &&
      request.cookies[LANGUAGE_COOKIE] !== request.language
    )
      reply.setCookie(LANGUAGE_COOKIE, request.language, {
        path: '/',
        maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
        sameSite: 'lax',
      });
    if (pages?.serveFresh(request, reply, url)) return reply;
    if (pages) {
      try {
        if (await pages.serve(request, reply, url)) return reply;
      } catch (error) {
        // Never a blank page: the browser renders it instead.
        request.log.error({ err: error, url: request.url }, 'server render failed; sending the client shell');
      }
    }
    // The shell's `<html lang>` is the visitor's language: Vary says what it was chosen by.
    return reply
      .code(pagePaths.some((page) => page.test(url.pathname)) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', VISITOR_VARY)
      .send(shellOf(template, request.language));
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith(API_PATH);
    if (!isPage || !template || !apiFirst) {
      return reply.code(404).send(envelope({ status: 404, code: 'not_found', message: 'Not found' }));
    }
    if (!apiFirst.open) return reply.send(overloadedReply(reply));
    const turn = apiFirst.turn();
    const waitedFrom = performance.now();
    if (turn) await turn;
    const waited = performance.now() - waitedFrom;
    try {
      return await servePage(request, reply, template);
    } finally {
      // Its hooks before this handler count too; its wait for a turn does not.
      apiFirst.spent(reply.elapsedTime - waited);
    }
  });
};
