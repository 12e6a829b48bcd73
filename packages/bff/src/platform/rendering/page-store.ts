import type { CachedReply } from '../cache/public-read-cache.js';
import {
  PUBLIC_READ_MAX_BYTES,
  PUBLIC_READ_MAX_ENTRIES,
  PUBLIC_READ_STALE_S,
  PUBLIC_READ_TTL_S,
} from '../cache/public-read-cache.js';

/** A rendered page as it is kept: its bytes, their brotli copy, and what sending it needs. */
export interface StoredPage extends CachedReply {
  /** 200, or 404 for a not-found page (stored once per site, language and route). */
  status: number;
  /** The brotli copy made by the render thread (most browsers take it); null: made when asked. */
  brotli: Buffer | null;
  /** `'sha256-…'` of the page's inlined style sheet, for its content security policy. */
  styleSource: string | null;
}

/** How a page was found: fresh here, stale here (renewed behind), rendered now, or by another instance. */
export type PageOutcome = 'hit' | 'stale' | 'miss' | 'coalesced' | 'shared';

/**
 * Pages shared by every instance (Redis): a page one instance rendered is not rendered again by the
 * others while it is fresh, one instance renders a page at a time, and a purge reaches them all.
 */
export interface SharedPages {
  get: (key: string) => Promise<StoredPage | null>;
  put: (key: string, page: StoredPage, keepMs: number) => Promise<void>;
  /** Takes the right to render `key` for `ms`; false while another instance holds it. */
  claim: (key: string, ms: number) => Promise<boolean>;
  release: (key: string) => Promise<void>;
  /** Resolves when another instance has stored `key`, or after `ms`. */
  waitFor: (key: string, ms: number) => Promise<void>;
  /** Drops the shared pages of a site (every site: null); each instance drops its own (`dropLocal`). */
  drop: (site: string | null) => Promise<void>;
  close: () => Promise<void>;
}

/** An instance waits this long for another one rendering the same page before it renders it itself. */
export const SHARED_RENDER_WAIT_MS = 5_000;

export interface PageStoreOptions {
  now: () => number;
  shared: SharedPages | null;
  ttlMs?: number;
  staleMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /** Told when a background renewal fails (the stale page keeps being served meanwhile). */
  onRenewError: (key: string, error: unknown) => void;
  /** Told when the shared store fails: this instance then renders and keeps its pages alone. */
  onSharedError: (error: unknown) => void;
}

const sizeOf = (page: StoredPage): number => page.body.length + (page.brotli?.length ?? 0);

/**
 * The server-rendered pages of one instance, keyed by what the page is (issue 30: site, language,
 * route and canonical address): a bounded LRU, fresh for the public-read TTL then served stale while
 * one render renews it, concurrent misses of one page sharing one render. Expired pages are kept
 * until the LRU needs their room: when renders are refused (the queue is full), an old page beats
 * the empty shell. With `shared`, instances share their pages through Redis.
 */
