import type { components } from '@gf/contracts/generated/upstream';
import { OPEN_ENTRY_VALIDITY_MS } from '@gf/contracts/upstream/entities/open-entry';

export type UpstreamUser = components['schemas']['User'];

/** Tokens the gateway holds for a user; they never leave the gateway. */
export interface Tokens {
  access: string;
  refresh: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
}

/**
 * Which sign-in a session is (issue 35): the account it belongs to (the manager's own while they
 * view someone), its handle (opaque, shown to the owner instead of the session id), and what the
 * owner is shown of it.
 */
export interface SignIn {
  owner: string;
  handle: string;
  startedAt: number;
  site: string;
  userAgent: string;
}

/** What the gateway keeps per browser session. The browser holds only the opaque id. */
export interface SessionData {
  tokens: Tokens | null;
  user: UpstreamUser | null;
  /** When `user` was loaded (epoch ms): a user older than the freshness limit is reloaded. */
  userLoadedAt: number;
  unreadMail: number;
  /**
   * When the user's earliest running ticket hold lapses (epoch ms; auth info `min_tickets_timer`
   * counted from when it was read), kept so every page's auth state carries the site-wide reminder.
   */
  ticketsHeldUntil?: number | null;
  /** While a manager spectates: the manager's own tokens and user, restored on exit. */
  spectator: {
    managerTokens: Tokens;
    manager: UpstreamUser;
    canCreateOrderWell: boolean;
    /** The spectator trail's record of this viewing (issue 35). */
    visitId?: string;
  } | null;
  /** The sign-in this session is, once someone is signed in (issue 35). */
  signIn?: SignIn | null;
  /** Spec 1 §3 auth data is_imported: the account came over from the previous system. */
  imported?: boolean;
  /** Spec 1 §3 auth data language: the user's own language, kept when this site offers it. */
  language?: string | null;
  /** Sign-in waiting for the agreement call (need_agreements, spec 1 §4). */
  pendingAgreement: { tokens: Tokens; user: UpstreamUser; unreadMail: number } | null;
  /**
   * A referral visitor's validated code (spec 1 §4) and the partner it names (ref info: name and
   * partner number); both are empty where codes are kept unchecked (rc, compliance, company sites).
   */
  referral: { ref: string; name: string; number: string } | null;
  /**
   * An open-entry visitor's checked phone (spec 2 §3, §4): createdAt is epoch ms; sponsorId is the
   * sponsor set after the check (spec 2 §4 "then search and set a sponsor"), null until then.
   */
  openEntry: { phone: string; code: string; createdAt: number; sponsorId: number | null } | null;
  createdAt: number;
}

export const emptySession = (now: number): SessionData => ({
  tokens: null,
  user: null,
  userLoadedAt: 0,
  unreadMail: 0,
  spectator: null,
  pendingAgreement: null,
  referral: null,
  openEntry: null,
  createdAt: now,
});

/** Spec 2 §4, §9: the open entry of a session while it is valid; an older one counts as absent. */
export const activeOpenEntry = (data: SessionData | null | undefined, now: number): SessionData['openEntry'] => {
  const entry = data?.openEntry;
  return entry?.phone && now - entry.createdAt < OPEN_ENTRY_VALIDITY_MS ? entry : null;
};

export const tokensFrom = (
  reply: { access_token: string; refresh_token: string; expires_in: number },
  now: number,
): Tokens => ({ access: reply.access_token, refresh: reply.refresh_token, expiresAt: now + reply.expires_in * 1000 });
