import { EventEmitter } from 'node:events';
import type { KeyValueStore, Write } from './key-value-store.js';

/** How often expired keys are swept out of memory. */
export const MEMORY_STORE_SWEEP_MS = 60_000;

/**
 * At most `max` values under `prefix` in memory (an abuse bound). Past it the oldest go first,
 * about one in a hundred at once, except those `kept` says must stay.
 */
export interface MemoryBound {
  prefix: string;
  max: number;
  kept?: (value: unknown) => boolean;
}

interface Held<T> {
  value: T;
  expiresAt: number;
}

/** The values of one bound (or of no bound), in the order they were first written. */
interface Space {
  bound: MemoryBound | null;
  values: Map<string, Held<unknown>>;
}

/** Drops the expired entries of `held`. */
const dropExpired = (held: Map<string, { expiresAt: number }>, now: number): void => {
  for (const [key, { expiresAt }] of held) if (expiresAt <= now) held.delete(key);
};

/** Freezes `value` and everything it holds: a stored document is shared by every reader. */
const frozen = <T>(value: T): T => {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
};

/**
 * The store of a single instance (the default without REDIS_URL), on the gateway's clock. A
 * document goes through JSON, as Redis would store it, so the writer keeps its object and may
 * change it later; the stored copy is frozen, so a reader that tried to change it would throw.
 */
