import { EventEmitter } from 'node:events';
import type { SessionData } from './session.js';
import type { SessionStore } from './session-store.js';

/** Sessions of a single instance (the default without REDIS_URL). */
export class MemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, { json: string; expiresAt: number }>();
  private readonly locks = new Map<string, { owner: string; expiresAt: number }>();
  private readonly changes = new EventEmitter();

  constructor(private readonly now: () => number = Date.now) {
    this.changes.setMaxListeners(0);
  }

  async get(id: string): Promise<SessionData | null> {
    const entry = this.sessions.get(id);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.sessions.delete(id);
      return null;
    }
    // A copy, as Redis would give: callers may not share mutable state through the store.
    return JSON.parse(entry.json) as SessionData;
  }

  async set(id: string, data: SessionData, ttlSeconds: number): Promise<void> {
    this.sessions.set(id, { json: JSON.stringify(data), expiresAt: this.now() + ttlSeconds * 1000 });
    this.changes.emit(id);
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

  async ping(): Promise<void> {}

  async count(): Promise<number> {
    return this.sessions.size;
  }

  async close(): Promise<void> {
    this.changes.removeAllListeners();
  }
}
