import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE_LIFETIME_S } from '../constants.js';
import { GatewayError } from '../errors/envelope.js';
import type { AccountSessions } from './account-sessions.js';
import { emptySession, type SessionData } from './session.js';
import { sessionTtlSeconds } from './session-lifetime.js';
import type { SessionStore } from './session-store.js';
import type { SpectatorTrail } from './spectator-trail.js';

export const SESSION_COOKIE = 'gf_session';
/**
 * The session cookie's name when it is Secure: the `__Host-` prefix makes the browser refuse it
 * unless it is Secure, host-only and for path `/`, so no sibling subdomain or plain-HTTP page can
 * plant or shadow it (cookie tossing).
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The session was deleted (signed out, spectator start or exit) while a request still used it. */
export class SessionEnded extends GatewayError {
  constructor() {
    super({ status: 401, code: 'session_ended', message: 'The session has ended; please sign in again' });
  }
}
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * What a request knows of its session, kept on the request (`sessionState`, decorated by the core
 * plugin so every request has the same shape): a request asks for its session id several times and
 * two weak maps and the id's check each time cost about 3 µs of a signed-in read (issue 30).
 */
export interface RequestSession {
  /** The cookie's id, when it is well formed; checked once. */
  cookieId: string | null;
  /** A session id made during this request (rotation), which later calls of the same request use. */
  rotatedId: string | undefined;
  /**
   * The session as read during the request, for its later reads: a page merging several upstream
   * reads reads its session once (one store round trip with Redis). `generation` tells whether a
   * write has happened since.
   */
  read: { id: string; generation: number; read: Promise<SessionData | null> } | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session manager at the request's first question about its session. */
    sessionState: RequestSession | null;
  }
}

export interface SessionManagerOptions {
  store: SessionStore;
  /** 'auto': Secure when the request came over HTTPS (directly or through a trusted proxy). */
  secure: 'auto' | 'always' | 'never';
  now: () => number;
  /** Throws (429) when this request's address has made too many new sessions lately. */
  admitNewSession?: (request: FastifyRequest) => Promise<void>;
  /** Told of each session a request reads, once per request (metrics: sessions by kind). */
  onRead?: (data: SessionData) => void;
  /** Each account's index of its sessions (issue 35), kept as sessions rotate, end and are used. */
  accounts?: AccountSessions;
  /** Told when a viewing session ends, so its visit on the spectator trail closes (issue 35). */
  trail?: SpectatorTrail;
}

/**
 * The browser holds one opaque, httpOnly, SameSite=Lax cookie per host; everything else stays
 * here. Writes re-read the stored session first, so a request never puts back tokens that another
 * request has already rotated.
 */
export class SessionManager {
  /** Counts this instance's writes: a read made before a write is not reused after it. */
  private generation = 0;

  constructor(private readonly options: SessionManagerOptions) {}

  get store(): SessionStore {
    return this.options.store;
  }

  now(): number {
    return this.options.now();
  }

  /** The id from the cookie, when it is well formed. */
  idOf(request: FastifyRequest): string | null {
    const state = this.stateOf(request);
    return state.rotatedId ?? state.cookieId;
  }

  private stateOf(request: FastifyRequest): RequestSession {
    let state = request.sessionState;
    if (!state) {
      const id = request.cookies[this.cookieName(request)];
      state = { cookieId: id && SESSION_ID.test(id) ? id : null, rotatedId: undefined, read: undefined };
      request.sessionState = state;
    }
    return state;
  }

  async load(request: FastifyRequest): Promise<{ id: string; data: SessionData } | null> {
    const state = this.stateOf(request);
    const id = state.rotatedId ?? state.cookieId;
    if (!id) return null;
    let earlier = state.read;
    const first = !earlier;
    if (!earlier || earlier.id !== id || earlier.generation !== this.generation) {
      earlier = { id, generation: this.generation, read: this.options.store.get(id) };
      state.read = earlier;
    }
    const data = await earlier.read;
    if (first && data) {
      this.options.onRead?.(data);
      this.options.accounts?.touch(id, data);
    }
    return data ? { id, data } : null;
  }

  /**
   * Applies `change` to the latest stored copy and saves it; returns the saved session. A session
   * that is gone (signed out, rotated away, expired) stays gone: SessionEnded, nothing written.
   */
  async update(id: string, change: (data: SessionData) => void): Promise<SessionData> {
    const stored = await this.options.store.get(id);
    if (!stored) throw new SessionEnded();
    const data = structuredClone(stored);
    change(data);
    const written = await this.options.store.replace(id, data, sessionTtlSeconds(data));
    this.generation += 1;
    if (!written) throw new SessionEnded();
    return data;
  }

  /**
   * Saves `data` under a new id and drops the old one: done at sign-in and at spectator start and
   * stop, so an id seen before the change is worth nothing after it.
   */
  async rotate(request: FastifyRequest, reply: FastifyReply, data: SessionData): Promise<string> {
    const old = this.idOf(request);
    const before = old ? await this.options.store.get(old) : null;
    const id = randomBytes(32).toString('base64url');
    this.options.accounts?.stamp(request, data);
    await this.options.store.set(id, data, sessionTtlSeconds(data));
    if (old) await this.options.store.delete(old);
    this.generation += 1;
    await this.options.accounts?.moved(request, before, id, data);
    if (before?.spectator?.visitId !== data.spectator?.visitId) await this.options.trail?.end(before);
    this.stateOf(request).rotatedId = id;
    this.setCookie(request, reply, id);
    return id;
  }

  /** Creates a session for a visitor who has none (a referral visitor, say). */
  async ensure(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const existing = await this.load(request);
    if (existing) return existing.id;
    await this.options.admitNewSession?.(request);
    return this.rotate(request, reply, emptySession(this.now()));
  }

  async destroy(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = this.idOf(request);
    const before = id ? await this.options.store.get(id) : null;
    if (id) await this.options.store.delete(id);
    this.generation += 1;
    await this.options.accounts?.dropped(before);
    await this.options.trail?.end(before);
    this.stateOf(request).rotatedId = undefined;
    reply.clearCookie(this.cookieName(request), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure(request),
    });
  }

  /** Over HTTPS only the `__Host-` cookie counts: a plain one there was not set by this gateway. */
  private cookieName(request: FastifyRequest): string {
    return this.secure(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  }

  private secure(request: FastifyRequest): boolean {
    if (this.options.secure === 'always') return true;
    if (this.options.secure === 'never') return false;
    return request.protocol === 'https';
  }

  private setCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
    // No Domain attribute: the cookie belongs to this host only (one session per country site).
    reply.setCookie(this.cookieName(request), id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure(request),
      maxAge: REFRESH_COOKIE_LIFETIME_S,
    });
  }
}
