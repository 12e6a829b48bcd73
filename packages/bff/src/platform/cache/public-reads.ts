import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STORED_VARY, sendStored } from './compression.js';
import { PUBLIC_READ_STALE_S, PUBLIC_READ_TTL_S, PublicReadCache } from './public-read-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serves public reads from the per-instance cache when the visitor is anonymous. */
    publicReads: PublicReads;
  }
}

/** For an anonymous visitor: browsers and shared caches may keep the reply, then revalidate by ETag. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_READ_TTL_S}, stale-while-revalidate=${PUBLIC_READ_STALE_S}`;
/** Anything a signed-in user or a referral visitor sees may carry their prices or favourites. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Tells how a reply was served (hit, stale, miss, coalesced): for tests and for reading logs. */
export const CACHE_STATUS_HEADER = 'x-cache';

const sorted = (value: unknown): string =>
  value && typeof value === 'object'
    ? JSON.stringify(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : '';

/**
 * The cache key: site, language, the route's pattern, and its path parameters and query as the
 * route's schema parsed them (unknown query keys are dropped by then, so `?x=1` cannot split the
 * cache), in a stable order.
 */
export const cacheKeyOf = (request: FastifyRequest): string =>
  [
    request.site.code,
    request.language,
    request.method === 'HEAD' ? 'GET' : request.method,
    request.routeOptions.url,
    sorted(request.params),
    sorted(request.query),
  ].join('|');

/** `If-None-Match` may list several tags, weak or strong, or `*`. */
export const matches = (header: string | undefined, etag: string): boolean =>
  (header ?? '').split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });

export class PublicReads {
  constructor(
    readonly cache: PublicReadCache,
    /** A signed-in user, a referral visitor or a spectator: sees their own prices and favourites. */
    readonly personal: (request: FastifyRequest) => Promise<boolean>,
  ) {}

  /**
   * Answers a public read. A signed-in user or a referral visitor gets `build()` fresh, marked
   * private. Anyone else gets the stored bytes for this (site, language, route, query): 304 when
   * the browser already holds them, otherwise the bytes as they were serialised once (through the
   * route's 200 schema, as Fastify would), with ETag, Age and Cache-Control.
   */
  async serve<T>(request: FastifyRequest, reply: FastifyReply, build: () => Promise<T>): Promise<T> {
    if (await this.personal(request)) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return build();
    }
    // The route's own compiled 200 writer, the one Fastify would use (reply-serializer.ts).
    const { reply: stored, outcome } = await this.cache.get(cacheKeyOf(request), async () =>
      Buffer.from(reply.serializeInput((await build()) as Record<string, unknown>, '200') as string),
    );
    reply
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('etag', stored.etag)
      .header('age', String(this.cache.ageOf(stored)))
      // The language comes from a cookie or the browser's languages, and signing in changes the
      // session cookie: a browser must not reuse an anonymous reply once either changes.
      .header('vary', STORED_VARY)
      .header(CACHE_STATUS_HEADER, outcome);
    if (matches(request.headers['if-none-match'], stored.etag)) reply.code(304).send();
    else sendStored(request, reply.type('application/json; charset=utf-8'), stored);
    // The reply is sent; Fastify waits on it (a reply is thenable) and sends nothing more.
    return reply as unknown as T;
  }
}

/** Decorates `app.publicReads`, on the gateway's clock; a session with tokens or a referral is personal. */
export const publicReadsPlugin = fp(async (app) => {
  const { sessions } = app.core;
  const cache = new PublicReadCache({
    now: () => sessions.now(),
    onRenewError: (key, error) => app.log.warn({ err: error, key }, 'public read renewal failed'),
  });
  const personal = async (request: FastifyRequest): Promise<boolean> => {
    if (!sessions.idOf(request)) return false;
    const session = await sessions.load(request);
    return Boolean(session?.data.tokens || session?.data.referral || session?.data.spectator);
  };
  app.decorate('publicReads', new PublicReads(cache, personal));
  app.cachePurge.onPurge(({ site, pagesOnly }) => {
    if (pagesOnly) return;
    if (site === null) cache.clear();
    else cache.drop(`${site}|`);
  });
});
