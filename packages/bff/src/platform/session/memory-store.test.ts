import { describe, expect, it } from 'vitest';
import { MEMORY_STORE_MAX_CLAIMS, MemorySessionStore } from './memory-store.js';
import { emptySession } from './session.js';
import { SessionManager } from './session-manager.js';

const ID = 'b'.repeat(43);
const tokens = { access: 'access-1', refresh: 'refresh-1', expiresAt: 1 };

describe('memory session store (issue 10: sessions kept parsed, one shared frozen copy)', () => {
  it('keeps its own copy of what it is given: later changes by the writer do not reach it', async () => {
    const store = new MemorySessionStore();
    const data = { ...emptySession(0), tokens: { ...tokens } };
    await store.set(ID, data, 60);
    data.tokens.access = 'changed';
    data.unreadMail = 9;
    const stored = await store.get(ID);
    expect(stored?.tokens?.access).toBe('access-1');
    expect(stored?.unreadMail).toBe(0);
  });

  it('a reader cannot change the stored session, at any depth', async () => {
    const store = new MemorySessionStore();
    await store.set(ID, { ...emptySession(0), tokens: { ...tokens } }, 60);
    const read = await store.get(ID);
    if (!read?.tokens) throw new Error('no session');
    const session = read;
    const stored = read.tokens;
    expect(() => {
      session.unreadMail = 3;
    }).toThrow(TypeError);
    expect(() => {
      stored.access = 'stolen';
    }).toThrow(TypeError);
    expect((await store.get(ID))?.tokens?.access).toBe('access-1');
  });

  it('update changes a copy and stores it; a copy read before stays as it was', async () => {
    const store = new MemorySessionStore();
    const sessions = new SessionManager({ store, secure: 'never', now: Date.now });
    await store.set(ID, { ...emptySession(0), tokens: { ...tokens } }, 60);
    const before = await store.get(ID);
    const saved = await sessions.update(ID, (data) => {
      if (data.tokens) data.tokens.access = 'access-2';
      data.unreadMail = 4;
    });
    expect(saved.tokens?.access).toBe('access-2');
    expect((await store.get(ID))?.tokens?.access).toBe('access-2');
    expect((await store.get(ID))?.unreadMail).toBe(4);
    expect(before?.tokens?.access).toBe('access-1');
  });

  it('an expired session is gone', async () => {
    let now = 1_000;
    const store = new MemorySessionStore(() => now);
    await store.set(ID, emptySession(now), 60);
    now += 60_000;
    expect(await store.get(ID)).toBeNull();
    expect(await store.count()).toBe(0);
  });
});

describe('memory session store bounds (issue 15 point 4)', () => {
  const idOf = (i: number) => String(i).padStart(43, 'x');
  const signedIn = (now: number) => ({ ...emptySession(now), tokens: { ...tokens } });

  it('the sweep removes expired sessions nobody reads again', async () => {
    let now = 1_000;
    const store = new MemorySessionStore(() => now);
    for (let i = 0; i < 10; i += 1) await store.set(idOf(i), emptySession(now), 60);
    await store.set(idOf(99), signedIn(now), 3_600);
    now += 61_000;
    store.sweep();
    expect(await store.count()).toBe(1);
    await store.close();
  });

  it('never holds more than its bound: the oldest anonymous sessions go first, signed-in ones stay', async () => {
    const max = 100;
    const store = new MemorySessionStore(() => 1_000, max);
    for (let i = 0; i < max / 2; i += 1) await store.set(idOf(i), signedIn(1_000), 3_600);
    for (let i = max / 2; i < max * 5; i += 1) await store.set(idOf(i), emptySession(1_000), 3_600);
    expect(await store.count()).toBeLessThanOrEqual(max);
    for (let i = 0; i < max / 2; i += 1) expect((await store.get(idOf(i)))?.tokens).toBeTruthy();
    expect(await store.get(idOf(max * 5 - 1))).not.toBeNull();
    expect(await store.get(idOf(max / 2))).toBeNull();
    await store.close();
  });

  it('keeps what a key was first claimed for until it lapses, and at most MEMORY_STORE_MAX_CLAIMS claims', async () => {
    let now = 0;
    const store = new MemorySessionStore(() => now);
    expect(await store.claim('k', 'first', 1_000)).toBe('first');
    expect(await store.claim('k', 'second', 1_000)).toBe('first');
    now = 1_000;
    expect(await store.claim('k', 'second', 1_000)).toBe('second');
    for (let i = 0; i < MEMORY_STORE_MAX_CLAIMS; i += 1) await store.claim(`flood-${i}`, 'x', 60_000);
    // The oldest claim made room for the newer ones.
    expect(await store.claim('k', 'third', 1_000)).toBe('third');
    await store.close();
  });
});
