import { EventEmitter } from 'node:events';
import type { SessionData } from './session.js';
import type { IndexedSession, SessionStore } from './session-store.js';

/**
 * At most this many sessions in one instance's memory (an abuse bound, not a spec constant):
 * about 1 KiB each, so a bounded heap; a deployment with more visitors uses Redis.
 */
export const MEMORY_STORE_MAX_SESSIONS = 50_000;
/**
 * At most this many locks and claims (idempotency keys' digests) in memory (an abuse bound): past
 * it the oldest claim goes first, as a key kept 30 minutes is held well beyond any retry.
 */
export const MEMORY_STORE_MAX_CLAIMS = 100_000;
/** How often expired sessions are swept out of memory. */
export const MEMORY_STORE_SWEEP_MS = 60_000;

/** Freezes `value` and everything it holds: a stored session is shared by every reader. */
const frozen = <T>(value: T): T => {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
};

/**
 * Sessions of a single instance (the default without REDIS_URL). Each is kept parsed and frozen:
 * reading is the hot path of every signed-in request, and parsing a stored copy on each read cost
 * more than anything else the store does (issue 10 profile). A reader that tried to change its
 * copy would throw; changes go through `SessionManager.update`, which copies first.
 */
export class MemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, { data: SessionData; expiresAt: number }>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly locks = new Map<string, { owner: string; expiresAt: number }>();
  private readonly changes = new EventEmitter();
  /** Each account's index: handle → its session's id and entry (issue 35). */
  private readonly indexes = new Map<string, { entries: Map<string, IndexedSession>; expiresAt: number }>();
  private readonly lists = new Map<string, { values: string[]; expiresAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxSessions = MEMORY_STORE_MAX_SESSIONS,
  ) {
    this.changes.setMaxListeners(0);
    // Expired sessions nobody reads again would stay for ever otherwise.
    this.sweeper = setInterval(() => this.sweep(), MEMORY_STORE_SWEEP_MS);
    this.sweeper.unref();
  }

  /** Drops every expired session and lock, index entries of sessions gone, and lapsed lists. */
  sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.sessions) if (entry.expiresAt <= now) this.sessions.delete(id);
    for (const [key, lock] of this.locks) if (lock.expiresAt <= now) this.locks.delete(key);
    for (const [owner, index] of this.indexes) {
      for (const [handle, { sessionId }] of index.entries) if (!this.live(sessionId)) index.entries.delete(handle);
      if (index.entries.size === 0 || index.expiresAt <= now) this.indexes.delete(owner);
    }
    for (const [key, list] of this.lists) if (list.expiresAt <= now) this.lists.delete(key);
  }

  /**
   * Makes room for a new session when the store is full: expired sessions go first, then the
   * oldest ones nobody is signed in to (a referral code at most: ANONYMOUS_SESSION_TTL_S). A
   * signed-in session is never dropped for room; those are bounded by the sign-in limits.
   */
  private makeRoom(): void {
    if (this.sessions.size < this.maxSessions) return;
    this.sweep();
    let excess = this.sessions.size - this.maxSessions + Math.max(1, Math.floor(this.maxSessions / 100));
    for (const [id, entry] of this.sessions) {
      if (excess <= 0) break;
      if (entry.data.tokens || entry.data.pendingAgreement) continue;
      this.sessions.delete(id);
      excess -= 1;
    }
  }

  async get(id: string): Promise<SessionData | null> {
    const entry = this.sessions.get(id);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.sessions.delete(id);
      return null;
    }
    return entry.data;
  }

  async set(id: string, data: SessionData, ttlSeconds: number): Promise<void> {
    // Through JSON, as Redis would store it: the caller keeps its object, and may change it later.
    const copy = frozen(JSON.parse(JSON.stringify(data)) as SessionData);
    if (!this.sessions.has(id)) this.makeRoom();
    this.sessions.set(id, { data: copy, expiresAt: this.now() + ttlSeconds * 1000 });
    this.changes.emit(id);
  }

  async replace(id: string, data: SessionData, ttlSeconds: number): Promise<boolean> {
    // No await between the check and the write: nothing can delete the session in between.
    if (!this.live(id)) return false;
    await this.set(id, data, ttlSeconds);
    return true;
  }

  private live(id: string): boolean {
    const entry = this.sessions.get(id);
    return entry !== undefined && entry.expiresAt > this.now();
  }

  async delete(id: string): Promise<void> {
    this.sessions.delete(id);
    this.changes.emit(id);
  }

  async lock(key: string, owner: string, ttlMs: number): Promise<boolean> {
    const held = this.locks.get(key);
    if (held && held.expiresAt > this.now()) return false;
    this.locks.set(key, { owner, expiresAt: this.now() + ttlMs });
    return true;
  }

  async unlock(key: string, owner: string): Promise<void> {
    if (this.locks.get(key)?.owner === owner) this.locks.delete(key);
  }

  async claim(key: string, value: string, ttlMs: number): Promise<string> {
    const held = this.locks.get(key);
    if (held && held.expiresAt > this.now()) return held.owner;
    this.locks.delete(key);
    // Map order is the order of claiming: the first is the oldest.
    for (const old of this.locks.keys()) {
      if (this.locks.size < MEMORY_STORE_MAX_CLAIMS) break;
      this.locks.delete(old);
    }
    this.locks.set(key, { owner: value, expiresAt: this.now() + ttlMs });
    return value;
  }

  waitForChange(id: string, timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.changes.off(id, done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.changes.once(id, done);
    });
  }

  async indexPut(owner: string, handle: string, sessionId: string, entry: string, ttlSeconds: number): Promise<number> {
    const index = this.indexes.get(owner) ?? { entries: new Map(), expiresAt: 0 };
    index.entries.set(handle, { sessionId, entry });
    index.expiresAt = this.now() + ttlSeconds * 1000;
    this.indexes.set(owner, index);
    return index.entries.size;
  }

  async indexRead(owner: string): Promise<Map<string, IndexedSession>> {
    const index = this.indexes.get(owner);
    const found = new Map<string, IndexedSession>();
    if (!index || index.expiresAt <= this.now()) return found;
    for (const [handle, { sessionId, entry }] of index.entries) {
      if (this.live(sessionId)) found.set(handle, { sessionId, entry });
      else index.entries.delete(handle);
    }
    return found;
  }

  async indexRemove(owner: string, handles: readonly string[]): Promise<void> {
    const index = this.indexes.get(owner);
    for (const handle of handles) index?.entries.delete(handle);
  }

  async listPush(key: string, value: string, max: number, ttlMs: number): Promise<void> {
    const list = this.lists.get(key);
    const values = list && list.expiresAt > this.now() ? list.values : [];
    values.unshift(value);
    values.length = Math.min(values.length, max);
    this.lists.set(key, { values, expiresAt: this.now() + ttlMs });
  }

  async listRead(key: string): Promise<string[]> {
    const list = this.lists.get(key);
    return list && list.expiresAt > this.now() ? [...list.values] : [];
  }

  async ping(): Promise<void> {}

  async count(): Promise<number> {
    this.sweep();
    return this.sessions.size;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.changes.removeAllListeners();
  }
}
