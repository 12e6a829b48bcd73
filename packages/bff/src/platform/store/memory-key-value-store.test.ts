import { describe, expect, it } from 'vitest';
import { keyValueStoreContract } from '../../../test/harness/key-value-store-contract.js';
import { MemoryKeyValueStore } from './memory-key-value-store.js';

keyValueStoreContract('memory', async () => new MemoryKeyValueStore());

describe('memory key-value store', () => {
  it('shares one frozen copy of a document: a reader cannot change it', async () => {
    const store = new MemoryKeyValueStore();
    await store.set('doc', { inner: { value: 1 } }, 60_000);
    const read = await store.getDocument<{ inner: { value: number } }>('doc');
    expect(read).toBe(await store.getDocument('doc'));
    expect(() => {
      if (read) read.inner.value = 2;
    }).toThrow(TypeError);
    await store.close();
  });

  it('keeps at most `max` values under a bound’s prefix, the oldest not kept going first; other keys are not counted', async () => {
    const max = 100;
    const store = new MemoryKeyValueStore(() => 1_000, [{ prefix: 'bound:', max, kept: (value) => value === 'keep' }]);
    for (let i = 0; i < 10; i += 1) await store.set(`bound:kept-${i}`, 'keep', 60_000);
    for (let i = 0; i < max * 3; i += 1) await store.set(`bound:${i}`, 'drop', 60_000);
    for (let i = 0; i < max * 3; i += 1) await store.set(`free:${i}`, 'x', 60_000);
    expect(await store.count('bound:')).toBeLessThanOrEqual(max);
    expect(await store.count('bound:kept-')).toBe(10);
    expect(await store.get('bound:0')).toBeNull();
    expect(await store.get(`bound:${max * 3 - 1}`)).toBe('drop');
    expect(await store.count('free:')).toBe(max * 3);
    await store.close();
  });

  it('the sweep drops what lapsed, also what nobody reads again', async () => {
    let now = 0;
    const store = new MemoryKeyValueStore(() => now);
    await store.set('value', 'x', 1_000);
    await store.hashPut('hash', 'field', 'x', 1_000);
    await store.listPush('list', 'x', 10, 1_000);
    now = 1_000;
    store.sweep();
    now = 0;
    // Read on the old clock: only the sweep can have dropped them.
    expect(await store.get('value')).toBeNull();
    expect(await store.hashRead('hash')).toEqual(new Map());
    expect(await store.listRead('list')).toEqual([]);
    await store.close();
  });
});
