import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_READ_STALE_S, PUBLIC_READ_TTL_S } from '../cache/public-read-cache.js';
import { PageStore, type SharedPages, type StoredPage } from './page-store.js';

/** Redis as the instances see it (redis-pages.ts), in memory: pages, render claims, "stored" wake-ups. */
class MemoryShared implements SharedPages {
  readonly pages = new Map<string, StoredPage>();
  private readonly claims = new Set<string>();
  private readonly stored = new EventEmitter();
  async get(key: string) {
    return this.pages.get(key) ?? null;
  }
  async put(key: string, page: StoredPage) {
    this.pages.set(key, page);
    this.stored.emit(key);
  }
  async claim(key: string) {
    if (this.claims.has(key)) return false;
    this.claims.add(key);
    return true;
  }
  async release(key: string) {
    this.claims.delete(key);
  }
  waitFor(key: string, ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.stored.once(key, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  async drop(site: string | null) {
    for (const key of [...this.pages.keys()]) if (site === null || key.startsWith(`${site}|`)) this.pages.delete(key);
  }
  async close() {}
}

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

const storeOf = (now: () => number, shared: SharedPages | null = null) =>
  new PageStore({ now, shared, onRenewError: () => {}, onSharedError: () => {} });

const pageOf = (html: string, storedAt: number): StoredPage => ({
  body: Buffer.from(html),
  brotli: null,
  etag: `"${html}"`,
  storedAt,
  status: 200,
  styleSource: null,
});

describe('the stored pages of one instance (issue 30)', () => {
  it('renders a page once for any number of visitors asking at the same time', async () => {
    const { now } = clock();
    const store = storeOf(now);
    let finish: (page: StoredPage) => void = () => {};
    const render = vi.fn(() => new Promise<StoredPage>((resolve) => (finish = resolve)));
    const asked = Promise.all(Array.from({ length: 30 }, () => store.get('ru|ru|ShopMain /shop', render)));
    await vi.waitFor(() => expect(render).toHaveBeenCalled());
    finish(pageOf('shop', now()));
    const outcomes = (await asked).map((answer) => answer.outcome);
    expect(render).toHaveBeenCalledTimes(1);
    expect(outcomes.filter((outcome) => outcome === 'miss')).toHaveLength(1);
    expect(store.fresh('ru|ru|ShopMain /shop')?.body.toString()).toBe('shop');
  });

  it('serves a page stale within its window while one render renews it, and keeps it after the window for refused renders', async () => {
    const { now, advance } = clock();
    const store = storeOf(now);
    let version = 0;
    const render = vi.fn(async () => pageOf(`v${++version}`, now()));
    await store.get('k', render);
    advance(PUBLIC_READ_TTL_S * 1000 + 1);
    expect(store.fresh('k')).toBeUndefined();
    const stale = await store.get('k', render);
    expect(stale.outcome).toBe('stale');
    await vi.waitFor(() => expect(store.fresh('k')?.body.toString()).toBe('v2'));
    advance((PUBLIC_READ_TTL_S + PUBLIC_READ_STALE_S) * 1000);
    // Past the window a visitor waits for a render, but a refused render still finds the old page.
    expect((await store.kept('k'))?.body.toString()).toBe('v2');
    const refused = store.get('k', async () => {
      throw new Error('queue full');
    });
    await expect(refused).rejects.toThrow('queue full');
    expect((await store.kept('k'))?.body.toString()).toBe('v2');
  });

  it('drops the pages of one site', async () => {
    const { now } = clock();
    const store = storeOf(now);
    await store.get('ru|ru|a', async () => pageOf('a', now()));
    await store.get('kz|ru|a', async () => pageOf('b', now()));
    store.dropLocal('ru');
    expect(store.fresh('ru|ru|a')).toBeUndefined();
    expect(store.fresh('kz|ru|a')).toBeDefined();
  });
});

describe('pages shared by the instances (issue 30, Redis)', () => {
  it('renders a new page once across three instances asked thirty times together', async () => {
    const { now } = clock();
    const shared = new MemoryShared();
    const instances = [storeOf(now, shared), storeOf(now, shared), storeOf(now, shared)];
    const render = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return pageOf('product', now());
    });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (instances[i % 3] as PageStore).get('ru|ru|ShopProduct', render)),
    );
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((answer) => answer.page.body.toString()))).toEqual(new Set(['product']));
    expect(answers.filter((answer) => answer.outcome === 'shared').length).toBeGreaterThan(0);
  });

  it('takes a page another instance rendered while it is fresh, and renders it itself once it is not', async () => {
    const { now, advance } = clock();
    const shared = new MemoryShared();
    const [one, two] = [storeOf(now, shared), storeOf(now, shared)];
    const render = vi.fn(async () => pageOf('page', now()));
    await one.get('k', render);
    expect(await two.get('k', render)).toMatchObject({ outcome: 'shared' });
    expect(render).toHaveBeenCalledTimes(1);
    advance((PUBLIC_READ_TTL_S + PUBLIC_READ_STALE_S) * 1000);
    expect(await storeOf(now, shared).get('k', render)).toMatchObject({ outcome: 'miss' });
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('works alone when the shared store fails, telling why', async () => {
    const { now } = clock();
    const broken: SharedPages = {
      ...new MemoryShared(),
      get: async () => {
        throw new Error('Redis down');
      },
      claim: async () => {
        throw new Error('Redis down');
      },
      put: async () => {},
      release: async () => {},
      waitFor: async () => {},
      drop: async () => {},
      close: async () => {},
    };
    const errors: unknown[] = [];
    const store = new PageStore({ now, shared: broken, onRenewError: () => {}, onSharedError: (e) => errors.push(e) });
    expect(await store.get('k', async () => pageOf('alone', now()))).toMatchObject({ outcome: 'miss' });
    expect(errors.length).toBeGreaterThan(0);
  });
});
