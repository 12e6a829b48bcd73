import { OPEN_ENTRY_VALIDITY_MS } from '@gf/contracts/upstream/entities/open-entry';
import { REFRESH_COOKIE_LIFETIME_S } from '../constants.js';
import type { SessionData } from './session.js';

/**
 * How long a session holding nothing worth keeping lives after its last change (not a spec
 * constant: an abuse bound, issue 15). Such a session holds at most a referral code: a bot's
 * cookieless referral visits made one 4-day session each. A visitor following a referral link
 * signs up within the visit; the cart lives in the browser (spec 1 §3), so it needs no session.
 */
export const ANONYMOUS_SESSION_TTL_S = 2 * 3600;

/**
 * New sessions for visitors without one (a referral code, an open entry) per client address (an
 * abuse bound, not a spec constant): wide enough for an office of visitors behind one address.
 * Sign-in makes sessions too, and is bounded by its credential limit.
 */
export const SESSION_CREATION_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

/**
 * What a session is worth keeping for, and so how long it is stored: a signed-in session (or one
 * waiting for the agreements) as long as its refresh cookie (spec 1 §9); a checked open entry
 * while it is valid (spec 2 §9); anything else ANONYMOUS_SESSION_TTL_S.
 */
export const sessionTtlSeconds = (data: SessionData): number => {
  if (data.tokens || data.pendingAgreement) return REFRESH_COOKIE_LIFETIME_S;
  if (data.openEntry) return Math.max(ANONYMOUS_SESSION_TTL_S, Math.ceil(OPEN_ENTRY_VALIDITY_MS / 1000));
  return ANONYMOUS_SESSION_TTL_S;
};
