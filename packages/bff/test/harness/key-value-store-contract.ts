import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../src/platform/store/key-value-store.js';

/** Long enough that no busy test machine sees it lapse before the test reads it. */
const KEPT_MS = 60_000;
/** Short enough to wait out. */
const BRIEF_MS = 50;
const PAST_BRIEF_MS = 200;

/** Resolves once `check` holds (a message between instances takes a moment), or fails after 5 s. */
export const eventually = async (check: () => boolean): Promise<void> => {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 5_000) throw new Error('not within 5 s');
    await sleep(10);
  }
};

/**
 * What every key-value store does, the same on memory (`memory-key-value-store.test.ts`) and on
 * Redis (`key-value-store-redis.system.test.ts`): the session store and the job store rely on
 * nothing else. Each test writes keys of its own, so a shared Redis needs no clean-up between them.
 */
export const keyValueStoreContract = (backend: string, open: () => Promise<KeyValueStore>): void => {
  describe(`key-value store contract (${backend})`, () => {
    let store: KeyValueStore;
    let test = 0;
    const key = (name: string): string => `contract:${test}:${name}`;
    beforeAll(async () => {
      store = await open();
    });
    beforeEach(() => {
      test += 1;
    });
    afterAll(() => store?.close());

    it('keeps a string for its TTL, then answers null', async () => {
      expect(await store.get(key('absent'))).toBeNull();
      expect(await store.set(key('kept'), 'value', KEPT_MS)).toBe(true);
      await store.set(key('brief'), 'value', BRIEF_MS);
      expect(await store.get(key('kept'))).toBe('value');
      await sleep(PAST_BRIEF_MS);
      expect(await store.get(key('brief'))).toBeNull();
      expect(await store.exist([key('kept'), key('brief'), key('absent')])).toEqual([true, false, false]);
    });

    it('keeps a document as it was written: later changes by the writer do not reach it', async () => {
      const document = { user: { id: 7, name: 'Anna' }, tokens: null, list: [1, 2] };
      await store.set(key('document'), document, KEPT_MS);
      document.user.name = 'changed';
      expect(await store.getDocument(key('document'))).toEqual({
        user: { id: 7, name: 'Anna' },
        tokens: null,
        list: [1, 2],
      });
      expect(JSON.parse((await store.get(key('document'))) ?? 'null')).toMatchObject({ user: { name: 'Anna' } });
      expect(await store.getDocument(key('absent'))).toBeNull();
    });

    it('writes where the key is absent (NX) or present (XX) only, atomically with the check', async () => {
      expect(await store.set(key('nx'), 'first', KEPT_MS, { when: 'absent' })).toBe(true);
      expect(await store.set(key('nx'), 'second', KEPT_MS, { when: 'absent' })).toBe(false);
      expect(await store.get(key('nx'))).toBe('first');
      expect(await store.set(key('xx'), 'first', KEPT_MS, { when: 'present' })).toBe(false);
      expect(await store.get(key('xx'))).toBeNull();
      expect(await store.set(key('nx'), 'third', KEPT_MS, { when: 'present' })).toBe(true);
      expect(await store.get(key('nx'))).toBe('third');
      await store.delete(key('nx'));
      expect(await store.set(key('nx'), 'fourth', KEPT_MS, { when: 'present' })).toBe(false);
      expect(await store.get(key('nx'))).toBeNull();
    });

    it('tells the watchers of a write’s name, on writes that happened only, until they unsubscribe', async () => {
      let heard = 0;
      const name = key('watched');
      const unwatch = store.watch(name, () => {
        heard += 1;
      });
      await store.set(key('a'), 'value', KEPT_MS, { notify: name });
      await eventually(() => heard === 1);
      await store.set(key('a'), 'value', KEPT_MS, { when: 'absent', notify: name });
      await store.set(key('a'), 'changed', KEPT_MS, { when: 'present', notify: name });
      await eventually(() => heard === 2);
      await store.delete(key('a'), name);
      await eventually(() => heard === 3);
      await sleep(50);
      expect(heard).toBe(3);
      unwatch();
      await store.set(key('a'), 'value', KEPT_MS, { notify: name });
      await sleep(50);
      expect(heard).toBe(3);
    });

    it('keeps a member in a set with the write that says so, and takes it out again', async () => {
      const set = key('running');
      await store.set(key('job-1'), { state: 'running' }, KEPT_MS, { membership: { set, member: '1', present: true } });
      await store.set(key('job-2'), { state: 'running' }, KEPT_MS, { membership: { set, member: '2', present: true } });
      expect((await store.members(set)).sort()).toEqual(['1', '2']);
      await store.set(key('job-1'), { state: 'ready' }, KEPT_MS, { membership: { set, member: '1', present: false } });
      expect(await store.members(set)).toEqual(['2']);
      await store.removeMembers(set, ['2']);
      await store.removeMembers(set, []);
      expect(await store.members(set)).toEqual([]);
    });

    it('a claim answers what the key was first claimed for, until it lapses', async () => {
      expect(await store.claim(key('claim'), 'first', BRIEF_MS)).toBe('first');
      expect(await store.claim(key('claim'), 'second', BRIEF_MS)).toBe('first');
      await sleep(PAST_BRIEF_MS);
      expect(await store.claim(key('claim'), 'second', KEPT_MS)).toBe('second');
    });

    it('a lock is taken once and released by its owner only', async () => {
      expect(await store.lock(key('lock'), 'one', KEPT_MS)).toBe(true);
      expect(await store.lock(key('lock'), 'two', KEPT_MS)).toBe(false);
      await store.unlock(key('lock'), 'two');
      expect(await store.lock(key('lock'), 'two', KEPT_MS)).toBe(false);
      await store.unlock(key('lock'), 'one');
      expect(await store.lock(key('lock'), 'two', BRIEF_MS)).toBe(true);
      await sleep(PAST_BRIEF_MS);
      expect(await store.lock(key('lock'), 'three', KEPT_MS)).toBe(true);
    });

    it('a lease is taken when free, renewed by its holder, refused to others until it lapses', async () => {
      expect(await store.lease(key('lease'), 'one', BRIEF_MS)).toBe(true);
      expect(await store.lease(key('lease'), 'one', KEPT_MS)).toBe(true);
      expect(await store.lease(key('lease'), 'two', KEPT_MS)).toBe(false);
      await store.deleteIf(key('lease'), 'two');
      expect(await store.get(key('lease'))).toBe('one');
      await store.deleteIf(key('lease'), 'one');
      expect(await store.lease(key('lease'), 'two', BRIEF_MS)).toBe(true);
      await sleep(PAST_BRIEF_MS);
      expect(await store.lease(key('lease'), 'three', KEPT_MS)).toBe(true);
    });

    it('a hash counts its fields, gives them back, loses the removed ones and lapses as a whole', async () => {
      expect(await store.hashPut(key('hash'), 'a', '1', KEPT_MS)).toBe(1);
      expect(await store.hashPut(key('hash'), 'b', '2', KEPT_MS)).toBe(2);
      expect(await store.hashPut(key('hash'), 'a', '3', KEPT_MS)).toBe(2);
      expect(await store.hashRead(key('hash'))).toEqual(
        new Map([
          ['a', '3'],
          ['b', '2'],
        ]),
      );
      await store.hashRemove(key('hash'), ['a']);
      await store.hashRemove(key('hash'), []);
      expect(await store.hashRead(key('hash'))).toEqual(new Map([['b', '2']]));
      await store.hashPut(key('hash'), 'c', '4', BRIEF_MS);
      await sleep(PAST_BRIEF_MS);
      expect(await store.hashRead(key('hash'))).toEqual(new Map());
      expect(await store.hashPut(key('hash'), 'd', '5', KEPT_MS)).toBe(1);
    });

    it('a list is read newest first, at most its length, and lapses after its last push', async () => {
      for (const value of ['1', '2', '3', '4']) await store.listPush(key('list'), value, 3, KEPT_MS);
      expect(await store.listRead(key('list'))).toEqual(['4', '3', '2']);
      expect(await store.listRead(key('absent'))).toEqual([]);
      await store.listPush(key('brief'), '1', 3, BRIEF_MS);
      await sleep(PAST_BRIEF_MS);
      expect(await store.listRead(key('brief'))).toEqual([]);
    });

    it('counts the keys under a prefix that hold a value', async () => {
      await store.set(key('count:1'), 'x', KEPT_MS);
      await store.set(key('count:2'), { x: 1 }, KEPT_MS);
      await store.set(key('count:3'), 'x', BRIEF_MS);
      await store.set(key('other'), 'x', KEPT_MS);
      await sleep(PAST_BRIEF_MS);
      expect(await store.count(key('count:'))).toBe(2);
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
};