export class MemoryKeyValueStore implements KeyValueStore {
  private readonly bounded: Space[];
  private readonly unbounded: Space = { bound: null, values: new Map() };
  private readonly hashes = new Map<string, Held<Map<string, string>>>();
  private readonly lists = new Map<string, Held<string[]>>();
  private readonly sets = new Map<string, Set<string>>();
  private readonly changes = new EventEmitter();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly now: () => number = Date.now,
    bounds: readonly MemoryBound[] = [],
  ) {
    this.bounded = bounds.map((bound) => ({ bound, values: new Map() }));
    this.changes.setMaxListeners(0);
    // Expired keys nobody reads again would stay for ever otherwise.
    this.sweeper = setInterval(() => this.sweep(), MEMORY_STORE_SWEEP_MS);
    this.sweeper.unref();
  }

  /** Drops every expired value, hash and list. */
  sweep(): void {
    const now = this.now();
    for (const { values } of this.spaces()) dropExpired(values, now);
    dropExpired(this.hashes, now);
    dropExpired(this.lists, now);
  }

  private spaces(): Space[] {
    return [...this.bounded, this.unbounded];
  }

  private spaceOf(key: string): Space {
    return this.bounded.find(({ bound }) => bound !== null && key.startsWith(bound.prefix)) ?? this.unbounded;
  }

  /** The value `key` holds now; an expired one is dropped here. */
  private live(key: string): unknown {
    return this.liveIn(this.spaceOf(key).values, key);
  }

  /** Makes room for a new key in a full space: expired values first, then the oldest not kept. */
  private makeRoom(space: Space): void {
    const { bound, values } = space;
    if (!bound || values.size < bound.max) return;
    this.sweep();
    let excess = values.size - bound.max + Math.max(1, Math.floor(bound.max / 100));
    for (const [key, held] of values) {
      if (excess <= 0) break;
      if (bound.kept?.(held.value)) continue;
      values.delete(key);
      excess -= 1;
    }
  }

  private put(key: string, value: unknown, ttlMs: number): void {
    const space = this.spaceOf(key);
    if (!space.values.has(key)) this.makeRoom(space);
    space.values.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  /** The value as Redis would answer it: a document as its JSON. */
  private text(key: string): string | null {
    const value = this.live(key);
    return value === null || typeof value === 'string' ? value : JSON.stringify(value);
  }

  async get(key: string): Promise<string | null> {
    return this.text(key);
  }

  async getDocument<T>(key: string): Promise<T | null> {
    const value = this.live(key);
    return (typeof value === 'string' ? JSON.parse(value) : value) as T | null;
  }

  async set(key: string, value: string | object, ttlMs: number, write: Write = {}): Promise<boolean> {
    // No await between the check and the write: nothing can change the key in between.
    const held = this.live(key) !== null;
    if ((write.when === 'absent' && held) || (write.when === 'present' && !held)) return false;
    this.put(key, typeof value === 'string' ? value : frozen(JSON.parse(JSON.stringify(value))), ttlMs);
    const membership = 'membership' in write ? write.membership : undefined;
    if (membership) {
      const members = this.sets.get(membership.set) ?? new Set<string>();
      if (membership.present) members.add(membership.member);
      else members.delete(membership.member);
      this.sets.set(membership.set, members);
    }
    if (write.notify !== undefined) this.changes.emit(write.notify);
    return true;
  }

  async delete(key: string, notify?: string): Promise<void> {
    this.spaceOf(key).values.delete(key);
    if (notify !== undefined) this.changes.emit(notify);
  }

  async exist(keys: readonly string[]): Promise<boolean[]> {
    return keys.map((key) => this.live(key) !== null);
  }

  async claim(key: string, value: string, ttlMs: number): Promise<string> {
    const held = this.text(key);
    if (held !== null) return held;
    this.put(key, value, ttlMs);
    return value;
  }

  async lock(key: string, owner: string, ttlMs: number): Promise<boolean> {
    return this.set(key, owner, ttlMs, { when: 'absent' });
  }

  async unlock(key: string, owner: string): Promise<void> {
    return this.deleteIf(key, owner);
  }

  async lease(key: string, owner: string, ttlMs: number): Promise<boolean> {
    const holder = this.text(key);
    if (holder !== null && holder !== owner) return false;
    this.put(key, owner, ttlMs);
    return true;
  }

  async deleteIf(key: string, value: string): Promise<void> {
    if (this.text(key) === value) this.spaceOf(key).values.delete(key);
  }

  /** What `key` holds in `held` now; an expired entry is dropped here. */
  private liveIn<T>(held: Map<string, Held<T>>, key: string): T | null {
    const found = held.get(key);
    if (!found) return null;
    if (found.expiresAt <= this.now()) {
      held.delete(key);
      return null;
    }
    return found.value;
  }

  async hashPut(key: string, field: string, value: string, ttlMs: number): Promise<number> {
    const hash = this.liveIn(this.hashes, key) ?? new Map<string, string>();
    hash.set(field, value);
    this.hashes.set(key, { value: hash, expiresAt: this.now() + ttlMs });
    return hash.size;
  }

  async hashRead(key: string): Promise<Map<string, string>> {
    return new Map(this.liveIn(this.hashes, key));
  }

  async hashRemove(key: string, fields: readonly string[]): Promise<void> {
    const hash = this.liveIn(this.hashes, key);
    if (!hash) return;
    for (const field of fields) hash.delete(field);
    // As in Redis, a hash without fields is no more.
    if (hash.size === 0) this.hashes.delete(key);
  }

  async listPush(key: string, value: string, max: number, ttlMs: number): Promise<void> {
    const values = this.liveIn(this.lists, key) ?? [];
    values.unshift(value);
    values.length = Math.min(values.length, max);
    this.lists.set(key, { value: values, expiresAt: this.now() + ttlMs });
  }

  async listRead(key: string): Promise<string[]> {
    return [...(this.liveIn(this.lists, key) ?? [])];
  }

  async members(set: string): Promise<string[]> {
    return [...(this.sets.get(set) ?? [])];
  }

  async removeMembers(set: string, members: readonly string[]): Promise<void> {
    for (const member of members) this.sets.get(set)?.delete(member);
  }

  watch(name: string, listener: () => void): () => void {
    this.changes.on(name, listener);
    return () => this.changes.off(name, listener);
  }

  async count(prefix: string): Promise<number> {
    const now = this.now();
    let count = 0;
    for (const { values } of this.spaces())
      for (const [key, { expiresAt }] of values) if (expiresAt > now && key.startsWith(prefix)) count += 1;
    return count;
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.changes.removeAllListeners();
  }
}
