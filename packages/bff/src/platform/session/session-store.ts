import type { KeyValueStore } from '../store/key-value-store.js';
import type { SessionData } from './session.js';

// The key names stay as they were before the generic store (and before Sentinel): renaming them
// would sign everybody out at the deploy.
export const SESSION_PREFIX = 'gf:session:';
/** The refresh lock and other locks, and idempotency keys' claims. */
export const LOCK_PREFIX = 'gf:lock:';
/** An account's index of sessions (a hash: handle → entry) and the spectator trail's lists (issue 35). */
const INDEX_PREFIX = 'gf:account-sessions:';
const LIST_PREFIX = 'gf:list:';

/** One entry of an account's index: the session it names and what the gateway noted of it. */
export interface IndexedSession {
  sessionId: string;
  entry: string;
}

/**
 * Where sessions live, over a key-value store: in memory for one instance, in Redis for many.
 * The lock and the change notification make token refresh single-flight across instances; claims
 * keep what an idempotency key was first used for, so every instance agrees.
 */
export class SessionStore<Store extends KeyValueStore = KeyValueStore> {
  constructor(protected readonly kv: Store) {}

  /** The stored session, which readers must not change (the memory store shares one frozen copy). */
  get(id: string): Promise<SessionData | null> {
    return this.kv.getDocument<SessionData>(SESSION_PREFIX + id);
  }

  /** Stores a session under a new id (sign-in, spectator start and exit, a first visit). */
  async set(id: string, data: SessionData, ttlSeconds: number): Promise<void> {
    await this.kv.set(SESSION_PREFIX + id, data, ttlSeconds * 1000, { notify: id });
  }

  /**
   * Stores a change to a session that exists, atomically with that check (Redis SET XX): false,
   * and nothing written, when it was deleted (signed out, rotated) or expired. A write finishing
   * late (a token refresh held up at the upstream) can never bring a deleted session back.
   */
  replace(id: string, data: SessionData, ttlSeconds: number): Promise<boolean> {
    return this.kv.set(SESSION_PREFIX + id, data, ttlSeconds * 1000, { when: 'present', notify: id });
  }

  delete(id: string): Promise<void> {
    return this.kv.delete(SESSION_PREFIX + id, id);
  }

  /** Takes `key` for `owner` unless someone holds it (SET NX PX). */
  lock(key: string, owner: string, ttlMs: number): Promise<boolean> {
    return this.kv.lock(LOCK_PREFIX + key, owner, ttlMs);
  }

  /** Releases `key` only if `owner` still holds it. */
  unlock(key: string, owner: string): Promise<void> {
    return this.kv.unlock(LOCK_PREFIX + key, owner);
  }

  /**
   * Takes `key` for `value` unless it holds a value already, atomically; returns the value it holds
   * now: `value` when taken, the earlier one otherwise (an idempotency key's body digest).
   */
  claim(key: string, value: string, ttlMs: number): Promise<string> {
    return this.kv.claim(LOCK_PREFIX + key, value, ttlMs);
  }

  /** Resolves when `set` is called for `id` anywhere, or after `timeoutMs`. */
  waitForChange(id: string, timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        unwatch();
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      const unwatch = this.kv.watch(id, done);
    });
  }

  /** Throws when the store cannot be used (readiness). */
  ping(): Promise<void> {
    return this.kv.ping();
  }

  /**
   * One account's signed-in sessions (issue 35): `handle` (opaque, never the session id) → the
   * entry's JSON, kept `ttlSeconds` from its last put. Answers how many entries the index holds.
   */
  indexPut(owner: string, handle: string, sessionId: string, entry: string, ttlSeconds: number): Promise<number> {
    const indexed: IndexedSession = { sessionId, entry };
    return this.kv.hashPut(INDEX_PREFIX + owner, handle, JSON.stringify(indexed), ttlSeconds * 1000);
  }

  /** The account's entries whose session still exists, by handle; the others are dropped here. */
  async indexRead(owner: string): Promise<Map<string, IndexedSession>> {
    const stored = [...(await this.kv.hashRead(INDEX_PREFIX + owner))].map(([handle, json]) => ({
      handle,
      ...(JSON.parse(json) as IndexedSession),
    }));
    const found = new Map<string, IndexedSession>();
    if (stored.length === 0) return found;
    // Sessions lapse by their own TTL; their entries drop out when the index is next read.
    const live = await this.kv.exist(stored.map(({ sessionId }) => SESSION_PREFIX + sessionId));
    const gone: string[] = [];
    stored.forEach(({ handle, sessionId, entry }, i) => {
      if (live[i]) found.set(handle, { sessionId, entry });
      else gone.push(handle);
    });
    await this.kv.hashRemove(INDEX_PREFIX + owner, gone);
    return found;
  }

  indexRemove(owner: string, handles: readonly string[]): Promise<void> {
    return this.kv.hashRemove(INDEX_PREFIX + owner, handles);
  }

  /** Pushes `value` on a list kept newest first, at most `max` long, for `ttlMs` after the push. */
  listPush(key: string, value: string, max: number, ttlMs: number): Promise<void> {
    return this.kv.listPush(LIST_PREFIX + key, value, max, ttlMs);
  }

  /** The list, newest first; empty when it lapsed or never was. */
  listRead(key: string): Promise<string[]> {
    return this.kv.listRead(LIST_PREFIX + key);
  }

  /** How many sessions exist (metrics). */
  count(): Promise<number> {
    return this.kv.count(SESSION_PREFIX);
  }

  close(): Promise<void> {
    return this.kv.close();
  }
}
