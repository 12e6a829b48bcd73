import type { AuthState, AuthUser } from '@gf/contracts/gateway/auth';
import type { Cart } from '@gf/contracts/upstream/entities/cart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  activeOpenEntry,
  emptySession,
  type SessionData,
  tokensFrom,
  type UpstreamUser,
} from '../../platform/session/session.js';

export const toAuthUser = (user: UpstreamUser): AuthUser => ({
  id: user.id ?? null,
  number: user.number ?? null,
  name: user.name ?? null,
  role: user.role,
  is_new: user.is_new,
  is_suspended: user.is_suspended,
  can_invite_partner: user.can_invite_partner,
  can_invite_client: user.can_invite_client,
  can_add_sponsor: user.can_add_sponsor,
  can_spectate: user.can_spectate,
});

/** What is left of the stored hold deadline at `now`; nothing once it has passed or without a clock. */
const heldFor = (data: SessionData | null, now: number | undefined): number | null => {
  const until = data?.ticketsHeldUntil;
  if (!until || now === undefined || until <= now) return null;
  return until - now;
};

export const authState = (
  data: SessionData | null,
  extra: { cart?: z.output<typeof Cart> | null; minTicketsTimer?: number | null; now?: number } = {},
): AuthState => {
  const signedIn = Boolean(data?.tokens && data.user);
  // Without a clock the stored entry is shown as it is; the routes that can see one pass `now`.
  const openEntry = signedIn ? null : activeOpenEntry(data, extra.now ?? data?.openEntry?.createdAt ?? 0);
  return {
    signedIn,
    user: signedIn && data?.user ? toAuthUser(data.user) : null,
    unread_mail: signedIn ? (data?.unreadMail ?? 0) : 0,
    cart: extra.cart ?? null,
    spectator:
      signedIn && data?.spectator && data.user
        ? {
            well_user: toAuthUser(data.user),
            manager: toAuthUser(data.spectator.manager),
            can_create_order_well: data.spectator.canCreateOrderWell,
          }
        : null,
    min_tickets_timer:
      extra.minTicketsTimer !== undefined ? extra.minTicketsTimer : heldFor(signedIn ? data : null, extra.now),
    referral: data?.referral ?? null,
    openEntry: openEntry ? { phone: openEntry.phone, sponsorChosen: openEntry.sponsorId !== null } : null,
    agreementRequired: Boolean(data?.pendingAgreement),
    imported: signedIn && Boolean(data?.imported),
    language: signedIn ? (data?.language ?? null) : null,
  };
};

/** The upstream's auth data (sign-in, domain key, registration key). */
export interface AuthDataReply {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user: UpstreamUser;
  unread_mail: number;
  need_agreements?: boolean | undefined;
  /** Spec 1 §3: the user's language and whether the account was imported from the previous system. */
  language?: string | undefined;
  is_imported?: boolean | undefined;
}

/**
 * Spec 1 §4 sign-in: with need_agreements the auth data waits for the agreement call; otherwise the
 * session is signed in. Either way the session id is rotated.
 */
export const startSignedInSession = async (
  request: FastifyRequest,
  reply: FastifyReply,
  auth: AuthDataReply,
): Promise<SessionData> => {
  const { sessions } = request.server.core;
  const now = sessions.now();
  const previous = (await sessions.load(request))?.data;
  const data = emptySession(now);
  data.referral = previous?.referral ?? null;
  const tokens = tokensFrom(auth, now);
  data.imported = auth.is_imported ?? false;
  data.language = request.site.languages.find((language) => language === auth.language) ?? null;
  if (auth.need_agreements) {
    data.pendingAgreement = { tokens, user: auth.user, unreadMail: auth.unread_mail };
  } else {
    data.tokens = tokens;
    data.user = auth.user;
    data.userLoadedAt = now;
    data.unreadMail = auth.unread_mail;
    // Spec 1 §4: referral and registration data are cleared on sign-in.
    data.referral = null;
  }
  await sessions.rotate(request, reply, data);
  return data;
};
