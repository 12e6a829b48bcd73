import { GatewayError } from '../errors/envelope.js';
import type { SessionData } from './session.js';

/**
 * Where sessions live: in memory for one instance, in Redis for many. The lock and the change
 * notification make token refresh single-flight across instances; claims keep what an idempotency
 * key was first used for, so every instance agrees.
 */
export interface SessionStore {
  /** The stored session, which readers must not change (the memory store shares one frozen copy). */
  get(id: string): Promise<SessionData | null>;
  /** Stores a session under a new id (sign-in, spectator start and exit, a first visit). */
  set(id: string, data: SessionData, ttlSeconds: number): Promise<void>;
  /**
   * Stores a change to a session that exists, atomically with that check (Redis SET XX): false,
   * and nothing written, when it was deleted (signed out, rotated) or expired. A write finishing
   * late (a token refresh held up at the upstream) can never bring a deleted session back.
   */
  replace(id: string, data: SessionData, ttlSeconds: number): Promise<boolean>;
  delete(id: string): Promise<void>;
  /** Takes `key` for `owner` unless someone holds it (SET NX PX). */
  lock(key: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Releases `key` only if `owner` still holds it. */
  unlock(key: string, owner: string): Promise<void>;
  /**
   * Takes `key` for `value` unless it holds a value already, atomically; returns the value it holds
   * now: `value` when taken, the earlier one otherwise (an idempotency key's body digest).
   */
  claim(key: string, value: string, ttlMs: number): Promise<string>;
  /** Resolves when `set` is called for `id` anywhere, or after `timeoutMs`. */
  waitForChange(id: string, timeoutMs: number): Promise<void>;
  /** Throws when the store cannot be used (readiness). */
  ping(): Promise<void>;
  /**
   * One account's signed-in sessions (issue 35): `handle` (opaque, never the session id) → the
   * entry's JSON, kept `ttlSeconds` from its last put. Answers how many entries the index holds.
   */
  indexPut(owner: string, handle: string, sessionId: string, entry: string, ttlSeconds: number): Promise<number>;
  /** The account's entries whose session still exists, by handle; the others are dropped here. */
  indexRead(owner: string): Promise<Map<string, IndexedSession>>;
  indexRemove(owner: string, handles: readonly string[]): Promise<void>;
  /** Pushes `value` on a list kept newest first, at most `max` long, for `ttlMs` after the push. */
  listPush(key: string, value: string, max: number, ttlMs: number): Promise<void>;
  /** The list, newest first; empty when it lapsed or never was. */
  listRead(key: string): Promise<string[]>;
  /** How many sessions exist (metrics). */
  count(): Promise<number>;
  close(): Promise<void>;
}

/** One entry of an account's index: the session it names and what the gateway noted of it. */
export interface IndexedSession {
  sessionId: string;
  entry: string;
}

/** The session store could not be used (Redis down): a 503 with server problems, never a crash. */
export class SessionStoreUnavailable extends GatewayError {
  constructor(cause: unknown) {
    super(
      {
        status: 503,
        code: 'session_store_unavailable',
        message: 'Sessions are unavailable for a moment; please retry',
        serverProblems: true,
      },
      'session store unavailable',
      cause,
    );
  }
}
