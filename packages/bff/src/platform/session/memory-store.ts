import { MemoryKeyValueStore } from '../store/memory-key-value-store.js';
import type { SessionData } from './session.js';
import { LOCK_PREFIX, SESSION_PREFIX, SessionStore } from './session-store.js';

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

/**
 * A session nobody is signed in to (a referral code at most: ANONYMOUS_SESSION_TTL_S) may go to
 * make room; a signed-in one never does: those are bounded by the sign-in limits.
 */
const signedIn = (data: SessionData): boolean => Boolean(data.tokens || data.pendingAgreement);

/**
 * Sessions of a single instance (the default without REDIS_URL), kept parsed and frozen: a reader
 * that tried to change its copy would throw; changes go through `SessionManager.update`, which
 * copies first.
 */
export class MemorySessionStore extends SessionStore<MemoryKeyValueStore> {
  constructor(now: () => number = Date.now, maxSessions = MEMORY_STORE_MAX_SESSIONS) {
    super(
      new MemoryKeyValueStore(now, [
        { prefix: SESSION_PREFIX, max: maxSessions, kept: (data) => signedIn(data as SessionData) },
        { prefix: LOCK_PREFIX, max: MEMORY_STORE_MAX_CLAIMS },
      ]),
    );
  }

  /** Drops every expired session, lock, claim, index and list. */
  sweep(): void {
    this.kv.sweep();
  }
}
