/**
 * The codes the upstream (and the sandbox that plays it) puts in an error body's `code`. Its
 * `detail` is its own words, in its own language; the client words these codes itself (issue 32
 * item 1: upstream refusals map to our own codes and texts).
 */

/** Refusals that reach the visitor as they are: each has a text in `common:refusal` of every language. */
export const UPSTREAM_REFUSALS = [
  'not_found',
  'forbidden',
  'cannot_invite',
  'cannot_spectate',
  'invite_expired',
  'not_in_structure',
  'partner_not_found',
  'already_has_ticket',
  'no_hold',
  'audio_not_bought',
  'cannot_change_sponsor',
  'no_referral_code',
  'not_a_partner',
  'cannot_create_order_well',
  'cannot_cancel',
  'cannot_receive',
  'already_shipped',
  'not_received',
  'feedback_exists',
  'already_signed',
  'invoice_not_expected',
  'terms_not_accepted',
  'job_failed',
  'job_not_ready',
  'wrong_credentials',
  'stock',
] as const;
export type UpstreamRefusal = (typeof UPSTREAM_REFUSALS)[number];

/**
 * Codes the gateway answers itself and never shows: the session's (sign in again), a suspension
 * (the mail page), another user's order (not found), a product's redirect, and the upstream's
 * faults (the server-problems banner).
 */
export const UPSTREAM_HANDLED_CODES = [
  'not_authenticated',
  'token_not_valid',
  'user_not_found',
  'suspended',
  'not_your_order',
  'product_moved',
  'not_available',
  'sandbox_fault',
  'not_implemented',
] as const;

export type UpstreamCode = UpstreamRefusal | (typeof UPSTREAM_HANDLED_CODES)[number];
