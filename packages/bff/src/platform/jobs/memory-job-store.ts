import { EventEmitter } from 'node:events';
import type { JobRecord, JobStore } from './job-store.js';

interface Held<T> {
  value: T;
  expiresAt: number;
}

/** Jobs of a single instance (no REDIS_URL), on the gateway's clock. */
export class MemoryJobStore implements JobStore {
  private readonly jobs = new Map<string, Held<string>>();
  private readonly keys = new Map<string, Held<string>>();
  private readonly leases = new Map<string, Held<string>>();
  private readonly active = new Set<string>();
  private readonly changes = new EventEmitter();

  constructor(private readonly now: () => number = Date.now) {
    this.changes.setMaxListeners(0);
  }

  private live<T>(map: Map<string, Held<T>>, key: string): T | null {
    const held = map.get(key);
    if (!held) return null;
    if (held.expiresAt <= this.now()) {
      map.delete(key);
      return null;
    }
    return held.value;
  }

  async get(id: string): Promise<JobRecord | null> {
    const json = this.live(this.jobs, id);
    // Kept as JSON, as Redis keeps it: a caller changing its copy changes nothing stored.
    return json ? (JSON.parse(json) as JobRecord) : null;
  }

  async save(job: JobRecord, keepSeconds: number): Promise<void> {
    this.jobs.set(job.id, { value: JSON.stringify(job), expiresAt: this.now() + keepSeconds * 1000 });
    if (job.state === 'running') this.active.add(job.id);
    else this.active.delete(job.id);
    this.changes.emit(job.id);
  }

  async bindKey(joinKey: string, id: string, ttlMs: number): Promise<string> {
    const bound = this.live(this.keys, joinKey);
    if (bound) return bound;
    this.keys.set(joinKey, { value: id, expiresAt: this.now() + ttlMs });
    return id;
  }

  async rebindKey(joinKey: string, id: string, ttlMs: number): Promise<void> {
    this.keys.set(joinKey, { value: id, expiresAt: this.now() + ttlMs });
  }

  async unbindKey(joinKey: string, id: string): Promise<void> {
    if (this.live(this.keys, joinKey) === id) this.keys.delete(joinKey);
  }

  async lease(id: string, owner: string, ttlMs: number): Promise<boolean> {
    const holder = this.live(this.leases, id);
    if (holder && holder !== owner) return false;
    this.leases.set(id, { value: owner, expiresAt: this.now() + ttlMs });
    return true;
  }

  async release(id: string, owner: string): Promise<void> {
    if (this.live(this.leases, id) === owner) this.leases.delete(id);
  }

  async running(): Promise<string[]> {
    for (const id of this.active) if (!this.live(this.jobs, id)) this.active.delete(id);
    return [...this.active];
  }

  watch(id: string, listener: () => void): () => void {
    this.changes.on(id, listener);
    return () => this.changes.off(id, listener);
  }

  async close(): Promise<void> {
    this.changes.removeAllListeners();
  }
}
