import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE_LIFETIME_S } from '../constants.js';
import type { SessionData, SignIn } from './session.js';
import type { SessionStore } from './session-store.js';

/**
 * At most this many signed-in sessions per account (issue 35; an abuse bound, not a spec
 * constant). A sign-in past it ends the account's least recently seen session, so every live
 * session stays in the index and the owner can see and end it.
 */
export const ACCOUNT_SESSIONS_MAX = 20;
/**
 * How stale "last seen" may be: a session's entry is written again at most this often per
 * instance, so a busy session costs one index write a minute, not one per request.
 */
export const LAST_SEEN_STEP_MS = 60_000;
/** The longest user agent kept (the header is free-form; parsing needs its start). */
const USER_AGENT_MAX = 512;
/** Sessions whose last-seen write this instance remembers (beyond it the oldest are forgotten). */
const SEEN_REMEMBERED_MAX = 10_000;
export const HANDLE = /^[A-Za-z0-9_-]{22}$/;

/** What the index keeps of a session; the session id stays beside it in the store, never shown. */
export interface SessionEntry {
  site: string;
  userAgent: string;
  startedAt: number;
  lastSeenAt: number;
}

export interface AccountSession extends SessionEntry {
  handle: string;
  sessionId: string;
}

/** Whose sign-in a session is: the signed-in account, the manager's own while they view someone. */
export const ownerOf = (data: SessionData | null | undefined): string | null => {
  if (!data?.tokens || !data.user) return null;
  const account = data.spectator ? data.spectator.manager : data.user;
  const id = account.id ?? account.number;
  return id === undefined ? null : String(id);
};

export interface AccountSessionsOptions {
  store: SessionStore;
  now: () => number;
  log: FastifyBaseLogger;
  /** Revokes an ended session's tokens at the upstream (as sign-out does); failures are logged there. */
  revoke: (request: FastifyRequest, data: SessionData) => Promise<void>;
}

/**
 * Each account's signed-in sessions (issue 35 item 1): an index per account in the session
 * store, bounded by ACCOUNT_SESSIONS_MAX, whose entries drop out when their session lapses. Ending
 * one deletes the session from the shared store, so it is gone on every instance; a late token
 * refresh cannot write it back (the store's replace only changes a session that exists).
 */
export class AccountSessions {
  private readonly seen = new Map<string, number>();

  constructor(private readonly options: AccountSessionsOptions) {}

  /** Gives `data` its sign-in: kept while the same account goes on in this browser, a new one otherwise. */
  stamp(request: FastifyRequest, data: SessionData): void {
    const owner = ownerOf(data);
    if (!owner) {
      data.signIn = null;
      return;
    }
    if (data.signIn?.owner === owner) return;
    data.signIn = {
      owner,
      handle: randomBytes(16).toString('base64url'),
      startedAt: this.options.now(),
      site: request.site.code,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
    };
  }

  /** After a rotation: the sign-in now lives under `id`; one that ended here leaves its index. */
  async moved(request: FastifyRequest, before: SessionData | null, id: string, after: SessionData): Promise<void> {
    const old = before?.signIn;
    if (old && old.handle !== after.signIn?.handle) await this.options.store.indexRemove(old.owner, [old.handle]);
    if (!after.signIn) return;
    const size = await this.put(id, after.signIn, this.options.now());
    if (size > ACCOUNT_SESSIONS_MAX) await this.trim(request, after.signIn);
  }

  /** After a sign-out: the session leaves its account's index. */
  async dropped(before: SessionData | null): Promise<void> {
    const old = before?.signIn;
    if (old) await this.options.store.indexRemove(old.owner, [old.handle]);
  }

  /** Notes that the session was used now, at most once per LAST_SEEN_STEP_MS per instance. */
  touch(id: string, data: SessionData): void {
    const signIn = data.signIn;
    if (!signIn) return;
    const now = this.options.now();
    const last = this.seen.get(signIn.handle);
    if (last !== undefined && now - last < LAST_SEEN_STEP_MS) return;
    this.seen.delete(signIn.handle);
    this.seen.set(signIn.handle, now);
    if (this.seen.size > SEEN_REMEMBERED_MAX) {
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    this.put(id, signIn, now).catch((error: unknown) =>
      this.options.log.debug({ err: error }, 'sessions: last seen not noted'),
    );
  }

  /** The account's live sessions, most recently seen first. */
  async list(owner: string): Promise<AccountSession[]> {
    const indexed = await this.options.store.indexRead(owner);
    return [...indexed]
      .map(([handle, { sessionId, entry }]) => ({ handle, sessionId, ...(JSON.parse(entry) as SessionEntry) }))
      .sort((a, b) => b.lastSeenAt - a.lastSeenAt);
  }

  /**
   * Ends the sessions named by `handles` that belong to `owner`: deleted from the store (so on
   * every instance), their tokens revoked upstream, their entries gone. Answers how many ended.
   */
  async end(request: FastifyRequest, owner: string, sessions: readonly AccountSession[]): Promise<number> {
    let ended = 0;
    for (const session of sessions) {
      const data = await this.options.store.get(session.sessionId);
      await this.options.store.indexRemove(owner, [session.handle]);
      // Only a session that is still this account's sign-in is ended; a stale entry just leaves.
      if (data?.signIn?.owner !== owner) continue;
      await this.options.store.delete(session.sessionId);
      ended += 1;
      await this.options.revoke(request, data);
      request.log.info({ audit: 'session_ended', owner, handle: session.handle }, 'session ended by its owner');
    }
    return ended;
  }

  /** Ends every session of `owner` but `current` (end all others; a password change). */
  async endOthers(request: FastifyRequest, owner: string, current: string): Promise<number> {
    const others = (await this.list(owner)).filter((session) => session.sessionId !== current);
    return this.end(request, owner, others);
  }

  private put(id: string, signIn: SignIn, lastSeenAt: number): Promise<number> {
    const entry: SessionEntry = {
      site: signIn.site,
      userAgent: signIn.userAgent,
      startedAt: signIn.startedAt,
      lastSeenAt,
    };
    return this.options.store.indexPut(
      signIn.owner,
      signIn.handle,
      id,
      JSON.stringify(entry),
      REFRESH_COOKIE_LIFETIME_S,
    );
  }

  /** Ends the least recently seen sessions past ACCOUNT_SESSIONS_MAX, never the one just made. */
  private async trim(request: FastifyRequest, kept: SignIn): Promise<void> {
    const others = (await this.list(kept.owner)).filter((session) => session.handle !== kept.handle);
    const excess = others.length + 1 - ACCOUNT_SESSIONS_MAX;
    if (excess > 0) await this.end(request, kept.owner, others.slice(-excess));
  }
}
