import { describe, expect, it, vi } from 'vitest';
import { etagOf, PUBLIC_READ_STALE_S, PUBLIC_READ_TTL_S, PublicReadCache } from './public-read-cache.js';

const setup = (options: Partial<ConstructorParameters<typeof PublicReadCache>[0]> = {}) => {
  let now = 1_000_000;
  const cache = new PublicReadCache({ now: () => now, ...options });
  return { cache, advance: (ms: number) => (now += ms) };
};

const bytes = (text: string) => Buffer.from(text);

describe('PublicReadCache', () => {
  it('makes one load for many concurrent misses of a key (coalescing)', async () => {
    const { cache } = setup();
    let release: (value: Buffer) => void = () => {};
    const load = vi.fn(() => new Promise<Buffer>((resolve) => (release = resolve)));
    const all = Promise.all(Array.from({ length: 100 }, () => cache.get('k', load)));
    release(bytes('{"a":1}'));
    const results = await all;
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((r) => r.reply))).toHaveProperty('size', 1);
    expect(results.filter((r) => r.outcome === 'miss')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'coalesced')).toHaveLength(99);
  });

  it('serves stored bytes with their ETag while fresh', async () => {
    const { cache, advance } = setup();
    const load = vi.fn(async () => bytes('{"a":1}'));
    const first = await cache.get('k', load);
    advance(PUBLIC_READ_TTL_S * 1000 - 1);
    const second = await cache.get('k', load);
    expect(second).toMatchObject({ outcome: 'hit' });
    expect(second.reply.body).toBe(first.reply.body);
    expect(second.reply.etag).toBe(etagOf(bytes('{"a":1}')));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale reply within the window and renews it once in the background', async () => {
    const { cache, advance } = setup();
    let version = 0;
    const load = vi.fn(async () => bytes(`{"v":${++version}}`));
    await cache.get('k', load);
    advance(PUBLIC_READ_TTL_S * 1000 + 1);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a.outcome).toBe('stale');
    expect(b.outcome).toBe('stale');
    expect(a.reply.body.toString()).toBe('{"v":1}');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    const renewed = await cache.get('k', load);
    expect(renewed).toMatchObject({ outcome: 'hit' });
    expect(renewed.reply.body.toString()).toBe('{"v":2}');
  });

  it('loads again once the stale window is over', async () => {
    const { cache, advance } = setup();
    const load = vi.fn(async () => bytes('{}'));
    await cache.get('k', load);
    advance((PUBLIC_READ_TTL_S + PUBLIC_READ_STALE_S) * 1000);
    expect((await cache.get('k', load)).outcome).toBe('miss');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: every waiter gets the error and the next call loads again', async () => {
    const { cache } = setup();
    const failing = vi.fn(async () => {
      throw new Error('upstream down');
    });
    const waits = await Promise.allSettled([cache.get('k', failing), cache.get('k', failing)]);
    expect(waits.map((w) => w.status)).toEqual(['rejected', 'rejected']);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(0);
    expect((await cache.get('k', async () => bytes('{}'))).outcome).toBe('miss');
  });

  it('evicts the least recently used entry beyond its entry limit', async () => {
    const { cache } = setup({ maxEntries: 2 });
    await cache.get('a', async () => bytes('a'));
    await cache.get('b', async () => bytes('b'));
    await cache.get('a', async () => bytes('x'));
    await cache.get('c', async () => bytes('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => bytes('x'))).outcome).toBe('hit');
    expect((await cache.get('b', async () => bytes('b'))).outcome).toBe('miss');
  });

  it('bounds the bytes it keeps and never stores an oversized reply', async () => {
    const { cache } = setup({ maxBytes: 10, maxEntryBytes: 8 });
    await cache.get('a', async () => bytes('12345'));
    await cache.get('b', async () => bytes('12345'));
    await cache.get('c', async () => bytes('123'));
    expect(cache.storedBytes).toBeLessThanOrEqual(10);
    await cache.get('big', async () => bytes('123456789'));
    expect((await cache.get('big', async () => bytes('123456789'))).outcome).toBe('miss');
  });
});
