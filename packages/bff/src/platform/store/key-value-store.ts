/**
 * Keeps `member` in the set `set` (`present`) or takes it out, in the same atomic step as the
 * write it goes with (the jobs' set of running jobs beside a job's record).
 */
export interface Membership {
  set: string;
  member: string;
  present: boolean;
}

/**
 * How a value is written. Unconditional by default; `absent` writes only where the key holds
 * nothing (SET NX), `present` only where it holds a value (SET XX), atomically with that check.
 * `notify` tells the watchers of that name, on every instance, once the value is written.
 */
export type Write =
  | { when?: 'always'; notify?: string; membership?: Membership }
  | { when: 'absent' | 'present'; notify?: string };

/**
 * The key-value mechanics the gateway's shared state stands on (sessions, the refresh lock,
 * idempotency claims, jobs): in memory for one instance, in Redis for many. Keys are full names
 * (their layer adds its prefix), TTLs are milliseconds. Writes that must outlive a Redis failover
 * (`set`, `delete`, `lock`, `unlock`) are confirmed by a replica behind Sentinel; the others are
 * not. Every failure to reach Redis is a SessionStoreUnavailable (503, never a crash).
 *
 * A value is a string or a document (any JSON value but a string): Redis keeps a document as
 * JSON; memory keeps one frozen parsed copy that every reader shares, which readers must not
 * change (reading is the hot path of every signed-in request, and parsing a copy on each read
 * cost more than anything else the store does: issue 10 profile).
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  getDocument<T>(key: string): Promise<T | null>;
  /** Writes `value` for `ttlMs`; false, and nothing written, when the condition of `write` fails. */
  set(key: string, value: string | object, ttlMs: number, write?: Write): Promise<boolean>;
  /** Deletes `key`, then tells the watchers of `notify`. */
  delete(key: string, notify?: string): Promise<void>;
  /** Whether each key holds a value, in the order asked. */
  exist(keys: readonly string[]): Promise<boolean[]>;
  /**
   * Takes `key` for `value` unless it holds a value already, atomically; answers the value it
   * holds now: `value` when taken, the earlier one otherwise.
   */
  claim(key: string, value: string, ttlMs: number): Promise<string>;
  /**
   * Takes `key` for `owner` unless someone holds it (SET NX PX). In Redis, a lock whose taking or
   * release failed while Redis was away is released once it answers again, if `owner` still holds it.
   */
  lock(key: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Releases `key` only if `owner` still holds it. */
  unlock(key: string, owner: string): Promise<void>;
  /** Takes `key` for `owner` when free, renews it when `owner` holds it: whether `owner` holds it after. */
  lease(key: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Deletes `key` only while it holds `value`. */
  deleteIf(key: string, value: string): Promise<void>;
  /** Sets `field` of the hash `key`, kept `ttlMs` from this write; answers how many fields it holds. */
  hashPut(key: string, field: string, value: string, ttlMs: number): Promise<number>;
  /** The hash's fields; empty when it lapsed or never was. */
  hashRead(key: string): Promise<Map<string, string>>;
  hashRemove(key: string, fields: readonly string[]): Promise<void>;
  /** Pushes `value` on a list kept newest first, at most `max` long, for `ttlMs` after the push. */
  listPush(key: string, value: string, max: number, ttlMs: number): Promise<void>;
  /** The list, newest first; empty when it lapsed or never was. */
  listRead(key: string): Promise<string[]>;
  /** The members of the set `set` (kept by writes' `membership`). */
  members(set: string): Promise<string[]>;
  removeMembers(set: string, members: readonly string[]): Promise<void>;
  /** Calls `listener` whenever a write notifies `name`, on any instance; returns the unsubscribe. */
  watch(name: string, listener: () => void): () => void;
  /** How many keys starting with `prefix` hold a value (metrics). */
  count(prefix: string): Promise<number>;
  /** Throws when the store cannot be used (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
