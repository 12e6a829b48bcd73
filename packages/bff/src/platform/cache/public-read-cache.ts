import { createHash } from 'node:crypto';

/**
 * How long a stored public reply is served as fresh. Short: prices and stock change during the
 * day, and a visitor must see a price change within a minute (spec 1 §9 gives no figure).
 */
export const PUBLIC_READ_TTL_S = 30;

/**
 * After the TTL a stored reply is still served for this long while one background call renews it
 * (stale-while-revalidate): a visitor never waits for the upstream on a popular page.
 */
export const PUBLIC_READ_STALE_S = 120;

/** At most this many replies are kept per gateway instance; the least recently used goes first. */
export const PUBLIC_READ_MAX_ENTRIES = 5_000;

/** At most this many bytes of replies are kept per gateway instance (the LRU also evicts by size). */
export const PUBLIC_READ_MAX_BYTES = 64 * 1024 * 1024;

/** A reply larger than this is served but never stored: one huge page must not empty the cache. */
export const PUBLIC_READ_MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** One stored reply: its serialised bytes (sent as they are, never re-serialised) and their ETag. */
export interface CachedReply {
  body: Buffer;
  etag: string;
  /** Epoch ms when the reply was made. */
  storedAt: number;
}

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'coalesced';

export interface PublicReadCacheOptions {
  now: () => number;
  ttlMs?: number;
  staleMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  maxEntryBytes?: number;
  /** Told when a background renewal fails (the stale reply keeps being served meanwhile). */
  onRenewError?: (key: string, error: unknown) => void;
}

/** A strong ETag of the bytes: the same reply always gets the same tag, on every instance. */
export const etagOf = (body: Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The gateway's cache of public (anonymous) reads: a bounded LRU of serialised replies with a
 * short TTL, stale-while-revalidate, and request coalescing — concurrent misses of one key share
 * one load, so N visitors arriving together make one upstream call per read. Per instance, in
 * memory: replicas each keep their own copy (a public reply is the same on each, so nothing needs
 * sharing; a cold replica costs one upstream call per key per TTL).
 */
export class PublicReadCache {
  private readonly entries = new Map<string, CachedReply>();
  private readonly loading = new Map<string, Promise<CachedReply>>();
  private bytes = 0;
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;

  constructor(private readonly options: PublicReadCacheOptions) {
    this.ttlMs = options.ttlMs ?? PUBLIC_READ_TTL_S * 1000;
    this.staleMs = options.staleMs ?? PUBLIC_READ_STALE_S * 1000;
    this.maxEntries = options.maxEntries ?? PUBLIC_READ_MAX_ENTRIES;
    this.maxBytes = options.maxBytes ?? PUBLIC_READ_MAX_BYTES;
    this.maxEntryBytes = options.maxEntryBytes ?? PUBLIC_READ_MAX_ENTRY_BYTES;
  }

  get size(): number {
    return this.entries.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  /** Seconds since the reply was made (the `Age` header). */
  ageOf(reply: CachedReply): number {
    return Math.max(0, Math.floor((this.options.now() - reply.storedAt) / 1000));
  }

  /**
   * The reply for `key`: stored and fresh; stored and stale within the window (renewed in the
   * background); or loaded once, however many callers ask at the same time. A failed load is not
   * stored: every caller waiting on it gets the error, the next one tries again.
   */
  async get(key: string, load: () => Promise<Buffer>): Promise<{ reply: CachedReply; outcome: CacheOutcome }> {
    const stored = this.entries.get(key);
    if (stored) {
      const age = this.options.now() - stored.storedAt;
      if (age < this.ttlMs) {
        this.touch(key, stored);
        return { reply: stored, outcome: 'hit' };
      }
      if (age < this.ttlMs + this.staleMs) {
        this.touch(key, stored);
        if (!this.loading.has(key))
          this.start(key, load).catch((error: unknown) => this.options.onRenewError?.(key, error));
        return { reply: stored, outcome: 'stale' };
      }
      this.remove(key);
    }
    const pending = this.loading.get(key);
    if (pending) return { reply: await pending, outcome: 'coalesced' };
    return { reply: await this.start(key, load), outcome: 'miss' };
  }

  /**
   * The stored reply for `key` while it is fresh, found without waiting on anything: the path a
   * popular page's every visitor takes. Stale, missing or loading: undefined, and `get` decides.
   */
  fresh(key: string): CachedReply | undefined {
    const stored = this.entries.get(key);
    if (!stored || this.options.now() - stored.storedAt >= this.ttlMs) return undefined;
    this.touch(key, stored);
    return stored;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Drops every reply whose key starts with `prefix` (a site's: `ru|`). */
  drop(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.remove(key);
  }

  private start(key: string, load: () => Promise<Buffer>): Promise<CachedReply> {
    const promise = (async () => {
      try {
        const body = await load();
        const reply: CachedReply = { body, etag: etagOf(body), storedAt: this.options.now() };
        this.store(key, reply);
        return reply;
      } finally {
        this.loading.delete(key);
      }
    })();
    this.loading.set(key, promise);
    return promise;
  }

  private store(key: string, reply: CachedReply): void {
    this.remove(key);
    if (reply.body.length > this.maxEntryBytes) return;
    this.entries.set(key, reply);
    this.bytes += reply.body.length;
    // A Map iterates in insertion order, and `touch` re-inserts: the first key is the least recently used.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private touch(key: string, reply: CachedReply): void {
    this.entries.delete(key);
    this.entries.set(key, reply);
  }

  private remove(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.body.length;
  }
}