export class PageStore {
  private readonly entries = new Map<string, StoredPage>();
  private readonly loading = new Map<string, Promise<StoredPage>>();
  private bytes = 0;
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(private readonly options: PageStoreOptions) {
    this.ttlMs = options.ttlMs ?? PUBLIC_READ_TTL_S * 1000;
    this.staleMs = options.staleMs ?? PUBLIC_READ_STALE_S * 1000;
    this.maxEntries = options.maxEntries ?? PUBLIC_READ_MAX_ENTRIES;
    this.maxBytes = options.maxBytes ?? PUBLIC_READ_MAX_BYTES;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Seconds since the page was rendered (the `Age` header). */
  ageOf(page: StoredPage): number {
    return Math.max(0, Math.floor((this.options.now() - page.storedAt) / 1000));
  }

  private age(page: StoredPage): number {
    return this.options.now() - page.storedAt;
  }

  /** The page while it is fresh here, found without waiting on anything (most visits). */
  fresh(key: string): StoredPage | undefined {
    const stored = this.entries.get(key);
    if (!stored || this.age(stored) >= this.ttlMs) return undefined;
    this.touch(key, stored);
    return stored;
  }

  /** Any page kept for `key`, however old, here or shared: what a refused render falls back on. */
  async kept(key: string): Promise<StoredPage | undefined> {
    return this.entries.get(key) ?? (await this.sharedCall((shared) => shared.get(key), null)) ?? undefined;
  }

  /**
   * The page for `key`: fresh here; stale within the window (renewed in the background); found
   * fresh on another instance; or rendered once, however many ask at the same time. A failed
   * render stores nothing: everyone waiting on it gets the error, the next visitor tries again.
   */
  async get(key: string, render: () => Promise<StoredPage>): Promise<{ page: StoredPage; outcome: PageOutcome }> {
    const stored = this.entries.get(key);
    if (stored) {
      const age = this.age(stored);
      if (age < this.ttlMs) {
        this.touch(key, stored);
        return { page: stored, outcome: 'hit' };
      }
      if (age < this.ttlMs + this.staleMs) {
        this.touch(key, stored);
        this.renew(key, render);
        return { page: stored, outcome: 'stale' };
      }
    }
    const pending = this.loading.get(key);
    if (pending) return { page: await pending, outcome: 'coalesced' };
    let outcome = 'miss' as PageOutcome;
    const page = await this.load(key, async () => {
      const shared = await this.sharedPage(key);
      if (shared) {
        outcome = this.age(shared) < this.ttlMs ? 'shared' : 'stale';
        return shared;
      }
      const made = await this.renderShared(key, render);
      outcome = made.outcome;
      return made.page;
    });
    // Stale everywhere: this instance renews it for all, as it would its own stale copy.
    if (outcome === 'stale') this.renew(key, render);
    return { page, outcome };
  }

  /** Drops the shared pages of a site (every site: null); a purge does it before telling the instances. */
  async dropShared(site: string | null): Promise<void> {
    await this.options.shared?.drop(site);
  }

  /** A page another instance stored within the window, kept here from now on. */
  private async sharedPage(key: string): Promise<StoredPage | null> {
    const shared = await this.sharedCall((store) => store.get(key), null);
    if (!shared || this.age(shared) >= this.ttlMs + this.staleMs) return null;
    return shared;
  }

  /** A call to the shared store; when Redis fails, `fallback` (the instance works alone meanwhile). */
  private async sharedCall<T>(call: (shared: SharedPages) => Promise<T>, fallback: T): Promise<T> {
    const shared = this.options.shared;
    if (!shared) return fallback;
    try {
      return await call(shared);
    } catch (error) {
      this.options.onSharedError(error);
      return fallback;
    }
  }

  /** Renders `key`, one instance at a time: another instance's render is waited for, then taken. */
  private async renderShared(
    key: string,
    render: () => Promise<StoredPage>,
  ): Promise<{ page: StoredPage; outcome: 'miss' | 'shared' }> {
    const shared = this.options.shared;
    if (!shared) return { page: await render(), outcome: 'miss' };
    if (!(await this.sharedCall((store) => store.claim(key, SHARED_RENDER_WAIT_MS), true))) {
      await shared.waitFor(key, SHARED_RENDER_WAIT_MS);
      const theirs = await this.sharedPage(key);
      if (theirs && this.age(theirs) < this.ttlMs) return { page: theirs, outcome: 'shared' };
    }
    try {
      const page = await render();
      await this.sharedCall((store) => store.put(key, page, this.ttlMs + this.staleMs), undefined);
      return { page, outcome: 'miss' };
    } finally {
      await this.sharedCall((store) => store.release(key), undefined);
    }
  }

  private renew(key: string, render: () => Promise<StoredPage>): void {
    if (this.loading.has(key)) return;
    this.load(key, async () => (await this.renderShared(key, render)).page).catch((error: unknown) =>
      this.options.onRenewError(key, error),
    );
  }

  private load(key: string, produce: () => Promise<StoredPage>): Promise<StoredPage> {
    const promise = (async () => {
      try {
        const page = await produce();
        this.store(key, page);
        return page;
      } finally {
        this.loading.delete(key);
      }
    })();
    this.loading.set(key, promise);
    return promise;
  }

  private store(key: string, page: StoredPage): void {
    this.remove(key);
    this.entries.set(key, page);
    this.bytes += sizeOf(page);
    // A Map iterates in insertion order, and `touch` re-inserts: the first key is the least recently used.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private touch(key: string, page: StoredPage): void {
    this.entries.delete(key);
    this.entries.set(key, page);
  }

  private remove(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(old);
  }

  /** Drops this instance's pages of a site (every site: null). */
  dropLocal(site: string | null): void {
    for (const key of [...this.entries.keys()]) if (site === null || key.startsWith(`${site}|`)) this.remove(key);
  }
}
