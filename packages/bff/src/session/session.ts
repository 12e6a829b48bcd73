import type { components } from '@gf/contracts/generated/upstream';

export type UpstreamUser = components['schemas']['User'];

/** Tokens the gateway holds for a user; they never leave the gateway. */
export interface Tokens {
  access: string;
  refresh: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
}

/** What the gateway keeps per browser session. The browser holds only the opaque id. */
export interface SessionData {
  tokens: Tokens | null;
  user: UpstreamUser | null;
  /** When `user` was loaded (epoch ms): a user older than the freshness limit is reloaded. */
  userLoadedAt: number;
  unreadMail: number;
  /** While a manager spectates: the manager's own tokens and user, restored on exit. */
  spectator: { managerTokens: Tokens; manager: UpstreamUser; canCreateOrderWell: boolean } | null;
  /** Sign-in waiting for the agreement call (need_agreements, spec 1 §4). */
  pendingAgreement: { tokens: Tokens; user: UpstreamUser; unreadMail: number } | null;
  /** A referral visitor's validated code (spec 1 §4). */
  referral: { ref: string; name: string } | null;
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
  createdAt: now,
});

export const tokensFrom = (
  reply: { access_token: string; refresh_token: string; expires_in: number },
  now: number,
): Tokens => ({ access: reply.access_token, refresh: reply.refresh_token, expiresAt: now + reply.expires_in * 1000 });
